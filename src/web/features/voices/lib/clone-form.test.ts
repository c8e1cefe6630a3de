import { VOICE_NAME_MAX } from '@shared/voices';
import { describe, expect, it } from 'vitest';
import { checkCloneForm, describeSample, initialCloneForm } from './clone-form';

const sample = new File([new Uint8Array([0xff, 0xfb, 0x90, 0x00])], 'me.mp3', {
  type: 'audio/mpeg',
});

describe('checkCloneForm', () => {
  it('asks for both a name and a sample when either is missing or blank', () => {
    const message = 'Please provide both a voice name and audio sample';
    expect(checkCloneForm(initialCloneForm)).toEqual({ ok: false, message });
    expect(checkCloneForm({ voiceName: '   ', sample, consent: true })).toEqual({
      ok: false,
      message,
    });
    expect(checkCloneForm({ voiceName: 'Me', sample: null, consent: true })).toEqual({
      ok: false,
      message,
    });
  });

  it('requires consent once name and sample are there', () => {
    expect(checkCloneForm({ voiceName: 'Me', sample, consent: false })).toEqual({
      ok: false,
      message: 'Please confirm this is your voice, or that you have permission to clone it',
    });
  });

  it('sends the trimmed name and the file', () => {
    expect(checkCloneForm({ voiceName: '  My voice ', sample, consent: true })).toEqual({
      ok: true,
      voiceName: 'My voice',
      sample,
    });
  });

  it('refuses a name longer than the limit', () => {
    const long = 'a'.repeat(VOICE_NAME_MAX + 1);
    expect(checkCloneForm({ voiceName: long, sample, consent: true }).ok).toBe(false);
  });
});

describe('describeSample', () => {
  it('shows the name with a readable size', () => {
    expect(describeSample({ name: 'a.mp3', size: 2_500_000 })).toBe('a.mp3 · 2.4 MB');
    expect(describeSample({ name: 'b.mp3', size: 20_480 })).toBe('b.mp3 · 20 KB');
    expect(describeSample({ name: 'c.mp3', size: 10 })).toBe('c.mp3 · 1 KB');
  });
});
