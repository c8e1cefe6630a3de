import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import {
  InjectedFailures,
  RequestLog,
  isRecord,
  parseJsonBody,
  sendJson,
  startFakeServer,
  type FakeServer,
} from './fake-http.js';
import {
  answerCrm,
  locationOfCrmCall,
  routeCrm,
  type FakeCrmData,
  type GhlCrmStep,
} from './gohighlevel-fake-crm.js';

/**
 * A local stand-in for Go High Level API v2 (shared/docs/vendors.md section 7): the calls Reelcast
 * makes, with the documented answers and errors. Each request is checked (Bearer token, the
 * `Version` its family requires, the body of a post); a breach is recorded in `violations` and
 * answered with GHL's 422 shape. Tokens reach only their own locations (403 otherwise, as a
 * private integration token does); an unknown token is GHL's 401.
 */

export type GhlStep = 'location' | 'calendars' | 'pipelines' | 'accounts' | 'post' | GhlCrmStep;

export interface GhlRequest {
  step: GhlStep | 'unknown';
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
  json?: unknown;
}

export interface FakeSocialAccount {
  id: string;
  name: string;
  platform: string;
  isExpired: boolean;
}

export interface FakeLocation extends FakeCrmData {
  id: string;
  name: string;
  accounts: FakeSocialAccount[];
  /** Posts created, as sent. */
  posts: unknown[];
}

const VERSIONS: Record<GhlStep, string> = {
  location: '2021-07-28',
  calendars: '2021-04-15',
  pipelines: '2021-07-28',
  accounts: '2021-07-28',
  post: '2021-07-28',
  contact: '2021-07-28',
  opportunity: '2021-07-28',
  opportunityStatus: '2021-07-28',
  message: '2021-04-15',
  freeSlots: '2021-04-15',
};

/** The documented rate-limit headers of a 429 (burst window spent, daily cap left). */
export const RATE_LIMIT_HEADERS = {
  'x-ratelimit-remaining': '0',
  'x-ratelimit-max': '100',
  'x-ratelimit-interval-milliseconds': '10000',
  'x-ratelimit-daily-remaining': '199000',
  'x-ratelimit-limit-daily': '200000',
};

export class GoHighLevelFake {
  readonly requests = new RequestLog<GhlRequest>();
  readonly violations: string[] = [];
  readonly locations = new Map<string, FakeLocation>();
  /** token → the location ids it may reach. */
  readonly #tokens = new Map<string, Set<string>>();
  readonly #failures = new InjectedFailures<GhlStep>();
  readonly #holds = new Map<GhlStep, Promise<void>[]>();
  #server!: FakeServer;

  static async start(): Promise<GoHighLevelFake> {
    const fake = new GoHighLevelFake();
    fake.#server = await startFakeServer((req, res, body) => fake.#handle(req, res, body));
    return fake;
  }

  /** What GHL_API_BASE_URL would be. */
  get baseUrl(): string {
    return this.#server.origin;
  }

  /** A location reachable with `token`; calendars, pipelines and accounts as given. */
  addLocation(token: string, location: Partial<FakeLocation> & { id: string }): FakeLocation {
    const full: FakeLocation = {
      name: `Location ${location.id}`,
      calendars: [],
      pipelines: [],
      accounts: [],
      posts: [],
      contacts: [],
      opportunities: [],
      messages: [],
      freeSlots: {},
      ...location,
    };
    this.locations.set(full.id, full);
    this.#tokens.set(token, new Set([...(this.#tokens.get(token) ?? []), full.id]));
    return full;
  }

  /** The next requests of `step` get these statuses (401, 422, 429, 500…) with GHL's bodies. */
  failNext(step: GhlStep, ...statuses: number[]): void {
    this.#failures.add(step, statuses);
  }

  /**
   * The next request of `step` waits, once arrived, until `release()`: a test holds a call
   * in flight (`reached` resolves when it arrives) to act while it is.
   */
  holdNext(step: GhlStep): { reached: Promise<void>; release: () => void } {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    this.#holds.set(step, [...(this.#holds.get(step) ?? []), gate]);
    return { reached: this.requests.waitFor(step, this.requests.count(step) + 1), release };
  }

  close(): Promise<void> {
    return this.#server.close();
  }

