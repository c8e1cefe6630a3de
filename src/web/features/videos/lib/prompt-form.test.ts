import { hedraCost } from '@shared/pricing';
import { describe, expect, it } from 'vitest';
import {
  clearedPromptForm,
  durationFromAudio,
  initialPromptForm,
  isBlankPromptForm,
  previewUrlsOf,
  promptCost,
  withLibraryPhotos,
  objectUrlsOf,
  batchImageName,
  type LibraryPhoto,
  type PickedImage,
  type PodcastVoiceover,
  type PromptFormState,
} from './prompt-form';
import { checkSubmission } from './prompt-submission';

const file = (name: string, type: string) => new File(['x'], name, { type });
const picked = (name: string): PickedImage => ({
  file: file(name, 'image/png'),
  previewUrl: `blob:${name}`,
});

function form(patch: Partial<PromptFormState> = {}): PromptFormState {
  return { ...initialPromptForm(), ...patch };
}

const PORCH: LibraryPhoto = {
  photoId: '3c1d5e7f-2a4b-4c6d-8e0f-1a2b3c4d5e6f',
  name: 'porch.jpg',
  previewUrl: '/api/files/client-photos/thumb.jpg?sig=x',
};

const VOICEOVER: PodcastVoiceover = {
  id: '0d9e8c1a-3f4b-4c5d-8e6f-7a8b9c0d1e2f',
  voiceName: 'Rachel',
  durationMs: 7_400,
  scriptTitle: 'Morning Show',
};
const MAYA = {
  id: '5b1f8a52-4c1e-4d8e-9a55-0b6c2f7d9e10',
  name: 'Maya',
  status: 'ready',
  imageUrl: '/maya.png',
};

describe('initialPromptForm', () => {
  it("starts on the podcast clip with the spec's defaults for every mode", () => {
    const state = initialPromptForm();
    expect(state.mode).toBe('hedra');
    expect(state.hedra).toMatchObject({
      aspectRatio: '9:16',
      resolution: '540p',
      durationSeconds: '5',
      voiceover: null,
      captions: true,
    });
    expect(state.text).toEqual({ durationSeconds: 8, resolution: '720p', aspectRatio: '9:16' });
    expect(state.veo).toEqual({
      durationSeconds: 8,
      resolution: '720p',
      images: [],
      aspectRatio: 'auto',
    });
    expect(state.hedra.background).toBeNull();
  });
});

describe('saved backgrounds and the video shape (issue 21)', () => {
  const LOFT = {
    backgroundId: '7b0c6a58-5c2a-4a43-9d43-0a8f8f1f9a11',
    name: 'Loft',
    previewUrl: 'https://x/l.png',
  };

  it('sends the detected shape by leaving it out, and the override when chosen', () => {
    const state = form({ mode: 'veo', prompt: 'Zoom' });
    state.veo.images.push(LOFT);
    const auto = checkSubmission(state);
    expect(auto.ok && auto.submission.mode === 'veo' && auto.submission.fields).toEqual({
      prompt: 'Zoom',
      durationSeconds: 8,
      resolution: '720p',
    });
    state.veo.aspectRatio = '9:16';
    const chosen = checkSubmission(state);
    expect(chosen.ok && chosen.submission.mode === 'veo' && chosen.submission.fields).toMatchObject(
      {
        aspectRatio: '9:16',
      },
    );
  });

  it('sends a podcast set by id, and adds a background to a batch once', () => {
    const state = form({ prompt: 'Talk' });
    state.hedra.audio = new File(['a'], 'a.wav');
    state.hedra.image = picked('me.png');
    state.hedra.background = LOFT;
    const checked = checkSubmission(state);
    expect(
      checked.ok && checked.submission.mode === 'hedra' && checked.submission.fields,
    ).toMatchObject({
      backgroundId: LOFT.backgroundId,
    });
    expect(withLibraryPhotos([LOFT], [LOFT, PORCH])).toEqual([LOFT, PORCH]);
    expect(objectUrlsOf([LOFT, PORCH])).toEqual([]);
  });
});

