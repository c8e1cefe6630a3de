/**
 * The built-in video engine's face: videos assembled from stills and speech with ffmpeg,
 * no vendor key needed. Everything else in this folder is the engine's own.
 */
export { LocalVideoEngine } from './engine.js';
export { renderCaption, renderPromptStill } from './still.js';
/** The audiogram's card and where it puts things (tests read the progress bar's place). */
export { paintCard } from './audiogram/index.js';
