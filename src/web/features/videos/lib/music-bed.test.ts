import { describe, expect, it } from 'vitest';
import { initialPromptForm, type PromptFormState } from './prompt-form';
import { checkSubmission } from './prompt-submission';

/** The music bed choice (issue 29) reaches the request only when one is chosen. */

const picked = { file: new File(['x'], 'a.png', { type: 'image/png' }), previewUrl: 'blob:a' };

function submit(patch: (state: PromptFormState) => void) {
  const state = initialPromptForm('text-to-video');
  state.prompt = 'A harbour at dawn';
  patch(state);
  const checked = checkSubmission(state);
  if (!checked.ok) throw new Error(checked.message);
  return checked.submission;
}

describe('music bed in the studio form', () => {
  it('starts with none, and sends nothing for it', () => {
    expect(initialPromptForm().text.musicBed ?? 'none').toBe('none');
    const text = submit(() => {});
    expect(text.mode === 'text-to-video' && text.body.musicBed).toBeFalsy();
  });

  it('sends the chosen bed for text and for image to video', () => {
    const text = submit((state) => (state.text.musicBed = 'warm'));
    expect(text).toMatchObject({ mode: 'text-to-video', body: { musicBed: 'warm' } });
    const image = submit((state) => {
      state.mode = 'veo';
      state.veo.images = [picked];
      state.veo.musicBed = 'upbeat';
    });
    expect(image).toMatchObject({ mode: 'veo', fields: { musicBed: 'upbeat' } });
  });
});
