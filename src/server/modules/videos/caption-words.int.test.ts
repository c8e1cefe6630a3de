import { describe, expect, it } from 'vitest';
import { CAPTION_MESSAGES } from '@shared/captions';
import { CAPTION_WORDS_MESSAGES, type TranscriptWord } from '@shared/transcripts';
import type { TestApp } from '../../../../test/helpers/app.js';
import { twoFacePicture } from '../../../../test/fixtures/face-pictures.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import {
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import { insertStudioVoiceover } from '../../../../test/fixtures/studio-voiceovers.js';

/**
 * Captions for an uploaded recording through POST /api/videos/podcast-clip (decision 069): the
 * words the studio had heard (`captionWords`, seconds on the file's clock) become the job's
 * cues on the clip's clock, edited by `captionText`, for the talking portrait and the
 * audiograms alike; bad words answer 400 and store nothing. No workers here.
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

/** Two sentences of a 6-second recording (a steady tone: no pause moves the clip's edges). */
const WORDS: TranscriptWord[] = [
  { text: 'Welcome', start: 0.5, end: 0.9, speaker: 'speaker_0' },
  { text: 'to', start: 0.9, end: 1.0, speaker: 'speaker_0' },
  { text: 'the', start: 1.0, end: 1.1, speaker: 'speaker_0' },
  { text: 'show.', start: 1.1, end: 1.5, speaker: 'speaker_0' },
  { text: 'Stay', start: 3.0, end: 3.3, speaker: 'speaker_1' },
  { text: 'with', start: 3.3, end: 3.5, speaker: 'speaker_1' },
  { text: 'us.', start: 3.5, end: 4.0, speaker: 'speaker_1' },
];

const clip = async (userId: string, fields: Record<string, string>) =>
  studio.post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'A host talking', durationSeconds: '2', ...fields },
      { image: [await pngImage(64, 64), 'me.png'], audio: [wavAudio(6), 'episode.wav'] },
    ),
  );

const cuesOf = async (userId: string, id: string) => {
  const rows = await studio.rowsOf(userId);
  return rows.find((row) => row.id === id)!.captions;
};

