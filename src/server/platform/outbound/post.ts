import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { storableText } from '@shared/text';
import type { OutboundTarget } from './target.js';

/**
 * One POST to a checked target (target.ts), connected to its pinned address: the host's name
 * still goes in the Host header and TLS's server name (so its certificate is checked against
 * it), but no second DNS answer is asked for. Redirects are not followed (a 3xx is the
 * answer), nothing is reused between calls, and of the answer's body only a short excerpt is
 * kept. Network failures and the timeout reject with OutboundRequestError.
 */

export interface OutboundAnswer {
  status: number;
  /** The first characters of the body, one line, for the delivery log. */
  excerpt: string;
}

export class OutboundRequestError extends Error {
  override name = 'OutboundRequestError';
  constructor(
    message: string,
    readonly timedOut: boolean,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const EXCERPT_BYTES = 1024;
const EXCERPT_CHARACTERS = 200;

export function postPinned(
  target: OutboundTarget,
  request: {
    body: string;
    headers: Record<string, string>;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<OutboundAnswer> {
  const { url, host, address, family } = target;
  // Whatever the resolver would say now, the socket goes to the address that was checked.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const timeout = AbortSignal.timeout(request.timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
  const transport = url.protocol === 'https:' ? https : http;
  return new Promise<OutboundAnswer>((resolve, reject) => {
    const fail = (error: unknown) => {
      const timedOut = timeout.aborted;
      const message = timedOut
        ? `No answer within ${Math.round(request.timeoutMs / 1000)} s`
        : `Could not reach the receiver (${networkCode(error)})`;
      reject(new OutboundRequestError(message, timedOut, { cause: error }));
    };
    const outgoing = transport.request(
      {
        protocol: url.protocol,
        hostname: host,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: { ...request.headers, 'content-length': Buffer.byteLength(request.body) },
        lookup: pinned,
        agent: false,
        signal,
        ...(transport === https && { servername: isIpLiteral(host) ? undefined : host }),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const finish = () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const excerpt = storableText(text).replace(/\s+/g, ' ').trim();
          resolve({
            status: response.statusCode ?? 0,
            excerpt: excerpt.slice(0, EXCERPT_CHARACTERS),
          });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          if (size >= EXCERPT_BYTES) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= EXCERPT_BYTES) finish();
        });
        response.on('end', finish);
        // A body cut short after the status arrived: the status is the answer.
        response.on('error', finish);
      },
    );
    outgoing.on('error', fail);
    outgoing.end(request.body);
  });
}

function isIpLiteral(host: string): boolean {
  return /^[\d.]+$/.test(host) || host.includes(':');
}

function networkCode(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'network error';
}
