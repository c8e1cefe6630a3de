import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { scriptStreamEventSchema, type ScriptStreamEvent } from '@shared/scripts';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { podcastScripts } from '../../db/schema/index.js';
import { registerErrorHandling } from '../../platform/http/errors.js';
import { localVideoMetadata } from '../../providers/script/local/index.js';
import type {
  ScriptWriter,
  VideoMetadataDraft,
  VideoMetadataInput,
} from '../../providers/script/port.js';
import { TEST_USER_HEADER, testSessions } from '../../../../test/helpers/app.js';
import { scriptRoutes } from './routes.js';

export { insertScript } from './repo.js';

/** Tests only: helpers of the scripts module's integration tests. */

export const as = (userId: string) => ({ [TEST_USER_HEADER]: userId });

/** The events of a generate answer's body, each checked against the shared contract. */
export function streamEvents(body: string): ScriptStreamEvent[] {
  return body
    .split('\n\n')
    .flatMap((block) => block.split('\n').filter((line) => line.startsWith('data: ')))
    .map((line) => scriptStreamEventSchema.parse(JSON.parse(line.slice('data: '.length))));
}

export function deltasOf(events: ScriptStreamEvent[]): string {
  return events.flatMap((event) => (event.type === 'delta' ? [event.text] : [])).join('');
}

export async function scriptRows(database: Database, userId: string) {
  return database.db.select().from(podcastScripts).where(eq(podcastScripts.userId, userId));
}

/**
 * Just the scripts routes, with a chosen writer, on a test database: what app.ts mounts, minus
 * everything unrelated (header sessions, the same validation and error handling).
 */
export async function scriptsOnlyApp(options: {
  config: Config;
  database: Database;
  writer: ScriptWriter;
}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  app.decorateRequest('sessionUser', function sessionUser(this: FastifyRequest) {
    return testSessions(this);
  });
  await app.register(scriptRoutes, options);
  await app.ready();
  return app;
}

/** A writer whose pieces the test hands out one by one, and that records its signal. */
export class ControlledWriter implements ScriptWriter {
  readonly engine = 'local' as const;
  readonly started: Promise<void>;
  signal: AbortSignal | undefined;
  #markStarted!: () => void;
  #pending: ((piece: string | Error | null) => void) | undefined;
  readonly #queue: (string | Error | null)[] = [];
  readonly #idleWaiters: (() => void)[] = [];

  constructor() {
    this.started = new Promise((resolve) => (this.#markStarted = resolve));
  }

  /** The next piece (a string), a failure (an Error) or the end (null). */
  push(piece: string | Error | null): void {
    const waiting = this.#pending;
    this.#pending = undefined;
    if (waiting) waiting(piece);
    else this.#queue.push(piece);
  }

  /** Resolves once the writer has used up what it was given and waits for more. */
  idle(): Promise<void> {
    if (this.#pending) return Promise.resolve();
    return new Promise((resolve) => this.#idleWaiters.push(resolve));
  }

  async *write(_input: unknown, signal: AbortSignal): AsyncGenerator<string> {
    this.signal = signal;
    this.#markStarted();
    for (;;) {
      const next = await this.#next(signal);
      if (next === null) return;
      if (next instanceof Error) throw next;
      yield next;
    }
  }

  /** Not what these tests control: the built-in writer's proposal. */
  videoMetadata(input: VideoMetadataInput): Promise<VideoMetadataDraft> {
    return Promise.resolve(localVideoMetadata(input));
  }

  #next(signal: AbortSignal): Promise<string | Error | null> {
    const queued = this.#queue.shift();
    if (queued !== undefined) return Promise.resolve(queued);
    return new Promise((resolve, reject) => {
      this.#pending = resolve;
      for (const wake of this.#idleWaiters.splice(0)) wake();
      signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    });
  }
}
