/** The video capability's face: the one file of providers/video/ that code outside it imports. */
export { type LocalImageFile, type LocalMediaFile, type VideoRenderResult } from './port.js';
export { createVideoEngines, type VideoEngineRegistry } from './registry.js';
