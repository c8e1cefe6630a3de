/**
 * Voices (the default voices and a user's clones): routes, and the one read voiceovers need (a
 * user's own voice, to speak with).
 */
export { voiceRoutes, type VoiceRoutesOptions } from './routes.js';
export { findOwnVoice, type UserVoiceRow } from './repo.js';
