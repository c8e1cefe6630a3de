import { describe, expect, it } from 'vitest';
import { podcastClipFieldsSchema } from '@shared/videos';
import type { CaptionCue } from '@shared/voiceovers';
import type { TranscriptWord } from '@shared/transcripts';
import { initialPromptForm, type PromptFormState } from './prompt-form';
import { checkSubmission } from './prompt-submission';
import { clipWordsSpan, captionWordsField, spokenCaptionText, wordsSourceText } from './clip-words';

const CUES: CaptionCue[] = [
  { startMs: 500, endMs: 1500, text: 'Welcome to the show.' },
  { startMs: 3000, endMs: 4000, text: 'Stay  with us.' },
  { startMs: 9000, endMs: 9500, text: 'Bye.' },
];

describe("an uploaded recording's caption words", () => {
  it("asks for the clip's span as the form has it, and nothing while it is half typed", () => {
    expect(clipWordsSpan('2.5', '10')).toEqual({ startSeconds: 2.5, durationSeconds: 10 });
    expect(clipWordsSpan('', '10')).toEqual({ startSeconds: 0, durationSeconds: 10 });
    expect(clipWordsSpan('2', '')).toBeNull();
    expect(clipWordsSpan('2', '0.5')).toBeNull();
    expect(clipWordsSpan('x', '3')).toBeNull();
    expect(clipWordsSpan('1', '241')).toBeNull();
  });

  it('shows the cues heard within the clip, one line each', () => {
    expect(spokenCaptionText(CUES, '2.5', '2')).toBe('Stay with us.');
    expect(spokenCaptionText(CUES, '0', '5')).toBe('Welcome to the show.\nStay with us.');
    // A length not typed yet: every cue.
    expect(spokenCaptionText(CUES, '0', '')).toBe('Welcome to the show.\nStay with us.\nBye.');
  });

  it('sends the words, speakers kept, as the JSON the clip form parses back', () => {
    const words: TranscriptWord[] = [
      { text: 'Stay', start: 3, end: 3.3, speaker: 'speaker_1' },
      { text: 'us.', start: 3.5, end: 4 },
    ];
    const field = captionWordsField(words);
    const parsed = podcastClipFieldsSchema.shape.captionWords.parse(field);
    expect(parsed).toEqual(words);
  });

  it('names the engine the words are by', () => {
    expect(wordsSourceText('pocketsphinx')).toBe('Words by Local PocketSphinx');
  });
});

describe("the clip's submission with an uploaded recording's words", () => {
  const heardWords = {
    engine: 'pocketsphinx' as const,
    words: [{ text: 'hello', start: 0.2, end: 0.6 }],
    cues: [{ startMs: 200, endMs: 600, text: 'hello' }],
  };
  const state = (patch: Partial<PromptFormState['hedra']>): PromptFormState => {
    const blank = initialPromptForm('hedra');
    return {
      ...blank,
      prompt: 'A chat',
      hedra: {
        ...blank.hedra,
        audio: new File(['x'], 'talk.mp3', { type: 'audio/mpeg' }),
        character: { id: crypto.randomUUID(), name: 'Maya', status: 'ready', imageUrl: null },
        ...patch,
      },
    };
  };
  const fieldsOf = (form: PromptFormState) => {
    const checked = checkSubmission(form);
    if (!checked.ok || checked.submission.mode !== 'hedra') throw new Error('not sent');
    return checked.submission.fields;
  };

  it('sends the heard words and the edited text with captions on', () => {
    const fields = fieldsOf(state({ heardWords, captionText: 'Hello!' }));
    expect(fields).toMatchObject({ captions: true, captionWords: heardWords.words });
    expect(fields.captionText).toBe('Hello!');
  });

  it('sends neither with captions off', () => {
    const fields = fieldsOf(state({ heardWords, captionText: 'Hello!', captions: false }));
    expect(fields.captions).toBe(false);
    expect(fields.captionWords).toBeUndefined();
    expect(fields.captionText).toBeUndefined();
  });
});
