/**
 * The built-in video engine's face: videos assembled from stills and speech with ffmpeg,
 * no vendor key needed. Everything else in this folder is the engine's own.
 */
export { LocalVideoEngine } from './engine.js';
export { renderCaption, renderPromptStill } from './still.js';