  async #handle(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    body: Buffer,
  ): Promise<void> {
    const url = new URL(request.url ?? '/', this.baseUrl);
    const crm = routeCrm(request.method ?? '', url.pathname);
    const json = request.method === 'GET' ? undefined : parseJsonBody(body);
    const [step, locationId] = crm
      ? [crm[0], locationOfCrmCall(crm[0], crm[1], json, this.locations.values())]
      : route(request.method ?? '', url);
    this.requests.add({
      step,
      method: request.method ?? '',
      path: url.pathname,
      query: url.searchParams,
      headers: request.headers,
      json,
    });
    if (step === 'unknown') {
      return sendJson(response, 404, {
        statusCode: 404,
        message: `Cannot ${request.method} ${url.pathname}`,
      });
    }
    const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
    const allowed = token === undefined ? undefined : this.#tokens.get(token);
    if (!allowed) {
      return sendJson(response, 401, {
        statusCode: 401,
        message: 'Invalid token: access token is invalid',
        error: 'Unauthorized',
      });
    }
    const hold = this.#holds.get(step)?.shift();
    if (hold) await hold;
    if (request.headers.version !== VERSIONS[step]) {
      return this.#violation(response, `${step}: Version must be ${VERSIONS[step]}`);
    }
    const injected = this.#failures.take(step);
    if (injected !== undefined) return this.#injected(response, injected);
    if (!locationId) return this.#violation(response, `${step}: locationId is required`);
    const location = this.locations.get(locationId);
    if (!location)
      return sendJson(response, 400, { statusCode: 400, message: 'Location not found' });
    if (!allowed.has(locationId)) {
      return sendJson(response, 403, {
        statusCode: 403,
        message: 'The token does not have access to this location.',
      });
    }
    switch (step) {
      case 'location':
        return sendJson(response, 200, {
          location: {
            id: location.id,
            companyId: 'company-1',
            name: location.name,
            timezone: 'UTC',
          },
        });
      case 'calendars':
        return sendJson(response, 200, {
          calendars: location.calendars.map((c) => ({ ...c, locationId, calendarType: 'event' })),
        });
      case 'pipelines':
        return sendJson(response, 200, {
          pipelines: location.pipelines.map((p) => ({ ...p, locationId, stages: [] })),
        });
      case 'accounts':
        return sendJson(response, 200, {
          success: true,
          statusCode: 200,
          message: 'Fetched Accounts',
          results: { accounts: location.accounts.map((a) => ({ ...a, type: 'page' })), groups: [] },
        });
      case 'post':
        return this.#post(response, location, json);
      default: {
        const answer = answerCrm(step, crm?.[1] ?? null, json, url.searchParams, location);
        if ('problems' in answer) {
          this.violations.push(...answer.problems);
          return sendJson(response, 422, {
            statusCode: 422,
            message: answer.problems,
            error: 'Unprocessable Entity',
          });
        }
        return sendJson(response, answer.status, answer.body);
      }
    }
  }

  #post(response: http.ServerResponse, location: FakeLocation, json: unknown): void {
    const problems = checkPost(location, json);
    if (problems.length > 0) {
      this.violations.push(...problems.map((problem) => `post: ${problem}`));
      return sendJson(response, 422, {
        statusCode: 422,
        message: problems,
        error: 'Unprocessable Entity',
      });
    }
    location.posts.push(json);
    sendJson(response, 201, {
      success: true,
      statusCode: 201,
      message: 'Created Post',
      results: {
        post: { _id: randomUUID().replaceAll('-', '').slice(0, 24), status: 'published' },
      },
    });
  }

  #injected(response: http.ServerResponse, status: number): void {
    if (status === 401) {
      return sendJson(response, 401, {
        statusCode: 401,
        message: 'Invalid token: access token is invalid',
        error: 'Unauthorized',
      });
    }
    if (status === 422) {
      return sendJson(response, 422, {
        statusCode: 422,
        message: ['accountIds must be an array', 'summary must be a string'],
        error: 'Unprocessable Entity',
      });
    }
    if (status === 429) {
      const text = JSON.stringify({ statusCode: 429, message: 'Too many requests' });
      response.writeHead(429, {
        'content-type': 'application/json',
        'retry-after': '10',
        ...RATE_LIMIT_HEADERS,
      });
      return void response.end(text);
    }
    sendJson(response, status, { statusCode: status, message: `Injected ${status}` });
  }

  #violation(response: http.ServerResponse, message: string): void {
    this.violations.push(message);
    sendJson(response, 422, { statusCode: 422, message: [message], error: 'Unprocessable Entity' });
  }
}

function route(method: string, url: URL): [GhlStep | 'unknown', string | null] {
  const path = url.pathname;
  const query = url.searchParams.get('locationId');
  let match: RegExpExecArray | null;
  if (method === 'GET' && (match = /^\/locations\/([^/]+)$/.exec(path))) {
    return ['location', decodeURIComponent(match[1]!)];
  }
  if (method === 'GET' && path === '/calendars/') return ['calendars', query];
  if (method === 'GET' && path === '/opportunities/pipelines') return ['pipelines', query];
  if ((match = /^\/social-media-posting\/([^/]+)\/(accounts|posts)$/.exec(path))) {
    const id = decodeURIComponent(match[1]!);
    if (method === 'GET' && match[2] === 'accounts') return ['accounts', id];
    if (method === 'POST' && match[2] === 'posts') return ['post', id];
  }
  return ['unknown', null];
}

/** The documented create-post body: required type, accountIds and userId; media of URLs. */
function checkPost(location: FakeLocation, json: unknown): string[] {
  if (!isRecord(json)) return ['body must be a JSON object'];
  const problems: string[] = [];
  if (json.type !== 'post') problems.push('type must be post');
  if (json.status !== 'published') problems.push('status must be published');
  if (typeof json.userId !== 'string' || !json.userId) problems.push('userId must be a string');
  if (typeof json.summary !== 'string') problems.push('summary must be a string');
  const ids = json.accountIds;
  if (!Array.isArray(ids) || ids.length === 0) problems.push('accountIds must not be empty');
  else {
    for (const id of ids) {
      const account = location.accounts.find((a) => a.id === id);
      if (!account) problems.push(`account ${String(id)} is not in this location`);
      else if (account.isExpired) problems.push(`account ${account.id} is expired`);
    }
  }
  const media = json.media;
  if (!Array.isArray(media) || media.length !== 1) problems.push('media must hold one video');
  else {
    const [item] = media as unknown[];
    if (!isRecord(item) || item.type !== 'video/mp4') problems.push('media type must be video/mp4');
    else if (typeof item.url !== 'string' || !/^https?:\/\//.test(item.url)) {
      problems.push('media url must be an absolute http(s) URL');
    }
  }
  return problems;
}
