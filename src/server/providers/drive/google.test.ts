import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DriveFake } from '../../../../test/fakes/drive-fake.js';
import { startFakeServer, type FakeServer } from '../../../../test/fakes/fake-http.js';
import { DRIVE_MAX_REDIRECTS, GoogleDriveFolders } from './google.js';

/**
 * A Drive download's redirects (issue 26, finding 5; decision 051): followed within the
 * configured Drive origin, followed to another host only when it passes the outbound address
 * check, never to this machine or a private network.
 */

let drive: DriveFake;
/** Another local server: what a redirect to 127.0.0.1 would reach. */
let elsewhere: FakeServer;
const reachedElsewhere: string[] = [];

beforeAll(async () => {
  drive = await DriveFake.start();
  elsewhere = await startFakeServer((request, response) => {
    reachedElsewhere.push(request.url ?? '');
    response.end('internal secrets');
  });
  drive.addFolder('folder', [
    { id: 'to-loopback', name: 'a.png', mimeType: 'image/png', bytes: Buffer.from('a') },
    { id: 'to-localhost', name: 'b.png', mimeType: 'image/png', bytes: Buffer.from('b') },
    { id: 'within-drive', name: 'c.png', mimeType: 'image/png', bytes: Buffer.from('c') },
    { id: 'target', name: 'd.png', mimeType: 'image/png', bytes: Buffer.from('the image') },
  ]);
});
afterAll(() => Promise.all([drive.close(), elsewhere.close()]));

describe('GoogleDriveFolders.openImage and redirects', () => {
  it('refuses a redirect to another loopback port or host, and never calls it', async () => {
    drive.redirectDownloads.set('to-loopback', `${elsewhere.origin}/latest/meta-data`);
    drive.redirectDownloads.set('to-localhost', elsewhere.origin.replace('127.0.0.1', 'localhost'));
    expect(await drive.folders().openImage('to-loopback')).toBeNull();
    expect(await drive.folders().openImage('to-localhost')).toBeNull();
    expect(reachedElsewhere).toEqual([]);
  });

  it('follows a redirect within the configured Drive origin', async () => {
    drive.redirectDownloads.set(
      'within-drive',
      `${drive.baseUrl}/files/target?alt=media&key=${drive.apiKey}`,
    );
    const image = await drive.folders().openImage('within-drive');
    expect(await text(image!)).toBe('the image');
  });

  /** An adapter whose fetch answers `answer(url)` and records every URL it was asked for. */
  function scripted(answer: (url: URL) => Response) {
    const asked: string[] = [];
    const folders = new GoogleDriveFolders({
      apiKey: 'key',
      baseUrl: 'https://www.googleapis.com/drive/v3',
      lookup: (host) =>
        Promise.resolve([
          { address: host === 'cdn.example.com' ? '8.8.8.8' : '10.0.0.7', family: 4 },
        ]),
      fetch: (input, init) => {
        expect(init?.redirect).toBe('manual');
        const url = new URL(String(input));
        asked.push(url.href);
        return Promise.resolve(answer(url));
      },
    });
    return { folders, asked };
  }
  const redirectTo = (location: string) =>
    new Response(null, { status: 302, headers: { location } });

  it('follows a redirect to a public https host, and refuses plain http or a private one', async () => {
    const publicCdn = scripted((url) =>
      url.host === 'cdn.example.com'
        ? new Response('bytes')
        : redirectTo('https://cdn.example.com/f'),
    );
    expect(await text((await publicCdn.folders.openImage('f'))!)).toBe('bytes');
    expect(publicCdn.asked.at(-1)).toBe('https://cdn.example.com/f');

    for (const location of ['http://cdn.example.com/f', 'https://intranet.example.com/f']) {
      const refused = scripted(() => redirectTo(location));
      expect(await refused.folders.openImage('f')).toBeNull();
      expect(refused.asked).toHaveLength(1);
    }
  });

  it(`stops after ${DRIVE_MAX_REDIRECTS} redirects`, async () => {
    const loop = scripted((url) => redirectTo(`${url.origin}${url.pathname}x`));
    expect(await loop.folders.openImage('f')).toBeNull();
    expect(loop.asked).toHaveLength(DRIVE_MAX_REDIRECTS + 1);
  });
});
