import { describe, expect, it } from 'vitest';
import { DEFAULT_VOICES, PLACEHOLDER_CLONED_VOICE_ID } from '@shared/voices';
import { ElevenLabsSpeech } from './elevenlabs.js';
import { LocalSpeechEngine, localStandInFor } from './local/index.js';
import { createSpeechEngines, engineOf, type VoiceRef } from './registry.js';

const elevenlabs = {
  apiKey: 'xi-key',
  baseUrl: 'http://127.0.0.1:9',
  modelId: 'eleven_flash_v2_5',
};
const ADAM = DEFAULT_VOICES[1].voiceId;
const rowId = '0b7d2a10-5d0e-4f2b-9a51-3b6f3f7c8a43';

const defaultVoice: VoiceRef = { id: rowId, voiceId: ADAM, isCloned: false, engine: 'local' };
const localClone: VoiceRef = {
  id: rowId,
  voiceId: PLACEHOLDER_CLONED_VOICE_ID,
  isCloned: true,
  engine: 'local',
};
const vendorClone: VoiceRef = {
  id: rowId,
  voiceId: 'c1oneDVoice000000001',
  isCloned: true,
  engine: 'elevenlabs',
};

describe('createSpeechEngines', () => {
  it('without a key: everything speaks locally, clones with their stand-in', () => {
    const engines = createSpeechEngines({ config: { elevenlabs: null } });
    expect(engines.preferred).toBe('local');
    expect(engines.cloner()).toBeNull();
    expect(engines.speakerFor(defaultVoice).engine).toBeInstanceOf(LocalSpeechEngine);
    expect(engines.speakerFor(defaultVoice).voiceId).toBe(ADAM);
    for (const clone of [localClone, vendorClone]) {
      expect(engines.speakerFor(clone).voiceId).toBe(localStandInFor(rowId));
      expect(engineOf(engines, clone)).toBe('local');
    }
    expect(engines.speakerForDefault(ADAM).engine.engine).toBe('local');
  });

  it('with a key: default voices and real clones speak through ElevenLabs, placeholders stay local', () => {
    const engines = createSpeechEngines({ config: { elevenlabs } });
    expect(engines.preferred).toBe('elevenlabs');
    expect(engines.cloner()).toBeInstanceOf(ElevenLabsSpeech);
    // A default voice added before the key was set speaks through ElevenLabs now.
    expect(engines.speakerFor(defaultVoice)).toMatchObject({ voiceId: ADAM });
    expect(engineOf(engines, defaultVoice)).toBe('elevenlabs');
    expect(engines.speakerFor(vendorClone).voiceId).toBe(vendorClone.voiceId);
    expect(engineOf(engines, vendorClone)).toBe('elevenlabs');
    expect(engineOf(engines, localClone)).toBe('local');
    expect(engines.speakerFor(localClone).voiceId).toBe(localStandInFor(rowId));
    expect(engines.speakerForDefault(ADAM).engine.engine).toBe('elevenlabs');
  });
});
