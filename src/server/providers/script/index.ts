/** The script capability's face: the one file of providers/script/ that code outside it imports. */
export { localVideoMetadata } from './local/index.js';
export {
  spokenText,
  type ScriptWriter,
  type VideoMetadataDraft,
  type VideoMetadataInput,
} from './port.js';
export { createScriptWriter } from './registry.js';
