/** The image capability's face: the one file of providers/image/ that code outside it imports. */
export { composeHostOnSet, LocalImageEngine } from './local/index.js';
export {
  styleTags,
  type GeneratedImage,
  type ImageEngineRegistry,
  type ImageStyleRef,
  type LocalImageFile,
  type ReferenceProfile,
} from './port.js';
export { createImageEngines, type ImageEngines } from './registry.js';
