import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { tinyWhisperModel } from '../../../../../test/fixtures/tiny-whisper-model.js';
import { loadConfig } from '../../../config/index.js';
import { PocketSphinxEngine, WhisperCppEngine, createLocalTranscriptionEngines } from './index.js';

/** From the environment to the local engines, as the server does at start (decision 065). */

const root = mkdtempSync(path.join(tmpdir(), 'reelcast-local-stt-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const configWith = (env: Record<string, string>) =>
  loadConfig({ DATA_DIR: path.join(root, 'data'), ...env });

describe('createLocalTranscriptionEngines', () => {
  it('has no whisper.cpp without WHISPER_MODEL_PATH, and PocketSphinx only when found', () => {
    const config = configWith({ WHISPER_MODEL_PATH: '', POCKETSPHINX_PATH: '' });
    expect(config.transcription).toMatchObject({
      pocketSphinxPath: undefined,
      whisperModelPath: null,
    });
    expect(createLocalTranscriptionEngines(config, root)).toEqual({
      whisperCpp: null,
      pocketSphinx: null,
    });
    const onPath = createLocalTranscriptionEngines(config, '/usr/bin');
    expect(onPath.pocketSphinx).toBeInstanceOf(PocketSphinxEngine);
  });

  it('makes whisper.cpp from an operator’s model file, and refuses a path that is not one', () => {
    const modelPath = path.join(root, 'ggml-tiny-random.bin');
    writeFileSync(modelPath, tinyWhisperModel());
    const engines = createLocalTranscriptionEngines(
      configWith({ WHISPER_MODEL_PATH: modelPath }),
      root,
    );
    expect(engines.whisperCpp).toBeInstanceOf(WhisperCppEngine);
    expect(() =>
      createLocalTranscriptionEngines(
        configWith({ WHISPER_MODEL_PATH: path.join(root, 'nope.bin') }),
      ),
    ).toThrow(/WHISPER_MODEL_PATH=.*cannot be read/);
    expect(() =>
      createLocalTranscriptionEngines(configWith({ POCKETSPHINX_PATH: modelPath })),
    ).toThrow(/POCKETSPHINX_PATH=.*is not an executable/);
  });
});
