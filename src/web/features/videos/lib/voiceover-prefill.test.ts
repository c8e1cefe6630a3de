import type { VoiceoverDetail } from '@shared/voiceovers';
import { describe, expect, it } from 'vitest';
import { podcastClipPromptFor } from './podcast-preset';
import { initialPromptForm, type PickedImage, type PromptFormState } from './prompt-form';
import { podcastVoiceoverOf, prefillFromVoiceover } from './voiceover-prefill';

function detail(patch: Partial<VoiceoverDetail> = {}): VoiceoverDetail {
  return {
    id: 'v1',
    scriptId: 's1',
    voiceRowId: 'r1',
    voiceName: 'Rachel',
    engine: 'local',
    status: 'ready',
    cost: 1,
    characters: 120,
    durationMs: 7_400,
    captionTiming: 'syllables',
    audioUrl: '/audio.mp3',
    error: null,
    createdAt: '2025-01-01T10:00:00.000Z',
    scriptTitle: 'Morning Show',
    ...patch,
  };
}

const VOICEOVER = { id: 'v1', voiceName: 'Rachel', durationMs: 7_400, scriptTitle: 'Morning Show' };
const CHARACTERS = [
  { id: 'c0', name: 'Still drawing', status: 'processing', imageUrl: null },
  { id: 'c1', name: 'Maya', status: 'ready', imageUrl: '/maya.png' },
  { id: 'c2', name: 'Leo', status: 'ready', imageUrl: '/leo.png' },
];
const LEO = CHARACTERS[2]!;

describe('podcastVoiceoverOf', () => {
  it('keeps what the panel shows and sends of a ready voiceover, and its audio link', () => {
    expect(podcastVoiceoverOf(detail())).toEqual({ ...VOICEOVER, audioUrl: '/audio.mp3' });
  });

  it('has nothing to use until the voiceover is ready with a length', () => {
    for (const status of ['queued', 'processing', 'failed'] as const) {
      expect(podcastVoiceoverOf(detail({ status, durationMs: null }))).toBeNull();
    }
    expect(podcastVoiceoverOf(detail({ durationMs: null }))).toBeNull();
  });
});

describe('prefillFromVoiceover', () => {
  it('makes a podcast clip of it: its speech and length, captions on, a host, a scene', () => {
    const state = initialPromptForm('text-to-video');
    state.hedra.captions = false;
    const prefilled = prefillFromVoiceover(state, VOICEOVER, CHARACTERS);
    expect(prefilled.mode).toBe('hedra');
    expect(prefilled.prompt).toBe(podcastClipPromptFor('Morning Show'));
    expect(prefilled.hedra).toMatchObject({
      audio: null,
      voiceover: VOICEOVER,
      durationSeconds: '7.4',
      captions: true,
      image: null,
      character: CHARACTERS[1],
    });
    // The other modes' options are left as they were.
    expect(prefilled.text).toBe(state.text);
  });

  it('replaces an uploaded audio file and caps the duration at the maximum', () => {
    const state = initialPromptForm();
    state.hedra.audio = new File(['x'], 'talk.mp3', { type: 'audio/mpeg' });
    const long = { ...VOICEOVER, durationMs: 300_000 };
    expect(prefillFromVoiceover(state, long, []).hedra).toMatchObject({
      audio: null,
      voiceover: long,
      durationSeconds: '240',
    });
  });

  it('keeps a prompt the user typed and a portrait the user chose', () => {
    const typed: PromptFormState = { ...initialPromptForm(), prompt: 'On a rooftop at dusk' };
    const withCharacter = { ...typed, hedra: { ...typed.hedra, character: LEO } };
    expect(prefillFromVoiceover(withCharacter, VOICEOVER, CHARACTERS)).toMatchObject({
      prompt: 'On a rooftop at dusk',
      hedra: { character: LEO },
    });
    const image: PickedImage = {
      file: new File(['x'], 'me.png', { type: 'image/png' }),
      previewUrl: 'blob:me',
    };
    const withImage = { ...typed, hedra: { ...typed.hedra, image } };
    expect(prefillFromVoiceover(withImage, VOICEOVER, CHARACTERS).hedra).toMatchObject({
      image,
      character: null,
    });
  });

  it('leaves the portrait empty when the user has no ready host', () => {
    const blankPrompt = { ...initialPromptForm(), prompt: '  ' };
    const prefilled = prefillFromVoiceover(blankPrompt, VOICEOVER, CHARACTERS.slice(0, 1));
    expect(prefilled.hedra.character).toBeNull();
    expect(prefilled.prompt).toBe(podcastClipPromptFor('Morning Show'));
  });
});
