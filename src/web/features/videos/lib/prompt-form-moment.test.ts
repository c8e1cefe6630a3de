import { hedraCost } from '@shared/pricing';
import { describe, expect, it } from 'vitest';
import { clearedPromptForm, initialPromptForm, promptCost } from './prompt-form';
import { checkSubmission } from './prompt-submission';

/** The podcast clip's moment in the panel's state (decision 058). */

const VOICEOVER = {
  id: '0d9e8c1a-3f4b-4c5d-8e6f-7a8b9c0d1e2f',
  voiceName: 'Rachel',
  durationMs: 20_000,
  scriptTitle: 'Morning Show',
  audioUrl: '/api/files/voiceovers/a.mp3',
};
const MAYA = {
  id: '5b1f8a52-4c1e-4d8e-9a55-0b6c2f7d9e10',
  name: 'Maya',
  status: 'ready',
  imageUrl: '/maya.png',
};

function withVoiceover(startSeconds: string, durationSeconds: string) {
  const state = initialPromptForm();
  state.prompt = 'A chat';
  state.hedra = { ...state.hedra, voiceover: VOICEOVER, character: MAYA };
  state.hedra.startSeconds = startSeconds;
  state.hedra.durationSeconds = durationSeconds;
  return state;
}

describe('the moment in the prompt panel', () => {
  it('sends where the clip starts, and prices the chosen length', () => {
    const state = withVoiceover('4.5', '8.25');
    expect(checkSubmission(state)).toMatchObject({
      ok: true,
      submission: { fields: { startSeconds: 4.5, durationSeconds: 8.25 } },
    });
    expect(promptCost(state)?.total).toBe(hedraCost(8.25));
  });

  it("refuses a moment past the voiceover's end before any call", () => {
    expect(checkSubmission(withVoiceover('15', '8'))).toEqual({
      ok: false,
      message:
        'The audio is only 20.00 seconds long: a clip starting at 15 seconds can be at most 5.00 seconds long',
    });
  });

  it('starts the next clip at the beginning again', () => {
    expect(clearedPromptForm(withVoiceover('4.5', '8')).hedra.startSeconds).toBe('0');
  });
});
