import {
  SCRIPT_CONTENT_MAX,
  SCRIPT_MESSAGES,
  type GenerateScriptInput,
  type Script,
  type ScriptStreamEvent,
} from '@shared/scripts';
import { storableText } from '@shared/text';
import type { Database } from '../../db/client.js';
import { AppError, notFound } from '../../platform/errors.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { ScriptWriter } from '../../providers/script/index.js';
import {
  countScriptsToday,
  insertScript,
  listOwnScripts,
  lockUserScripts,
  updateOwnScriptContent,
  type ScriptRow,
} from './repo.js';
import { isUuid } from '../../platform/http/index.js';

/** The page shows at most this many (newest first). */
export const SCRIPT_LIST_LIMIT = 200;

export const SCRIPT_TOO_LONG_MESSAGE =
  'The script came out too long to save. Please narrow the topic and try again.';

export interface ScriptsServiceDeps {
  database: Database;
  writer: ScriptWriter;
  dailyLimit: number;
  /** Told about engine failures that are not the engine's own readable errors (bugs). */
  onUnexpectedError?: (error: unknown) => void;
}

export function toScript(row: ScriptRow): Script {
  return {
    id: row.id,
    title: row.title,
    topic: row.topic,
    content: row.content,
    engine: row.engine,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const dailyLimitReached = (limit: number) => new AppError(429, SCRIPT_MESSAGES.dailyLimit(limit));

/**
 * The Script Writer's rules: a user's scripts, newest first; generation under a per-user daily
 * cap, streamed as it is written and saved only when the engine finished; editing content.
 */
export class ScriptsService {
  constructor(private readonly deps: ScriptsServiceDeps) {}

  async list(userId: string): Promise<Script[]> {
    const rows = await listOwnScripts(this.deps.database.db, userId, SCRIPT_LIST_LIMIT);
    return rows.map(toScript);
  }

  /** 429 when the user already saved today's allowance (checked before any writing starts). */
  async assertUnderDailyLimit(userId: string): Promise<void> {
    const saved = await countScriptsToday(this.deps.database.db, userId);
    if (saved >= this.deps.dailyLimit) throw dailyLimitReached(this.deps.dailyLimit);
  }

  /**
   * Writes a script and reports it as stream events: `start`, `delta`s, then `done` with the
   * saved row or `error` (nothing saved). When `signal` aborts (the client left, the server is
   * stopping) the engine is stopped and the generator ends without an event or a row.
   */
  async *generate(
    userId: string,
    input: GenerateScriptInput,
    signal: AbortSignal,
  ): AsyncGenerator<ScriptStreamEvent> {
    const { writer } = this.deps;
    yield { type: 'start', engine: writer.engine };
    let text = '';
    try {
      for await (const written of writer.write(input, signal)) {
        if (signal.aborted) return;
        // An engine's NUL would fail the save at the end; the reader never sees it either.
        const piece = storableText(written);
        text += piece;
        if (text.length > SCRIPT_CONTENT_MAX)
          throw new EngineError('script', SCRIPT_TOO_LONG_MESSAGE, false);
        yield { type: 'delta', text: piece };
      }
      if (signal.aborted) return;
      const content = text.trim();
      if (!content) throw new EngineError('script', SCRIPT_MESSAGES.failedToGenerate, true);
      const script = await this.#save(userId, input, content);
      yield { type: 'done', script };
    } catch (error) {
      if (signal.aborted) return;
      yield { type: 'error', error: this.#messageOf(error) };
    }
  }

  async updateContent(userId: string, id: string, content: string): Promise<Script> {
    const row = isUuid(id)
      ? await updateOwnScriptContent(this.deps.database.db, userId, id, content)
      : undefined;
    if (!row) throw notFound(SCRIPT_MESSAGES.notFound);
    return toScript(row);
  }

  /**
   * Saves under the user's lock, counting again: generations started together all passed the
   * first check, and only the allowance's worth of them may be kept.
   */
  async #save(userId: string, input: GenerateScriptInput, content: string): Promise<Script> {
    const { database, writer, dailyLimit } = this.deps;
    const row = await database.db.transaction(async (tx) => {
      await lockUserScripts(tx, userId);
      if ((await countScriptsToday(tx, userId)) >= dailyLimit) throw dailyLimitReached(dailyLimit);
      return insertScript(tx, { userId, ...input, content, engine: writer.engine });
    });
    return toScript(row);
  }

  #messageOf(error: unknown): string {
    if (error instanceof EngineError || error instanceof AppError) return error.message;
    this.deps.onUnexpectedError?.(error);
    return SCRIPT_MESSAGES.failedToGenerate;
  }
}
