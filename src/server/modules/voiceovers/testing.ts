import { eq } from 'drizzle-orm';
import { DEFAULT_VOICES } from '@shared/voices';
import type { Voiceover } from '@shared/voiceovers';
import { voiceovers } from '../../db/schema/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import type {
  SpeechEngine,
  SynthesisRequest,
  SynthesizedSpeech,
} from '../../providers/speech/port.js';
import type { TestApp } from '../../../../test/helpers/app.js';
import { imagesClient } from '../../../../test/fixtures/images.js';
import { insertScript } from '../scripts/testing.js';
import { insertClonedVoice, insertDefaultVoice } from '../voices/testing.js';

export { insertVoiceover } from './repo.js';

/** Tests only: helpers of the voiceovers module's integration tests. */

export const RACHEL = DEFAULT_VOICES[0];

/** Users with credits, scripts and voices, and the voiceover endpoints. */
export function voiceoversClient(t: TestApp) {
  const client = imagesClient(t);
  return {
    ...client,
    async newScript(userId: string, content: string, title = 'Morning Show') {
      return insertScript(t.database.db, {
        userId,
        title,
        topic: 'Mornings',
        content,
        engine: 'local',
      });
    },
    async newVoice(userId: string, voice: (typeof DEFAULT_VOICES)[number] = RACHEL) {
      const row = await insertDefaultVoice(t.database.db, {
        userId,
        voiceName: voice.name,
        elevenlabsVoiceId: voice.voiceId,
        engine: 'local',
      });
      if (!row) throw new Error('voice already added');
      return row;
    },
    newClone: (userId: string) =>
      insertClonedVoice(t.database.db, {
        userId,
        voiceName: 'My voice',
        elevenlabsVoiceId: 'placeholder-cloned-voice',
        engine: 'local',
        sampleAudioPath: `voice-samples/${userId}/1-me.mp3`,
        consentAt: new Date(),
      }),
    create: (userId: string, scriptId: string, body: object) =>
      client.send(userId, 'POST', `/api/scripts/${scriptId}/voiceovers`, body),
    async list(userId: string, scriptId: string): Promise<Voiceover[]> {
      const response = await client.send(userId, 'GET', `/api/scripts/${scriptId}/voiceovers`);
      if (response.statusCode !== 200) throw new Error(`list answered ${response.statusCode}`);
      return response.json<{ voiceovers: Voiceover[] }>().voiceovers;
    },
    captions: (userId: string, id: string, format: 'srt' | 'vtt') =>
      client.send(userId, 'GET', `/api/voiceovers/${id}/captions.${format}`),
    voiceoverRows: (userId: string) =>
      t.database.db.select().from(voiceovers).where(eq(voiceovers.userId, userId)),
    async row(id: string) {
      const [row] = await t.database.db.select().from(voiceovers).where(eq(voiceovers.id, id));
      if (!row) throw new Error(`no voiceover ${id}`);
      return row;
    },
    /** Jobs queued for one voiceover. */
    async queuedJobs(voiceoverId: string): Promise<number> {
      const { rows } = await t.database.executeSql<{ n: number }>(
        `SELECT count(*)::int AS n FROM pgboss.job
          WHERE name = 'voiceovers.synthesize' AND data->'payload'->>'voiceoverId' = $1`,
        [voiceoverId],
      );
      return rows[0]!.n;
    },
  };
}

/** A speech engine whose answer each test chooses; it records what it was asked. */
export class FakeSpeechEngine implements SpeechEngine {
  readonly engine = 'local' as const;
  readonly requests: Omit<SynthesisRequest, 'signal'>[] = [];
  answer: (request: SynthesisRequest) => Promise<SynthesizedSpeech> = () =>
    Promise.reject(new EngineError('speech', 'No answer set', false));

  synthesize(request: SynthesisRequest): Promise<SynthesizedSpeech> {
    this.requests.push({ text: request.text, voiceId: request.voiceId });
    return this.answer(request);
  }
}

export const jobContext = () => ({
  signal: new AbortController().signal,
  reportProgress: () => {},
});
