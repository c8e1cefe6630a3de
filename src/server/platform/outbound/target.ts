import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { blockedAddressReason } from './addresses.js';

/**
 * Where an outgoing request for a user may go (decision 037). The URL's host is resolved (all
 * its A and AAAA records) and every address must be public, unless the operator allows private
 * ones; the request is then made to the address found here (pinned), so a DNS answer that
 * changes between the check and the call (rebinding) cannot send it elsewhere. Checked when a
 * URL is saved and again before every attempt.
 */

export interface OutboundTarget {
  url: URL;
  /** The host as the URL names it, without IPv6 brackets (TLS checks its certificate). */
  host: string;
  /** The pinned address the request connects to. */
  address: string;
  family: 4 | 6;
}

export type AddressLookup = (host: string) => Promise<{ address: string; family: number }[]>;

export interface TargetPolicy {
  /** WEBHOOK_ALLOW_PRIVATE: private and loopback addresses, and plain http, are allowed. */
  allowPrivate: boolean;
  /** Injected by tests; the system resolver (getaddrinfo: /etc/hosts, then DNS) otherwise. */
  lookup?: AddressLookup;
}

/**
 * A refused or unresolvable target, worded for the user. `retryable`: the host could not be
 * resolved right now (a DNS failure may pass); a refused address or URL is final.
 */
export class OutboundTargetError extends Error {
  override name = 'OutboundTargetError';
  constructor(
    message: string,
    readonly retryable = false,
  ) {
    super(message);
  }
}

const systemLookup: AddressLookup = (host) => dnsLookup(host, { all: true, verbatim: true });

export async function resolveOutboundTarget(
  rawUrl: string,
  policy: TargetPolicy,
): Promise<OutboundTarget> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new OutboundTargetError('The webhook URL is not a valid URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new OutboundTargetError('The webhook URL must start with https://');
  }
  if (url.username || url.password) {
    throw new OutboundTargetError('The webhook URL must not contain a user name or password');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = await addressesOf(host, policy.lookup ?? systemLookup);
  if (!policy.allowPrivate) {
    for (const { address } of addresses) {
      const reason = blockedAddressReason(address);
      if (reason) {
        const shown = address === host ? address : `${host} (${address})`;
        throw new OutboundTargetError(
          `The webhook URL must point to a public address: ${shown} is ${reason}`,
        );
      }
    }
    // Checked after the address, so a private target hears why it is refused first.
    if (url.protocol !== 'https:') {
      throw new OutboundTargetError('The webhook URL must start with https://');
    }
  }
  const [first] = addresses;
  return { url, host, address: first!.address, family: first!.family === 6 ? 6 : 4 };
}

async function addressesOf(
  host: string,
  lookup: AddressLookup,
): Promise<{ address: string; family: number }[]> {
  const literal = isIP(host);
  if (literal) return [{ address: host, family: literal }];
  // RFC 6761: localhost names are this machine, whatever a resolver says.
  if (host === 'localhost' || host.endsWith('.localhost')) {
    return [{ address: '127.0.0.1', family: 4 }];
  }
  let found: { address: string; family: number }[];
  try {
    found = await lookup(host);
  } catch {
    throw new OutboundTargetError(`The webhook URL's host could not be found (${host})`, true);
  }
  if (found.length === 0) {
    throw new OutboundTargetError(`The webhook URL's host could not be found (${host})`, true);
  }
  return found;
}