describe('promptCost', () => {
  it('prices a podcast clip at 2 credits per second, rounded up', () => {
    expect(promptCost(form())).toEqual({ total: 10, perJob: 10, jobs: 1 });
    const state = form();
    state.hedra.durationSeconds = '12.3';
    expect(promptCost(state)?.total).toBe(25);
  });

  it('prices a clip from a voiceover by the duration prefilled from it', () => {
    const state = form();
    state.hedra.voiceover = VOICEOVER;
    state.hedra.durationSeconds = durationFromAudio(VOICEOVER.durationMs / 1000);
    expect(promptCost(state)).toEqual({ total: hedraCost(7.4), perJob: 15, jobs: 1 });
  });

  it('has no price while the podcast duration is not one the server takes', () => {
    for (const typed of ['', ' ', 'abc', '0', '-3', '0.01', '0.99', '241']) {
      const state = form();
      state.hedra.durationSeconds = typed;
      expect(promptCost(state)).toBeNull();
    }
  });

  it('prices text to video at the Veo rate times the duration', () => {
    const eight720 = form({ mode: 'text-to-video' });
    expect(promptCost(eight720)?.total).toBe(64);
    const five720 = form({
      mode: 'text-to-video',
      text: { durationSeconds: 5, resolution: '720p', aspectRatio: '9:16' },
    });
    expect(promptCost(five720)?.total).toBe(40);
    const six1080 = form({
      mode: 'text-to-video',
      text: { durationSeconds: 6, resolution: '1080p', aspectRatio: '16:9' },
    });
    expect(promptCost(six1080)?.total).toBe(60);
  });

  it('prices an image batch per image times the count, showing one price before any image', () => {
    const none = form({ mode: 'veo' });
    expect(promptCost(none)).toEqual({ total: 64, perJob: 64, jobs: 0 });
    const three = form({
      mode: 'veo',
      veo: {
        durationSeconds: 5,
        resolution: '1080p',
        images: [picked('a'), picked('b'), picked('c')],
        aspectRatio: 'auto',
      },
    });
    expect(promptCost(three)).toEqual({ total: 150, perJob: 50, jobs: 3 });
  });
});

describe('isBlankPromptForm', () => {
  it('is blank when new and again after a submit cleared it, whatever the options', () => {
    expect(isBlankPromptForm(initialPromptForm())).toBe(true);
    const filled = form({
      mode: 'text-to-video',
      prompt: 'A lighthouse at dawn',
      text: { durationSeconds: 5, resolution: '1080p', aspectRatio: '16:9' },
    });
    expect(isBlankPromptForm(filled)).toBe(false);
    expect(isBlankPromptForm(clearedPromptForm(filled))).toBe(true);
    expect(isBlankPromptForm(form({ prompt: '   ' }))).toBe(true);
  });

  it('is not blank once anything of the next video is chosen', () => {
    const blank = initialPromptForm();
    const voiceover: PodcastVoiceover = {
      id: 'v1',
      voiceName: 'Ava',
      durationMs: 4_000,
      scriptTitle: 'Episode 1',
    };
    for (const state of [
      { ...blank, hedra: { ...blank.hedra, audio: file('a.mp3', 'audio/mpeg') } },
      { ...blank, hedra: { ...blank.hedra, voiceover } },
      { ...blank, hedra: { ...blank.hedra, image: picked('face.png') } },
      {
        ...blank,
        hedra: {
          ...blank.hedra,
          character: { id: 'c1', name: 'Host', status: 'ready', imageUrl: null },
        },
      },
      { ...blank, mode: 'veo' as const, veo: { ...blank.veo, images: [PORCH] } },
    ]) {
      expect(isBlankPromptForm(state)).toBe(false);
    }
  });
});

