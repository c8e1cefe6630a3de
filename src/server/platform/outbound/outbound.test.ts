import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blockedAddressReason, ipv6Groups } from './addresses.js';
import { postPinned } from './post.js';
import { OutboundTargetError, resolveOutboundTarget, type AddressLookup } from './target.js';

describe('blockedAddressReason', () => {
  it.each([
    ['127.0.0.1', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.20.0.1', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['169.254.169.254', 'a link-local address (where cloud metadata services answer)'],
    ['100.100.100.200', 'a shared (carrier-grade NAT) address'],
    ['0.0.0.0', 'an unspecified address'],
    ['224.0.0.1', 'a multicast address'],
    ['255.255.255.255', 'a reserved address'],
    ['::1', 'a loopback address'],
    ['::', 'an unspecified address'],
    ['fd00:ec2::254', 'a private (unique local) address'],
    ['fe80::1%eth0', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['::ffff:127.0.0.1', 'a loopback address'],
    ['::ffff:7f00:1', 'a loopback address'],
    ['::ffff:169.254.169.254', 'a link-local address (where cloud metadata services answer)'],
    ['64:ff9b::10.0.0.1', 'a private address'],
    ['2002:c0a8:0101::1', 'a private address'],
    ['not-an-ip', 'not an IP address'],
  ])('refuses %s: %s', (address, reason) => {
    expect(blockedAddressReason(address)).toBe(reason);
  });

  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '2606:4700:4700::1111',
    '::ffff:8.8.8.8',
    '2002:0808:0808::1',
  ])('allows the public address %s', (address) => {
    expect(blockedAddressReason(address)).toBeNull();
  });

  it('reads every IPv6 spelling', () => {
    expect(ipv6Groups('::1')).toEqual([0, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x102, 0x304]);
    expect(ipv6Groups('1::2::3')).toBeNull();
  });
});

/** A resolver answering from a table, counting calls (rebinding: each call may differ). */
function resolver(answers: Record<string, string[][]>): AddressLookup & { calls: number } {
  const lookup = async (host: string) => {
    lookup.calls += 1;
    const rounds = answers[host];
    if (!rounds) throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
    const round = rounds[Math.min(lookup.calls - 1, rounds.length - 1)]!;
    return round.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
  lookup.calls = 0;
  return lookup;
}

async function refusal(url: string, lookup?: AddressLookup): Promise<string> {
  const error = await resolveOutboundTarget(url, { allowPrivate: false, lookup }).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(OutboundTargetError);
  return (error as Error).message;
}

describe('resolveOutboundTarget', () => {
  it.each([
    ['https://127.0.0.1/hook', '127.0.0.1 is a loopback address'],
    ['https://10.0.0.8/hook', '10.0.0.8 is a private address'],
    ['https://169.254.169.254/latest/meta-data', '169.254.169.254 is a link-local address'],
    ['https://[::1]:8443/hook', '::1 is a loopback address'],
    ['https://localhost/hook', 'localhost (127.0.0.1) is a loopback address'],
    ['http://0x7f.1/hook', '127.0.0.1 is a loopback address'],
  ])('refuses %s without WEBHOOK_ALLOW_PRIVATE', async (url, says) => {
    expect(await refusal(url)).toContain(says);
  });

  it('refuses a host when any of its records is private', async () => {
    const lookup = resolver({ 'mixed.example.test': [['93.184.216.34', '10.0.0.1']] });
    expect(await refusal('https://mixed.example.test/h', lookup)).toBe(
      'The webhook URL must point to a public address: mixed.example.test (10.0.0.1) is a private address',
    );
  });

  it('pins the first public address, and checks again on the next call (rebinding)', async () => {
    const lookup = resolver({ 'hooks.example.test': [['93.184.216.34'], ['127.0.0.1']] });
    const target = await resolveOutboundTarget('https://hooks.example.test/in', {
      allowPrivate: false,
      lookup,
    });
    expect(target).toMatchObject({
      host: 'hooks.example.test',
      address: '93.184.216.34',
      family: 4,
    });
    expect(await refusal('https://hooks.example.test/in', lookup)).toContain('127.0.0.1');
  });

  it('wants https, a known host and no credentials', async () => {
    const lookup = resolver({ 'hooks.example.test': [['93.184.216.34']] });
    expect(await refusal('http://hooks.example.test/in', lookup)).toBe(
      'The webhook URL must start with https://',
    );
    expect(await refusal('https://user:pw@hooks.example.test/in', lookup)).toMatch(/user name/);
    expect(await refusal('ftp://hooks.example.test/in', lookup)).toMatch(/https/);
    const missing = await resolveOutboundTarget('https://nowhere.example.test/', {
      allowPrivate: false,
      lookup,
    }).catch((error: OutboundTargetError) => error);
    expect(missing).toMatchObject({
      retryable: true,
      message: expect.stringMatching(/could not be found/),
    });
  });

  it('allows private addresses and http when the operator says so', async () => {
    const target = await resolveOutboundTarget('http://localhost:9/hook', { allowPrivate: true });
    expect(target).toMatchObject({ address: '127.0.0.1', host: 'localhost' });
  });
});

describe('postPinned', () => {
  let server: http.Server;
  let port: number;
  const seen: { host?: string; body: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ host: request.headers.host, body });
        if (request.url === '/redirect') {
          response.writeHead(302, { location: 'http://127.0.0.1:1/elsewhere' });
          return response.end();
        }
        if (request.url === '/slow') return; // never answers
        response.writeHead(200, { 'content-type': 'text/plain' });
        response.end(`ok\n${'x'.repeat(5000)}`);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  const target = (path: string) => ({
    url: new URL(`http://hooks.example.test:${port}${path}`),
    host: 'hooks.example.test',
    address: '127.0.0.1',
    family: 4 as const,
  });

  it('connects to the pinned address with the name in Host, keeping a short excerpt', async () => {
    const answer = await postPinned(target('/in'), {
      body: '{"a":1}',
      headers: { 'content-type': 'application/json' },
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(200);
    expect(answer.excerpt).toMatch(/^ok x+$/);
    expect(answer.excerpt.length).toBeLessThanOrEqual(200);
    expect(seen.at(-1)).toEqual({ host: `hooks.example.test:${port}`, body: '{"a":1}' });
  });

  it('does not follow a redirect', async () => {
    const answer = await postPinned(target('/redirect'), {
      body: '{}',
      headers: {},
      timeoutMs: 5000,
    });
    expect(answer.status).toBe(302);
  });

  it('gives up at the timeout', async () => {
    await expect(
      postPinned(target('/slow'), { body: '{}', headers: {}, timeoutMs: 200 }),
    ).rejects.toMatchObject({ name: 'OutboundRequestError', timedOut: true });
  });

  it('says when nothing answers', async () => {
    const closed = { ...target('/in'), url: new URL('http://hooks.example.test:1/in') };
    await expect(
      postPinned(closed, { body: '{}', headers: {}, timeoutMs: 5000 }),
    ).rejects.toMatchObject({
      timedOut: false,
      message: 'Could not reach the receiver (ECONNREFUSED)',
    });
  });
});
