import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { userVoices } from '../../src/server/db/schema/index.js';
import { TEST_USER_HEADER, type TestApp } from './app.js';
import { insertUser } from './users.js';

/** Tests only: Voice Setup's API as a signed-in user calls it, and what it left behind. */
export function voicesClient(t: TestApp) {
  const as = (userId: string | null) => (userId ? { [TEST_USER_HEADER]: userId } : {});
  return {
    newUser: async () => (await insertUser(t.database.db)).id,
    list: (userId: string | null) =>
      t.app.inject({ method: 'GET', url: '/api/voices', headers: as(userId) }),
    add: (userId: string | null, body: unknown) =>
      t.app.inject({
        method: 'POST',
        url: '/api/voices',
        headers: as(userId),
        payload: body as Record<string, unknown>,
      }),
    clone: (userId: string | null, form: FormData) =>
      t.app.inject({
        method: 'POST',
        url: '/api/voices/clone',
        headers: as(userId),
        payload: form as unknown as Record<string, unknown>,
      }),
    sample: (userId: string | null, voiceId: string, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'GET',
        url: `/api/voices/sample/${encodeURIComponent(voiceId)}`,
        headers: { ...as(userId), ...headers },
      }),
    rows: (userId: string) =>
      t.database.db.select().from(userVoices).where(eq(userVoices.userId, userId)),
    /** Keys of the objects stored under the user's voice-samples folder. */
    async storedSamples(userId: string): Promise<string[]> {
      const folder = path.join(t.config.dataDir, 'files', 'voice-samples', userId);
      const names = await readdir(folder).catch(() => [] as string[]);
      return names
        .filter((name) => !name.startsWith('.'))
        .map((n) => `voice-samples/${userId}/${n}`);
    },
    /** Writes an answer's body to a file, for ffprobe. */
    async saveBody(body: Buffer, file: string): Promise<string> {
      await writeFile(file, body);
      return file;
    },
  };
}

/** The clone form as the page sends it: the name, the consent, then the sample. */
export function cloneForm(fields: Record<string, string>, sample?: [Buffer, string]): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (sample) form.append('sample', new Blob([new Uint8Array(sample[0])]), sample[1]);
  return form;
}
