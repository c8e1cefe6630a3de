import { DEFAULT_VOICES, type UserVoice } from '@shared/voices';
import { describe, expect, it } from 'vitest';
import { addedDefaultVoiceIds, defaultVoiceDescription } from './voice-list';

const rachel = DEFAULT_VOICES[0];
const voice = (patch: Partial<UserVoice>): UserVoice => ({
  id: 'row-1',
  voiceName: 'Rachel',
  voiceId: rachel.voiceId,
  isCloned: false,
  engine: 'local',
  createdAt: '2025-01-01T00:00:00.000Z',
  ...patch,
});

describe('addedDefaultVoiceIds', () => {
  it('holds the voice-service ids of the default voices in the list', () => {
    expect(addedDefaultVoiceIds([voice({})])).toEqual(new Set([rachel.voiceId]));
  });

  it('is empty before the list loads, and ignores clones', () => {
    expect(addedDefaultVoiceIds(undefined).size).toBe(0);
    expect(addedDefaultVoiceIds([voice({ isCloned: true, voiceName: 'Me' })]).size).toBe(0);
  });
});

describe('defaultVoiceDescription', () => {
  it("finds a default voice's blurb by its id, and nothing for a clone", () => {
    expect(defaultVoiceDescription(rachel.voiceId)).toBe('Calm, warm narration');
    expect(defaultVoiceDescription('placeholder-cloned-voice')).toBeUndefined();
  });
});
