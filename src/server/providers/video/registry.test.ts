import { describe, expect, it } from 'vitest';
import { VIDEO_MODES } from '@shared/videos';
import { loadConfig } from '../../config.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { HedraVideoEngine } from './hedra.js';
import { LocalVideoEngine } from './local/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { VideoEngine } from './port.js';
import { createVideoEngines, ENGINE_NOT_CONFIGURED_MESSAGE } from './registry.js';
import { VeoVideoEngine } from './veo.js';

const APP_SECRET = 'x'.repeat(40);

/** Never called: selection builds engines, it does not render. */
const media: MediaToolkit = {
  ffmpegPath: '/nonexistent/ffmpeg',
  ffprobePath: '/nonexistent/ffprobe',
  probe: () => Promise.reject(new Error('not used')),
  decodeImage: () => Promise.reject(new Error('not used')),
  run: () => Promise.reject(new Error('not used')),
  extractPoster: () => Promise.reject(new Error('not used')),
};

function registry(env: Record<string, string> = {}, local?: VideoEngine) {
  const config = loadConfig({ APP_SECRET, ...env });
  return createVideoEngines({ config, media, local });
}

describe('createVideoEngines', () => {
  it('uses the local engine for every mode when no vendor key is set', () => {
    const engines = registry();
    expect(VIDEO_MODES.map((mode) => engines.engineFor(mode))).toEqual(['local', 'local', 'local']);
    const local = engines.get('local');
    expect(local).toBeInstanceOf(LocalVideoEngine);
    expect(local.id).toBe('local');
    expect(engines.get('local')).toBe(local);
  });

  it('sends podcast clips to Hedra when its key is set, and only those', () => {
    const engines = registry({ HEDRA_API_KEY: 'sk_hedra_x' });
    expect(engines.engineFor('hedra')).toBe('hedra');
    expect(engines.engineFor('text-to-video')).toBe('local');
    expect(engines.engineFor('veo')).toBe('local');
    const hedra = engines.get('hedra');
    expect(hedra).toBeInstanceOf(HedraVideoEngine);
    expect(hedra.supports('hedra')).toBe(true);
  });

  it('sends text to video and image to video to Veo when the Gemini key is set', () => {
    const engines = registry({ GEMINI_API_KEY: 'gemini-x' });
    expect(engines.engineFor('text-to-video')).toBe('veo');
    expect(engines.engineFor('veo')).toBe('veo');
    expect(engines.engineFor('hedra')).toBe('local');
    const veo = engines.get('veo');
    expect(veo).toBeInstanceOf(VeoVideoEngine);
    expect(engines.get('veo')).toBe(veo);
  });

  it('refuses, for good, an engine whose key is no longer configured', () => {
    const engines = registry({ GEMINI_API_KEY: '', HEDRA_API_KEY: '  ' });
    for (const id of ['veo', 'hedra'] as const) {
      let caught: unknown;
      try {
        engines.get(id);
      } catch (error) {
        caught = error;
      }
      expect(caught).toBeInstanceOf(EngineError);
      expect(caught).toMatchObject({ message: ENGINE_NOT_CONFIGURED_MESSAGE, retryable: false });
    }
  });

  it('uses the local engine it is given instead of building one', () => {
    const given: VideoEngine = {
      id: 'local',
      supports: () => true,
      render: () => Promise.reject(new Error('not used')),
    };
    expect(registry({}, given).get('local')).toBe(given);
  });
});
