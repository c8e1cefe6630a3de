import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createStorage, LocalStorage, newObjectKey, S3Storage } from './index.js';

describe('createStorage', () => {
  const dirs: string[] = [];
  afterEach(async () => {
    for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
  });

  it('uses local disk under DATA_DIR/files when S3 is not configured', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'reelcast-index-'));
    dirs.push(dataDir);
    const storage = createStorage({ dataDir, appSecret: 'x'.repeat(32), s3: undefined });
    expect(storage).toBeInstanceOf(LocalStorage);
    expect(storage.kind).toBe('local');

    const key = newObjectKey('voice-samples', 'u', 'txt');
    await storage.put(key, Buffer.from('hello'), { contentType: 'text/plain' });
    expect(await readFile(path.join(dataDir, 'files', key), 'utf8')).toBe('hello');
    expect(await storage.signedUrl(key)).toMatch(/^\/api\/files\//);
  });

  it('makes local links absolute only when asked', async () => {
    const storage = createStorage(
      { dataDir: tmpdir(), appSecret: 'x'.repeat(32), s3: undefined },
      { localPublicUrl: 'https://reel.example' },
    );
    const key = newObjectKey('voice-samples', 'u', 'txt');
    expect(await storage.signedUrl(key)).toMatch(/^https:\/\/reel\.example\/api\/files\//);
  });

  it('uses S3 when S3_BUCKET is configured', () => {
    const storage = createStorage({
      dataDir: tmpdir(),
      appSecret: 'x'.repeat(32),
      s3: {
        bucket: 'b',
        region: 'us-east-1',
        endpoint: 'http://127.0.0.1:9',
        accessKeyId: 'a',
        secretAccessKey: 's',
        forcePathStyle: true,
      },
    });
    expect(storage).toBeInstanceOf(S3Storage);
    expect(storage.kind).toBe('s3');
    (storage as S3Storage).destroy();
  });
});
