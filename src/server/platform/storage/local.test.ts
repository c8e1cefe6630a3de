import { mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newObjectKey } from './keys.js';
import { LocalStorage } from './local.js';
import { RangeNotSatisfiableError } from './port.js';
import { verifyLocalSignature } from './signing.js';

const secret = 'local-test-secret-0123456789abcdefghij';

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** Every file under dir, relative, including dotted internal files. */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('LocalStorage', () => {
  let root: string;
  let storage: LocalStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'reelcast-local-'));
    storage = new LocalStorage({ root: path.join(root, 'files'), secret });
  });
  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('puts a Buffer and reads it back with its content type', async () => {
    const key = newObjectKey('character-images', 'user_1', 'png');
    const body = Buffer.from('not really a png, but bytes are bytes');
    const info = await storage.put(key, body, { contentType: 'image/png' });
    expect(info).toEqual({ size: body.length, contentType: 'image/png' });

    const object = await storage.get(key);
    expect(object).not.toBeNull();
    expect(object!.size).toBe(body.length);
    expect(object!.contentType).toBe('image/png');
    expect(object!.range).toBeUndefined();
    expect(await readAll(object!.body)).toEqual(body);
    // The object sits at <root>/<key>.
    expect(await readFile(path.join(root, 'files', key))).toEqual(body);
  });

  it('streams a Readable body in and keeps the exact content type given', async () => {
    const key = newObjectKey('voice-samples', 'u', 'txt');
    const chunks = Array.from({ length: 100 }, (_, i) => Buffer.alloc(1000, i));
    const info = await storage.put(key, Readable.from(chunks), {
      contentType: 'text/plain; charset=iso-8859-1',
    });
    expect(info.size).toBe(100_000);
    expect(await storage.head(key)).toEqual({
      size: 100_000,
      contentType: 'text/plain; charset=iso-8859-1',
    });
    expect(await readAll((await storage.get(key))!.body)).toEqual(Buffer.concat(chunks));
  });

  it('derives the content type from the extension when the sidecar is gone', async () => {
    const key = newObjectKey('veo-outputs', 'u', 'mp4');
    await storage.put(key, Buffer.from('x'), { contentType: 'video/mp4' });
    const file = path.join(root, 'files', key);
    await rm(path.join(path.dirname(file), `.${path.basename(file)}.meta.json`));
    expect(await storage.head(key)).toEqual({ size: 1, contentType: 'video/mp4' });
  });

  it('serves byte ranges, clamping the end to the last byte', async () => {
    const key = newObjectKey('hedra-outputs', 'u', 'mp4');
    const body = Buffer.from('0123456789abcdefghij');
    await storage.put(key, body, { contentType: 'video/mp4' });

    const middle = await storage.get(key, { start: 5, end: 9 });
    expect(middle!.range).toEqual({ start: 5, end: 9 });
    expect(middle!.size).toBe(20);
    expect((await readAll(middle!.body)).toString()).toBe('56789');

    const tail = await storage.get(key, { start: 15, end: 1000 });
    expect(tail!.range).toEqual({ start: 15, end: 19 });
    expect((await readAll(tail!.body)).toString()).toBe('fghij');

    await expect(storage.get(key, { start: 20, end: 25 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
    await expect(storage.get(key, { start: 5, end: 4 })).rejects.toBeInstanceOf(
      RangeNotSatisfiableError,
    );
  });

  it('returns null for missing objects and for folders', async () => {
    const key = newObjectKey('veo-outputs', 'u', 'mp4');
    expect(await storage.get(key)).toBeNull();
    expect(await storage.head(key)).toBeNull();
    await storage.put(key, Buffer.from('x'), { contentType: 'video/mp4' });
    const folderKey = key.split('/').slice(0, 3).join('/');
    expect(await storage.get(folderKey)).toBeNull();
    expect(await storage.head(folderKey)).toBeNull();
  });

  it('deletes an object and its sidecar, and deleting twice is fine', async () => {
    const key = newObjectKey('background-images', 'u', 'jpg');
    await storage.put(key, Buffer.from('jpeg'), { contentType: 'image/jpeg' });
    await storage.delete(key);
    expect(await storage.head(key)).toBeNull();
    expect(await storage.get(key)).toBeNull();
    expect(await listFiles(path.join(root, 'files'))).toEqual([]);
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('leaves no object and no temp file when the body stream fails midway', async () => {
    const key = newObjectKey('pending-uploads', 'u', 'mp4');
    async function* failing() {
      yield Buffer.alloc(64 * 1024, 1);
      yield Buffer.alloc(64 * 1024, 2);
      throw new Error('client disconnected');
    }
    await expect(
      storage.put(key, Readable.from(failing()), { contentType: 'video/mp4' }),
    ).rejects.toThrow('client disconnected');
    expect(await storage.head(key)).toBeNull();
    expect(await listFiles(path.join(root, 'files'))).toEqual([]);
  });

  it('stores a local file, opening and closing it itself', async () => {
    const source = path.join(root, 'render.mp4');
    const bytes = Buffer.alloc(200_000, 7);
    await writeFile(source, bytes);
    const key = newObjectKey('veo-outputs', 'u', 'mp4');
    expect(await storage.putFile(key, source, { contentType: 'video/mp4' })).toEqual({
      size: bytes.length,
      contentType: 'video/mp4',
    });
    expect(await readAll((await storage.get(key))!.body)).toEqual(bytes);
    // A put that fails before reading (here: a bad key) still lets go of the file.
    await expect(
      storage.putFile('../escape.mp4', source, { contentType: 'video/mp4' }),
    ).rejects.toThrow(/Invalid storage key/);
  });

  it('rejects a missing file with ENOENT and stores nothing (no unhandled error event)', async () => {
    // What crashed the server: a render that wrote no poster. vitest fails the run on an
    // unhandled 'error' event, so this test also guards against the stream that raised it.
    const key = newObjectKey('hedra-outputs', 'u', 'jpg');
    const missing = path.join(root, 'render', 'poster.jpg');
    await expect(
      storage.putFile(key, missing, { contentType: 'image/jpeg' }),
    ).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await storage.head(key)).toBeNull();
    expect(await listFiles(root)).toEqual([]);
  });

  it('keeps the previous object intact when a replacement fails midway', async () => {
    const key = newObjectKey('pending-uploads', 'u', 'txt');
    await storage.put(key, Buffer.from('original'), { contentType: 'text/plain' });
    async function* failing() {
      yield Buffer.from('half of a new ');
      throw new Error('boom');
    }
    await expect(
      storage.put(key, Readable.from(failing()), { contentType: 'text/plain' }),
    ).rejects.toThrow('boom');
    expect((await readAll((await storage.get(key))!.body)).toString()).toBe('original');
    expect((await listFiles(path.join(root, 'files'))).filter((f) => f.endsWith('.tmp'))).toEqual(
      [],
    );
  });

  it.each([
    '../outside.txt',
    'character-images/../../outside.txt',
    '/etc/passwd',
    'character-images\\..\\..\\outside.txt',
    'not-a-bucket/u/a.png',
    'character-images//a.png',
  ])('rejects the traversal key %j in every operation', async (key) => {
    await expect(storage.put(key, Buffer.from('x'), { contentType: 'text/plain' })).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(storage.get(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.head(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.delete(key)).rejects.toThrow(/Invalid storage key/);
    await expect(storage.signedUrl(key)).rejects.toThrow(/Invalid storage key/);
    await expect(stat(path.join(root, 'outside.txt'))).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('cannot read its own sidecar or temp files as objects', async () => {
    const key = newObjectKey('character-images', 'u', 'png');
    await storage.put(key, Buffer.from('x'), { contentType: 'image/png' });
    const parts = key.split('/');
    const name = parts.pop()!;
    await expect(storage.get([...parts, `.${name}.meta.json`].join('/'))).rejects.toThrow(
      /Invalid storage key/,
    );
  });

  it('signs relative links by default and absolute ones with publicUrl', async () => {
    const key = newObjectKey('veo-outputs', 'u', 'mp4');
    const relative = await storage.signedUrl(key, { downloadName: 'My clip.mp4' });
    const url = new URL(relative, 'http://placeholder');
    expect(relative.startsWith(`/api/files/${key}?`)).toBe(true);
    const expiresAt = Number(url.searchParams.get('exp'));
    const nowSeconds = Math.floor(Date.now() / 1000);
    expect(expiresAt - nowSeconds).toBeGreaterThanOrEqual(3599);
    expect(expiresAt - nowSeconds).toBeLessThanOrEqual(3600);
    expect(
      verifyLocalSignature({
        key,
        secret,
        expiresAt,
        signature: url.searchParams.get('sig')!,
        downloadName: url.searchParams.get('dn') ?? undefined,
      }),
    ).toBe(true);

    const absolute = new LocalStorage({ root, secret, publicUrl: 'https://reel.example/' });
    expect(await absolute.signedUrl(key, { expiresInSeconds: 60 })).toMatch(
      new RegExp(`^https://reel\\.example/api/files/${key.replaceAll('.', '\\.')}\\?exp=\\d+&sig=`),
    );
  });

  it('check() creates the root and passes when writable, fails when it cannot write', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    expect((await stat(path.join(root, 'files'))).isDirectory()).toBe(true);
    expect(await listFiles(path.join(root, 'files'))).toEqual([]);

    // A root that is a regular file can never be written into (works even when run as root).
    const blocker = path.join(root, 'blocker');
    await writeFile(blocker, 'not a folder');
    await expect(new LocalStorage({ root: blocker, secret }).check()).rejects.toThrow();
  });
});
