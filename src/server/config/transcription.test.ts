import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './index.js';

const transcription = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: mkdtempSync(path.join(tmpdir(), 'reelcast-config-')), ...env })
    .transcription;

describe('transcription settings', () => {
  it('turns on no engine without settings', () => {
    expect(transcription({})).toEqual({
      engine: undefined,
      openai: null,
      elevenlabs: null,
      whisperModelPath: null,
    });
  });

  it('uses the OpenAI key and base URL the other OpenAI features use, with whisper-1', () => {
    expect(transcription({ OPENAI_API_KEY: 'sk-test' }).openai).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'whisper-1',
    });
    // A chat-only local server (Ollama) behind OPENAI_BASE_URL does not turn transcription on.
    expect(transcription({ OPENAI_BASE_URL: 'http://localhost:11434/v1' }).openai).toBeNull();
  });

  it('reaches a keyless self-hosted whisper server by TRANSCRIPTION_BASE_URL alone', () => {
    const own = transcription({
      OPENAI_API_KEY: 'sk-chat',
      TRANSCRIPTION_BASE_URL: 'http://whisper.local:8000/v1/',
      TRANSCRIPTION_MODEL: 'Systran/faster-whisper-small',
    });
    expect(own.openai).toEqual({
      baseUrl: 'http://whisper.local:8000/v1',
      apiKey: 'sk-chat',
      model: 'Systran/faster-whisper-small',
    });
    expect(transcription({ TRANSCRIPTION_BASE_URL: 'http://whisper.local/v1' }).openai).toEqual({
      baseUrl: 'http://whisper.local/v1',
      apiKey: undefined,
      model: 'whisper-1',
    });
    expect(
      transcription({ OPENAI_API_KEY: 'sk-chat', TRANSCRIPTION_API_KEY: 'sk-stt' }).openai?.apiKey,
    ).toBe('sk-stt');
  });

  it('uses the ElevenLabs key the voices use, with Scribe', () => {
    expect(transcription({ ELEVENLABS_API_KEY: 'xi-test' }).elevenlabs).toEqual({
      apiKey: 'xi-test',
      baseUrl: 'https://api.elevenlabs.io',
      modelId: 'scribe_v2',
    });
  });

  it('reads the whisper.cpp model file and the engine asked for', () => {
    const local = transcription({
      WHISPER_MODEL_PATH: '/models/ggml-base.en.bin',
      TRANSCRIPTION_ENGINE: 'whisper-cpp',
    });
    expect(local).toMatchObject({
      engine: 'whisper-cpp',
      whisperModelPath: '/models/ggml-base.en.bin',
    });
    expect(transcription({ TRANSCRIPTION_ENGINE: 'pocketsphinx' }).engine).toBe('pocketsphinx');
  });

  it('refuses an engine asked for by name that is not set up, or unknown', () => {
    expect(() => transcription({ TRANSCRIPTION_ENGINE: 'elevenlabs' })).toThrow(
      /TRANSCRIPTION_ENGINE: is elevenlabs, which needs ELEVENLABS_API_KEY/,
    );
    expect(() => transcription({ TRANSCRIPTION_ENGINE: 'whisper-cpp' })).toThrow(
      /needs WHISPER_MODEL_PATH/,
    );
    expect(() => transcription({ TRANSCRIPTION_ENGINE: 'openai' })).toThrow(
      /needs TRANSCRIPTION_BASE_URL or an API key/,
    );
    expect(() => transcription({ TRANSCRIPTION_ENGINE: 'vosk' })).toThrow(/TRANSCRIPTION_ENGINE/);
  });
});
