import type { VideoEngineId, VideoMode } from '@shared/videos';
import type { Config } from '../../config.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { HedraVideoEngine } from './hedra.js';
import { LocalVideoEngine } from './local/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { VideoEngine } from './port.js';
import { VeoVideoEngine } from './veo.js';
import { sharedFaceDetector } from '../../media/faces/index.js';

/**
 * Which engine makes a video. A new job takes the engine its mode maps to now (a vendor when
 * its key is set, else the built-in local engine) and records it; a retry asks for the
 * recorded engine again, so a job never switches engine mid-way.
 */
export interface VideoEngineRegistry {
  engineFor(mode: VideoMode): VideoEngineId;
  get(id: VideoEngineId): VideoEngine;
}

export const ENGINE_NOT_CONFIGURED_MESSAGE = "This video's engine is no longer configured.";

export function createVideoEngines(deps: {
  config: Config;
  media: MediaToolkit;
  local?: VideoEngine;
}): VideoEngineRegistry {
  const { config } = deps;
  // Engines are built on first use: a process that never renders never builds one.
  let local = deps.local;
  let veo: VeoVideoEngine | undefined;
  let hedra: HedraVideoEngine | undefined;

  const notConfigured = () => new EngineError('video', ENGINE_NOT_CONFIGURED_MESSAGE, false);

  return {
    engineFor(mode) {
      if (mode === 'hedra') return config.hedra ? 'hedra' : 'local';
      return config.veo ? 'veo' : 'local';
    },

    get(id) {
      switch (id) {
        case 'local':
          return (local ??= new LocalVideoEngine({
            media: deps.media,
            faces: sharedFaceDetector(),
          }));
        case 'veo': {
          if (!config.veo) throw notConfigured();
          return (veo ??= new VeoVideoEngine(config.veo));
        }
        case 'hedra': {
          if (!config.hedra) throw notConfigured();
          return (hedra ??= new HedraVideoEngine(config.hedra));
        }
        default:
          throw notConfigured();
      }
    },
  };
}
