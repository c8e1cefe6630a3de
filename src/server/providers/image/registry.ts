import { mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../../config.js';
import { HiggsfieldImageEngine } from './higgsfield.js';
import { OpenAiImageArtist } from './openai-images.js';
import { EngineError } from '../../kernel/engine-error.js';
import type {
  ImageEngineRegistry,
  ImageGenerator,
  BuildReferenceRequest,
  ImageStyleRef,
  PodcastArtist,
  ReferenceBuilder,
} from './port.js';

/**
 * Which engine makes which picture: Higgsfield Soul for the image studio and custom
 * references when both of its keys are set, an OpenAI-compatible endpoint for podcast hosts
 * and backgrounds when its key is set, the built-in local engine otherwise. A row records the
 * engine it was given; a retry asks for that engine again, so a row never switches engine.
 */

export const IMAGE_ENGINE_NOT_CONFIGURED_MESSAGE = "This image's engine is no longer configured.";

/** A vendor's own style list, for the server to sync into its styles table. */
export interface StyleCatalog {
  listStyles(signal: AbortSignal): Promise<ImageStyleRef[]>;
}

export interface ImageEngines extends ImageEngineRegistry {
  /** Higgsfield's Soul styles when it is configured, else null (only built-in styles). */
  styleCatalog(): StyleCatalog | null;
}

/**
 * The palette of a Higgsfield reference, from the local engine's analysis of the same photos
 * (one place computes palettes). It runs in a scratch folder of the job's workDir, after the
 * vendor finished: a photo it cannot analyse leaves the palette empty rather than failing a
 * reference Higgsfield built and charged for; an abort still stops it.
 */
export function paletteFromLocal(local: ReferenceBuilder) {
  return async (request: BuildReferenceRequest): Promise<string[]> => {
    try {
      const workDir = await mkdtemp(path.join(request.workDir, 'palette-'));
      const saveVendorRef = () => Promise.resolve();
      const built = await local.buildReference({
        ...request,
        workDir,
        vendorRef: null,
        saveVendorRef,
      });
      return built.palette;
    } catch (error) {
      if (request.signal.aborted) throw error;
      return [];
    }
  };
}

export function createImageEngines(deps: {
  config: Config;
  local: ImageGenerator & ReferenceBuilder & PodcastArtist;
}): ImageEngines {
  const { config, local } = deps;
  // Vendor engines are built on first use: a process that never calls one never builds it.
  let higgsfield: HiggsfieldImageEngine | undefined;
  let openai: OpenAiImageArtist | undefined;

  const notConfigured = () => new EngineError('image', IMAGE_ENGINE_NOT_CONFIGURED_MESSAGE, false);

  const higgsfieldEngine = (): HiggsfieldImageEngine | undefined => {
    if (!config.higgsfield) return undefined;
    return (higgsfield ??= new HiggsfieldImageEngine({
      ...config.higgsfield,
      paletteOf: paletteFromLocal(local),
    }));
  };
  const openaiArtist = (): OpenAiImageArtist | undefined => {
    if (!config.openaiImages) return undefined;
    return (openai ??= new OpenAiImageArtist(config.openaiImages));
  };
  const hasHiggsfield = config.higgsfield !== null;

  return {
    generatorFor: () => (hasHiggsfield ? 'higgsfield' : 'local'),
    referenceBuilderFor: () => (hasHiggsfield ? 'higgsfield' : 'local'),
    artistFor: () => (config.openaiImages ? 'openai' : 'local'),

    generator(id) {
      if (id === 'local') return local;
      const engine = id === 'higgsfield' ? higgsfieldEngine() : undefined;
      if (!engine) throw notConfigured();
      return engine;
    },

    referenceBuilder(id) {
      if (id === 'local') return local;
      const engine = id === 'higgsfield' ? higgsfieldEngine() : undefined;
      if (!engine) throw notConfigured();
      return engine;
    },

    artist(id) {
      if (id === 'local') return local;
      const engine = id === 'openai' ? openaiArtist() : undefined;
      if (!engine) throw notConfigured();
      return engine;
    },

    styleCatalog: () => higgsfieldEngine() ?? null,
  };
}