describe('checkSubmission', () => {
  it('requires a prompt first, whatever the mode', () => {
    for (const mode of ['hedra', 'text-to-video', 'veo'] as const) {
      expect(checkSubmission(form({ mode, prompt: '   ' }))).toEqual({
        ok: false,
        message: 'Please enter a prompt',
      });
    }
  });

  it('asks for both files for a podcast clip', () => {
    const state = form({ prompt: 'A chat' });
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Select both audio and image files',
    });
    state.hedra.audio = file('talk.mp3', 'audio/mpeg');
    expect(checkSubmission(state)).toMatchObject({ message: 'Select both audio and image files' });
    state.hedra.image = picked('face.png');
    state.hedra.durationSeconds = '12.345';
    const checked = checkSubmission(state);
    expect(checked).toMatchObject({
      ok: true,
      submission: {
        mode: 'hedra',
        fields: {
          prompt: 'A chat',
          aspectRatio: '9:16',
          resolution: '540p',
          durationSeconds: 12.35,
        },
        audio: state.hedra.audio,
        image: state.hedra.image.file,
      },
    });
  });

  it('takes a ready podcast character as the portrait instead of an image file', () => {
    const state = form({ prompt: 'A chat' });
    state.hedra.audio = file('talk.mp3', 'audio/mpeg');
    state.hedra.character = MAYA;
    expect(checkSubmission(state)).toMatchObject({
      ok: true,
      submission: {
        mode: 'hedra',
        fields: { prompt: 'A chat', characterId: MAYA.id },
        image: null,
      },
    });
  });

  it('takes a voiceover as the speech: sends its id and the captions choice, no file', () => {
    const state = form({ prompt: 'A chat' });
    state.hedra.voiceover = VOICEOVER;
    state.hedra.durationSeconds = '7.4';
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Select both audio and image files',
    });
    state.hedra.character = MAYA;
    expect(checkSubmission(state)).toEqual({
      ok: true,
      submission: {
        mode: 'hedra',
        fields: {
          prompt: 'A chat',
          aspectRatio: '9:16',
          resolution: '540p',
          durationSeconds: 7.4,
          startSeconds: 0,
          characterId: MAYA.id,
          voiceoverId: VOICEOVER.id,
          captions: true,
          captionStyle: 'karaoke',
          captionSize: 'medium',
          captionPosition: 'bottom',
        },
        audio: null,
        image: null,
      },
    });
    // The look chosen and the words edited go with it (decision 060).
    state.hedra.captionLook = { style: 'block', size: 'large', position: 'top' };
    state.hedra.captionText = 'Welcome to the show';
    expect(checkSubmission(state)).toMatchObject({
      ok: true,
      submission: {
        fields: {
          captionStyle: 'block',
          captionSize: 'large',
          captionPosition: 'top',
          captionText: 'Welcome to the show',
        },
      },
    });
    state.hedra.captionText = '  ';
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Caption text is empty: type the words to show, or turn captions off',
    });
    state.hedra.captionText = null;
    state.hedra.captions = false;
    expect(checkSubmission(state)).toMatchObject({
      ok: true,
      submission: { fields: { voiceoverId: VOICEOVER.id, captions: false }, audio: null },
    });
  });

  it('sends no voiceover with an uploaded audio file, and no words before they are heard', () => {
    const state = form({ prompt: 'A chat' });
    state.hedra.audio = file('talk.mp3', 'audio/mpeg');
    state.hedra.image = picked('face.png');
    state.hedra.captionText = 'Typed before any word was heard';
    const checked = checkSubmission(state);
    expect(checked).toMatchObject({ ok: true, submission: { fields: { captions: true } } });
    if (checked.ok && checked.submission.mode === 'hedra') {
      expect(checked.submission.fields.voiceoverId).toBeUndefined();
      expect(checked.submission.fields.captionWords).toBeUndefined();
      expect(checked.submission.fields.captionText).toBeUndefined();
      expect(checked.submission.audio).toBe(state.hedra.audio);
    }
  });

  it("checks the podcast duration with the server's rules", () => {
    const state = form({ prompt: 'A chat' });
    state.hedra.audio = file('talk.mp3', 'audio/mpeg');
    state.hedra.image = picked('face.png');
    state.hedra.durationSeconds = '241';
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Duration must be at most 240 seconds',
    });
  });

  it('refuses a clip shorter than one second, and a voiceover too short for one', () => {
    const state = form({ prompt: 'A chat' });
    state.hedra.audio = file('talk.mp3', 'audio/mpeg');
    state.hedra.image = picked('face.png');
    state.hedra.durationSeconds = '0.01';
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Duration must be at least 1 second',
    });
    state.hedra.audio = null;
    state.hedra.voiceover = { ...VOICEOVER, durationMs: 600 };
    state.hedra.durationSeconds = '1';
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'The audio is only 0.60 seconds long: a clip needs at least 1 second of speech',
    });
  });

  it('asks for at least one image for image to video, and sends them in order', () => {
    const state = form({ mode: 'veo', prompt: 'Slow zoom in' });
    expect(checkSubmission(state)).toEqual({
      ok: false,
      message: 'Select at least one image file',
    });
    state.veo.images = [picked('one.png'), PORCH, picked('two.png')];
    const checked = checkSubmission(state);
    expect(checked).toMatchObject({
      ok: true,
      submission: { mode: 'veo', fields: { prompt: 'Slow zoom in', durationSeconds: 8 } },
    });
    if (checked.ok && checked.submission.mode === 'veo') {
      // The batch's own items: a partial failure keeps exactly the ones not sent.
      expect(checked.submission.images).toEqual(state.veo.images);
      expect(checked.submission.images.map(batchImageName)).toEqual([
        'one.png',
        'porch.jpg',
        'two.png',
      ]);
    }
  });

  it('takes library photos alone, and never sends a photo id as a field', () => {
    const state = form({ mode: 'veo', prompt: 'Pan right' });
    state.veo.images = [PORCH];
    const checked = checkSubmission(state);
    expect(checked).toEqual({
      ok: true,
      submission: {
        mode: 'veo',
        fields: { prompt: 'Pan right', durationSeconds: 8, resolution: '720p' },
        images: [PORCH],
      },
    });
  });

  it('sends text to video as the JSON body the server validates, prompt trimmed', () => {
    const state = form({
      mode: 'text-to-video',
      prompt: '  A lighthouse at dawn ',
      text: { durationSeconds: 5, resolution: '720p', aspectRatio: '16:9' },
    });
    expect(checkSubmission(state)).toEqual({
      ok: true,
      submission: {
        mode: 'text-to-video',
        body: {
          prompt: 'A lighthouse at dawn',
          durationSeconds: 5,
          resolution: '720p',
          aspectRatio: '16:9',
        },
      },
    });
  });
});

