import { describe, expect, it } from 'vitest';
import { NO_TRANSCRIPTION_ENGINE_MESSAGE, type TranscriptionEngineId } from '@shared/transcripts';
import { ElevenLabsTranscription } from './elevenlabs.js';
import { OpenAiCompatibleTranscription } from './openai-compatible.js';
import type { TranscriptionEngine } from './port.js';
import { createTranscriptionEngines, type TranscriptionEngineDeps } from './registry.js';

const local = (engine: TranscriptionEngineId): TranscriptionEngine => ({
  engine,
  maxPieceSeconds: 30,
  labelsSpeakers: false,
  transcribe: () => Promise.resolve({ words: [] }),
});

type Settings = TranscriptionEngineDeps['config']['transcription'];
const nothing: Settings = {
  engine: undefined,
  openai: null,
  elevenlabs: null,
  whisperModelPath: null,
  pocketSphinxPath: undefined,
};
const openai = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk', model: 'whisper-1' };
const elevenlabs = { apiKey: 'xi', baseUrl: 'http://127.0.0.1:9', modelId: 'scribe_v2' };

const engines = (settings: Partial<Settings>, deps: Partial<TranscriptionEngineDeps> = {}) =>
  createTranscriptionEngines({ config: { transcription: { ...nothing, ...settings } }, ...deps });

const locals = {
  whisperCpp: () => local('whisper-cpp'),
  pocketsphinx: () => local('pocketsphinx'),
};

describe('createTranscriptionEngines', () => {
  it('with nothing set up: no engine, and the message that says what to set up', () => {
    const none = engines({}, { pocketsphinx: () => null, whisperCpp: locals.whisperCpp });
    expect(none).toEqual({
      engine: null,
      available: [],
      missingMessage: NO_TRANSCRIPTION_ENGINE_MESSAGE,
    });
  });

  it('prefers a vendor with a key, ElevenLabs first as it labels speakers', () => {
    const both = engines({ openai, elevenlabs, whisperModelPath: '/models/base.bin' }, locals);
    expect(both.engine).toBeInstanceOf(ElevenLabsTranscription);
    expect(both.available).toEqual(['elevenlabs', 'openai', 'whisper-cpp', 'pocketsphinx']);
    expect(both.missingMessage).toBeNull();

    expect(engines({ openai }, locals).engine).toBeInstanceOf(OpenAiCompatibleTranscription);
  });

  it('then whisper.cpp when a model file is configured, then PocketSphinx when found', () => {
    let madeWith: string | undefined;
    const whisper = engines(
      { whisperModelPath: '/models/base.bin' },
      { ...locals, whisperCpp: (path) => ((madeWith = path), local('whisper-cpp')) },
    );
    expect(whisper.engine?.engine).toBe('whisper-cpp');
    expect(madeWith).toBe('/models/base.bin');

    // A whisper.cpp engine without a model file is not set up.
    expect(engines({}, locals).engine?.engine).toBe('pocketsphinx');
    expect(engines({}, locals).available).toEqual(['pocketsphinx']);
  });

  it("takes the operator's TRANSCRIPTION_ENGINE over the order", () => {
    const chosen = engines({ engine: 'pocketsphinx', openai, elevenlabs }, locals);
    expect(chosen.engine?.engine).toBe('pocketsphinx');
    expect(engines({ engine: 'openai', openai, elevenlabs }).engine?.engine).toBe('openai');
  });

  it('uses the vendors tests pass in', () => {
    const fake = local('openai');
    expect(engines({ openai }, { openai: fake }).engine).toBe(fake);
  });
});
