/**
 * The built-in script writer's face: scripts and video metadata composed from the brief,
 * with no vendor key. Everything else in this folder is the writer's own.
 */
export { composeLocalScript, LocalScriptWriter } from './writer.js';
export { localVideoMetadata } from './metadata.js';
