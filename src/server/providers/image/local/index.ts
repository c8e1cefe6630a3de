/**
 * The built-in image engine's face: what makes pictures with no vendor key (decision 041).
 * The registry and the services reach the local painter only through here; the video engine
 * borrows its artwork painter for prompt stills.
 */
export { LocalImageEngine } from './engine.js';
export { ARTWORK_JPEG_QUALITY, paintArtwork } from './art.js';
export { composeHostOnSet, type HostPlacement } from './host-on-set.js';
