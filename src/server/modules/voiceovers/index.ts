/**
 * Voiceovers: routes, the synthesis job's handlers, and the one read the video studio needs
 * (a user's own voiceover, for a podcast clip's speech).
 */
export { voiceoverRoutes, type VoiceoverRoutesOptions } from './routes.js';
export { registerVoiceoverJobs, type VoiceoverJobDeps } from './jobs.js';
export { findOwnVoiceover, type VoiceoverRow } from './repo.js';