describe('durationFromAudio', () => {
  it('keeps hundredths and caps at the four-minute maximum', () => {
    expect(durationFromAudio(12.3456)).toBe('12.35');
    expect(durationFromAudio(7)).toBe('7');
    expect(durationFromAudio(600)).toBe('240');
  });
});

describe('clearedPromptForm', () => {
  it('empties the prompt and the files but keeps the mode and the options', () => {
    const state = form({
      mode: 'veo',
      prompt: 'Pan left',
      veo: {
        durationSeconds: 6,
        resolution: '1080p',
        images: [picked('a.png')],
        aspectRatio: '9:16',
      },
    });
    state.hedra = {
      ...state.hedra,
      aspectRatio: '1:1',
      durationSeconds: '33.2',
      audio: file('a.mp3', 'audio/mpeg'),
      voiceover: VOICEOVER,
      captions: false,
      image: picked('b.png'),
      character: MAYA,
    };
    state.veo.images.push(PORCH);
    // A library photo's preview is a signed link, not an object URL: nothing to revoke.
    expect(previewUrlsOf(state)).toEqual(['blob:b.png', 'blob:a.png']);
    const cleared = clearedPromptForm(state);
    expect(cleared.mode).toBe('veo');
    expect(cleared.prompt).toBe('');
    // The chosen shape is an option: it stays for the next batch.
    expect(cleared.veo).toEqual({
      durationSeconds: 6,
      resolution: '1080p',
      images: [],
      aspectRatio: '9:16',
    });
    expect(cleared.hedra).toMatchObject({
      aspectRatio: '1:1',
      durationSeconds: '5',
      audio: null,
      voiceover: null,
      captions: true,
      image: null,
      character: null,
    });
    expect(previewUrlsOf(cleared)).toEqual([]);
  });
});

describe('withLibraryPhotos', () => {
  it('adds photos after the batch, each photo once', () => {
    const hall: LibraryPhoto = { photoId: 'hall', name: 'hall.jpg', previewUrl: '/t/hall' };
    const file = picked('a.png');
    const batch = withLibraryPhotos([file, PORCH], [hall, PORCH, hall]);
    expect(batch).toEqual([file, PORCH, hall]);
  });
});

describe('promptCost with library photos', () => {
  it('counts a chosen photo like a chosen file', () => {
    const state = form({ mode: 'veo' });
    state.veo.images = [picked('a.png'), PORCH];
    expect(promptCost(state)).toEqual({ total: 128, perJob: 64, jobs: 2 });
  });
});
