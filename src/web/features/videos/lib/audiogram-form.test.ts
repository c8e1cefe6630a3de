import { describe, expect, it } from 'vitest';
import { hedraCost } from '@shared/pricing';
import { AUDIOGRAM_MESSAGES } from '@shared/audiogram';
import { initialAudiogram } from './audiogram-form';
import { initialPromptForm, promptCost, type PromptFormState } from './prompt-form';
import { checkSubmission } from './prompt-submission';

const audio = new File(['x'], 'voice.wav', { type: 'audio/wav' });
const logo = new File(['x'], 'logo.png', { type: 'image/png' });

function audiogramForm(design: Partial<ReturnType<typeof initialAudiogram>>): PromptFormState {
  const blank = initialPromptForm('hedra');
  return {
    ...blank,
    hedra: {
      ...blank.hedra,
      audio,
      durationSeconds: '4',
      design: { ...initialAudiogram(), style: 'spotlight', title: 'Episode 12', ...design },
    },
  };
}

describe('the podcast clip as an audiogram', () => {
  it('needs no portrait and no prompt: the title stands in, the design and logo go along', () => {
    const checked = checkSubmission(
      audiogramForm({
        showName: 'The Show',
        brandColor: '#ff0066',
        waveform: 'circle',
        logo: { file: logo, previewUrl: 'blob:logo' },
      }),
    );
    expect(checked).toMatchObject({
      ok: true,
      submission: {
        mode: 'hedra',
        image: null,
        logo,
        fields: {
          prompt: 'Episode 12',
          style: 'spotlight',
          title: 'Episode 12',
          showName: 'The Show',
          brandColor: '#ff0066',
          waveform: 'circle',
        },
      },
    });
  });

  it('costs what a podcast clip of that length costs', () => {
    expect(promptCost(audiogramForm({}))?.total).toBe(hedraCost(4));
  });

  it('asks for the episode title first, before any call', () => {
    expect(checkSubmission(audiogramForm({ title: '  ' }))).toEqual({
      ok: false,
      message: AUDIOGRAM_MESSAGES.titleRequired,
    });
  });

  it('refuses a colour that is not one, before any call', () => {
    const checked = checkSubmission(audiogramForm({ brandColor: 'pink' }));
    expect(checked).toMatchObject({ ok: false });
  });

  it('the talking portrait still needs a portrait, and sends no design or logo', () => {
    const talking = audiogramForm({ style: 'talking', logo: { file: logo, previewUrl: 'b' } });
    expect(checkSubmission(talking)).toMatchObject({ ok: false });
    const withPrompt = { ...talking, prompt: 'A host' };
    expect(checkSubmission(withPrompt)).toMatchObject({ ok: false });
  });
});