describe('captions of an uploaded recording from its words', () => {
  it("makes the moment's cues from the words, on the clip's clock, edited by captionText", async () => {
    const userId = await studio.newUser(100);
    const captionWords = JSON.stringify(WORDS);
    const plain = await clip(userId, { startSeconds: '2.5', captionWords });
    expect(plain.statusCode).toBe(201);
    expect(plain.json().captioned).toBe(true);
    expect(await cuesOf(userId, plain.json().id)).toEqual([
      {
        startMs: 500,
        endMs: 1500,
        text: 'Stay with us.',
        words: [
          { text: 'Stay', startMs: 500, endMs: 800 },
          { text: 'with', startMs: 800, endMs: 1000 },
          { text: 'us.', startMs: 1000, endMs: 1500 },
        ],
      },
    ]);
    const edited = await clip(userId, {
      startSeconds: '2.5',
      captionWords,
      captionText: 'Stay with US!',
      captionStyle: 'pop',
    });
    expect(edited.statusCode).toBe(201);
    const [cue] = (await cuesOf(userId, edited.json().id))!;
    expect(cue!.text).toBe('Stay with US!');
    expect(cue!.words!.map((w) => [w.text, w.startMs])).toEqual([
      ['Stay', 500],
      ['with', 800],
      ['US!', 1000],
    ]);
    // The look is the clip's as for a voiceover; the price is the same as without captions.
    const [row] = (await studio.rowsOf(userId)).filter((r) => r.id === edited.json().id);
    expect(row!.captionLook).toEqual({ style: 'pop', size: 'medium', position: 'bottom' });
    const bare = await clip(userId, { startSeconds: '2.5', captions: 'false', captionWords });
    expect(bare.json().cost).toBe(plain.json().cost);
    expect(await cuesOf(userId, bare.json().id)).toBeNull();
  });

  it("captions an audiogram, and a clip of the file's first seconds", async () => {
    const userId = await studio.newUser(100);
    const res = await clip(userId, {
      style: 'classic',
      title: 'Morning Light',
      captionWords: JSON.stringify(WORDS),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().podcastStyle).toBe('classic');
    const cues = (await cuesOf(userId, res.json().id))!;
    expect(cues.map((cue) => [cue.text, cue.startMs, cue.endMs])).toEqual([
      ['Welcome to the show.', 500, 1500],
    ]);
  });

  it('follows who speaks when the words tell two voices apart on a two-face picture', async () => {
    const userId = await studio.newUser(100);
    const res = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'Two hosts', durationSeconds: '5', captionWords: JSON.stringify(WORDS) },
        { image: [await twoFacePicture(), 'hosts.png'], audio: [wavAudio(6), 'episode.wav'] },
      ),
    );
    expect(res.statusCode).toBe(201);
    const [row] = (await studio.rowsOf(userId)).filter((r) => r.id === res.json().id);
    // Each voice has its own cues and colour (decision 070).
    expect(row!.captions!.map((cue) => [cue.text, cue.voice])).toEqual([
      ['Welcome to the show.', 0],
      ['Stay with us.', 1],
    ]);
    // The first voice on the chosen (largest) face, the cut in the pause before the second.
    const turns = row!.speakerTurns!;
    expect(turns.map((turn) => turn.face)).toEqual([0, 1]);
    expect(turns[0]!.startMs).toBe(0);
    expect(turns[0]!.endMs).toBeGreaterThan(1500);
    expect(turns[0]!.endMs).toBeLessThanOrEqual(3000);
    expect(turns[1]!.endMs).toBe(5000);
  });

  it('answers 400 with what is wrong, storing nothing', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await insertStudioVoiceover(t, userId, {
      content: 'Welcome to the show.',
      durationMs: 3000,
      captionTiming: 'word-timings',
      captions: [{ startMs: 0, endMs: 1000, text: 'Welcome to the show.' }],
    });
    const [balance, keys] = [await studio.credits.balance(userId), await studio.storedKeys(userId)];
    const late = [...WORDS, { text: 'late', start: 6.5, end: 7 }];
    const backwards = [{ text: 'oops', start: 2, end: 1 }];
    const cases: [Record<string, string>, string][] = [
      [{ captionWords: '[{"text":' }, `body.captionWords: ${CAPTION_WORDS_MESSAGES.notJson}`],
      [
        { captionWords: '[{"text":"hi","start":"soon"}]' },
        `body.captionWords: ${CAPTION_WORDS_MESSAGES.notJson}`,
      ],
      [
        { captionWords: JSON.stringify(backwards) },
        `body.captionWords: ${CAPTION_WORDS_MESSAGES.endsBeforeStart}`,
      ],
      [{ captionWords: JSON.stringify(late) }, CAPTION_WORDS_MESSAGES.outsideAudio],
      [{ captionText: 'Hello' }, CAPTION_MESSAGES.textWithoutVoiceover],
    ];
    for (const [fields, error] of cases) {
      const response = await clip(userId, fields);
      expect([response.statusCode, response.json()]).toEqual([400, { error }]);
    }
    // A voiceover has its own words: an uploaded file's are refused with it.
    const withVoiceover = await studio.post(
      userId,
      'podcast-clip',
      form(
        { prompt: 'A host', durationSeconds: '2', voiceoverId, captionWords: '[]' },
        { image: [await pngImage(64, 64), 'me.png'] },
      ),
    );
    expect([withVoiceover.statusCode, withVoiceover.json()]).toEqual([
      400,
      { error: CAPTION_WORDS_MESSAGES.withoutAudio },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
    expect(await studio.credits.balance(userId)).toBe(balance);
    expect(await studio.storedKeys(userId)).toEqual(keys);
  });
});
