import { describe, expect, it } from 'vitest';
import { CAPTION_MESSAGES } from '@shared/captions';
import type { CaptionCue, VoiceoverDetail } from '@shared/voiceovers';
import type { TestApp } from '../../../../test/helpers/app.js';
import { pngImage, wavAudio } from '../../../../test/fixtures/videos.js';
import {
  useQueueOnlyStudio,
  multipartForm as form,
  type StudioClient,
} from '../../../../test/fixtures/video-studio.js';
import { insertStudioVoiceover } from '../../../../test/fixtures/studio-voiceovers.js';

/**
 * A voiceover clip's caption choices through POST /api/videos/podcast-clip (decision 060): the
 * look is stored with the job, edited words keep the spoken words' times, bad values answer 400
 * with a message saying what is wrong, and the price does not change. No workers here.
 */

let t: TestApp;
let studio: StudioClient;
useQueueOnlyStudio((made) => ({ t, studio } = made));

const CUES: CaptionCue[] = [
  {
    startMs: 0,
    endMs: 1000,
    text: 'Welcome to the show.',
    words: [
      { text: 'Welcome', startMs: 0, endMs: 400 },
      { text: 'to', startMs: 400, endMs: 500 },
      { text: 'the', startMs: 500, endMs: 600 },
      { text: 'show.', startMs: 600, endMs: 1000 },
    ],
  },
  { startMs: 1200, endMs: 2000, text: 'Stay with us.' },
];

/** A ready voiceover of `userId`: 3 s with CUES, timed word by word. */
const voiceover = (userId: string) =>
  insertStudioVoiceover(t, userId, {
    content: 'Welcome to the show. Stay with us.',
    durationMs: 3000,
    captionTiming: 'word-timings',
    captions: CUES,
  });

const clip = async (userId: string, fields: Record<string, string>, audio = false) =>
  studio.post(
    userId,
    'podcast-clip',
    form(
      { prompt: 'A host talking', durationSeconds: '2', ...fields },
      {
        image: [await pngImage(64, 64), 'me.png'],
        ...(audio && { audio: [wavAudio(2), 'voice.wav'] as [Buffer, string] }),
      },
    ),
  );

describe('caption choices of a voiceover clip', () => {
  it('stores the look and the edited words on the spoken times, at the same price', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId);
    const plain = await clip(userId, { voiceoverId });
    const styled = await clip(userId, {
      voiceoverId,
      captionStyle: 'pop',
      captionSize: 'large',
      captionPosition: 'top',
      captionText: 'Welcome to THE SHOW!\nStay with us.',
    });
    expect([plain.statusCode, styled.statusCode]).toEqual([201, 201]);
    expect(styled.json().cost).toBe(plain.json().cost);
    const rows = await studio.rowsOf(userId);
    const byId = (id: string) => rows.find((row) => row.id === id)!;
    expect(byId(plain.json().id).captionLook).toEqual({
      style: 'karaoke',
      size: 'medium',
      position: 'bottom',
    });
    const row = byId(styled.json().id);
    expect(row.captionLook).toEqual({ style: 'pop', size: 'large', position: 'top' });
    expect(row.captions!.map((cue) => cue.text)).toEqual(['Welcome to THE SHOW!', 'Stay with us.']);
    expect(row.captions![0]!.words!.map((w) => [w.text, w.startMs])).toEqual([
      ['Welcome', 0],
      ['to', 400],
      ['THE', 500],
      ['SHOW!', 600],
    ]);
  });

  it('answers 400 with what is wrong, storing nothing', async () => {
    const userId = await studio.newUser(100);
    const voiceoverId = await voiceover(userId);
    const cases: [Record<string, string>, string][] = [
      [{ voiceoverId, captionStyle: 'comic' }, `body.captionStyle: ${CAPTION_MESSAGES.style}`],
      [{ voiceoverId, captionSize: 'XL' }, `body.captionSize: ${CAPTION_MESSAGES.size}`],
      [
        { voiceoverId, captionPosition: 'left' },
        `body.captionPosition: ${CAPTION_MESSAGES.position}`,
      ],
      [{ voiceoverId, captionText: ' \n ' }, `body.captionText: ${CAPTION_MESSAGES.textEmpty}`],
      [
        { voiceoverId, captionText: 'x'.repeat(6001) },
        `body.captionText: ${CAPTION_MESSAGES.textTooLong}`,
      ],
    ];
    for (const [fields, error] of cases) {
      const response = await clip(userId, fields);
      expect([response.statusCode, response.json()]).toEqual([400, { error }]);
    }
    const fromFile = await clip(userId, { captionText: 'Hello' }, true);
    expect([fromFile.statusCode, fromFile.json()]).toEqual([
      400,
      { error: CAPTION_MESSAGES.textWithoutVoiceover },
    ]);
    expect(await studio.rowsOf(userId)).toEqual([]);
  });

  it('gives the voiceover’s cue text to its owner for editing', async () => {
    const userId = await studio.newUser(100);
    const id = await voiceover(userId);
    const detail = (await studio.get(userId, `/api/voiceovers/${id}`)).json<VoiceoverDetail>();
    expect(detail.captions).toEqual(
      CUES.map(({ startMs, endMs, text }) => ({ startMs, endMs, text })),
    );
  });
});
