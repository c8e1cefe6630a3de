import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { HiggsfieldImageEngine } from './higgsfield.js';
import { OpenAiImageArtist } from './openai-images.js';
import { EngineError } from '../../kernel/engine-error.js';
import type {
  BuildReferenceRequest,
  ImageGenerator,
  PodcastArtist,
  ReferenceBuilder,
} from './port.js';
import {
  createImageEngines,
  IMAGE_ENGINE_NOT_CONFIGURED_MESSAGE,
  paletteFromLocal,
} from './registry.js';

const APP_SECRET = 'x'.repeat(40);

/** Never called: selection builds engines, it does not draw. */
const local: ImageGenerator & ReferenceBuilder & PodcastArtist = {
  id: 'local',
  generateImage: () => Promise.reject(new Error('not used')),
  buildReference: () => Promise.reject(new Error('not used')),
  generatePortrait: () => Promise.reject(new Error('not used')),
  generateBackground: () => Promise.reject(new Error('not used')),
};

function registry(env: Record<string, string> = {}) {
  return createImageEngines({ config: loadConfig({ APP_SECRET, ...env }), local });
}

function refusal(pick: () => unknown): unknown {
  try {
    pick();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('createImageEngines', () => {
  it('uses the given local engine for everything when no vendor key is set', () => {
    const engines = registry();
    expect([engines.generatorFor(), engines.referenceBuilderFor(), engines.artistFor()]).toEqual([
      'local',
      'local',
      'local',
    ]);
    expect(engines.generator('local')).toBe(local);
    expect(engines.referenceBuilder('local')).toBe(local);
    expect(engines.artist('local')).toBe(local);
    expect(engines.styleCatalog()).toBeNull();
  });

  it('sends images and references to Higgsfield only when both its key and secret are set', () => {
    expect(registry({ HIGGSFIELD_API_KEY: 'id' }).generatorFor()).toBe('local');
    const engines = registry({ HIGGSFIELD_API_KEY: 'id', HIGGSFIELD_API_SECRET: 'secret' });
    expect(engines.generatorFor()).toBe('higgsfield');
    expect(engines.referenceBuilderFor()).toBe('higgsfield');
    expect(engines.artistFor()).toBe('local');
    const higgsfield = engines.generator('higgsfield');
    expect(higgsfield).toBeInstanceOf(HiggsfieldImageEngine);
    expect(engines.referenceBuilder('higgsfield')).toBe(higgsfield);
    expect(engines.styleCatalog()).toBe(higgsfield);
  });

  it('sends podcast hosts and backgrounds to the OpenAI-compatible endpoint when its key is set', () => {
    const engines = registry({
      OPENAI_API_KEY: 'sk-x',
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
    });
    expect(engines.artistFor()).toBe('openai');
    expect(engines.generatorFor()).toBe('local');
    const artist = engines.artist('openai');
    expect(artist).toBeInstanceOf(OpenAiImageArtist);
    expect(engines.artist('openai')).toBe(artist);
  });

  it('refuses, for good, an engine that is no longer (or never was) configured for the task', () => {
    const engines = registry({ HIGGSFIELD_API_SECRET: 'secret', OPENAI_API_KEY: '  ' });
    const picks = [
      () => engines.generator('higgsfield'),
      () => engines.referenceBuilder('higgsfield'),
      () => engines.artist('openai'),
      () => registry({ OPENAI_API_KEY: 'sk-x' }).generator('openai'),
    ];
    for (const pick of picks) {
      const error = refusal(pick);
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({
        message: IMAGE_ENGINE_NOT_CONFIGURED_MESSAGE,
        retryable: false,
      });
    }
  });

  it('reads the Higgsfield host, Soul model and OpenAI image model from the config', () => {
    expect(loadConfig({ APP_SECRET })).toMatchObject({ higgsfield: null, openaiImages: null });
    const config = loadConfig({
      APP_SECRET,
      HIGGSFIELD_API_KEY: 'hf-key',
      HIGGSFIELD_API_SECRET: 'hf-secret',
      OPENAI_API_KEY: 'sk-images',
    });
    expect(config.higgsfield).toEqual({
      apiKey: 'hf-key',
      apiSecret: 'hf-secret',
      baseUrl: 'https://platform.higgsfield.ai',
      soulModel: 'higgsfield-ai/soul/standard',
    });
    expect(config.openaiImages).toEqual({
      apiKey: 'sk-images',
      baseUrl: 'https://api.openai.com/v1',
      model: 'gpt-image-1',
    });
    expect(() => loadConfig({ APP_SECRET, HIGGSFIELD_SOUL_MODEL: '../admin' })).toThrow(
      /HIGGSFIELD_SOUL_MODEL/,
    );
  });
});

describe('paletteFromLocal', () => {
  async function referenceRequest(
    signal = new AbortController().signal,
  ): Promise<BuildReferenceRequest> {
    return {
      id: 'reference-1',
      workDir: await mkdtemp(path.join(tmpdir(), 'palette-test-')),
      signal,
      name: 'Ada',
      images: [{ path: '/photos/a.jpg', mimeType: 'image/jpeg', width: 40, height: 50 }],
      vendorRef: 'hf-reference-id',
      saveVendorRef: () => Promise.reject(new Error('the palette must not touch the vendor ref')),
    };
  }

  it('asks the local engine about the same photos in a scratch folder of the work dir', async () => {
    const request = await referenceRequest();
    const seen: BuildReferenceRequest[] = [];
    const builder: ReferenceBuilder = {
      id: 'local',
      buildReference: async (given) => {
        seen.push(given);
        await given.saveVendorRef('ignored');
        return {
          thumbnail: { path: '', mimeType: 'image/jpeg', width: 1, height: 1 },
          palette: ['#aa0000', '#00aa00', '#0000aa'],
          vendorId: null,
        };
      },
    };
    expect(await paletteFromLocal(builder)(request)).toEqual(['#aa0000', '#00aa00', '#0000aa']);
    expect(seen[0]).toMatchObject({ images: request.images, name: 'Ada', vendorRef: null });
    expect(path.dirname(seen[0]!.workDir)).toBe(request.workDir);
    await rm(request.workDir, { recursive: true, force: true });
  });

  it('leaves the palette empty when the analysis fails, but lets an abort through', async () => {
    const failing: ReferenceBuilder = {
      id: 'local',
      buildReference: () =>
        Promise.reject(new EngineError('image', 'A photo could not be read', false)),
    };
    const request = await referenceRequest();
    expect(await paletteFromLocal(failing)(request)).toEqual([]);

    const controller = new AbortController();
    const reason = new Error('worker stopping');
    controller.abort(reason);
    const aborted: ReferenceBuilder = {
      id: 'local',
      buildReference: () => Promise.reject(reason),
    };
    await expect(paletteFromLocal(aborted)(await referenceRequest(controller.signal))).rejects.toBe(
      reason,
    );
    await rm(request.workDir, { recursive: true, force: true });
  });
});
