import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiChatFake } from '../../../../test/fakes/openai-chat-fake.js';
import {
  EMPTY_SCRIPT_MESSAGE,
  OpenAiChatScriptWriter,
  SCRIPT_SYSTEM_PROMPT,
  type ChatTimeouts,
} from './openai-chat.js';
import { EngineError } from '../../kernel/engine-error.js';
import type { ScriptWriterInput } from './port.js';
import { vendorMessages } from '../vendor-failure.js';

const SCRIPT_VENDOR_MESSAGES = vendorMessages('script');

const API_KEY = 'sk-test-chat';
const MODEL = 'gpt-4o-mini';
const input: ScriptWriterInput = { title: 'Deep Work', topic: 'Focus, flow and rest' };

let fake: OpenAiChatFake;
beforeEach(async () => {
  fake = await OpenAiChatFake.start({ apiKey: API_KEY, model: MODEL });
});
afterEach(() => fake.close());

function writer(options: { apiKey?: string; timeouts?: Partial<ChatTimeouts> } = {}) {
  return new OpenAiChatScriptWriter({
    baseUrl: `${fake.baseUrl}/`,
    apiKey: 'apiKey' in options ? options.apiKey : API_KEY,
    model: MODEL,
    timeouts: options.timeouts ?? {},
  });
}

/** Everything written before the end, and how it ended. */
async function run(chat = writer(), signal = new AbortController().signal) {
  const pieces: string[] = [];
  try {
    for await (const piece of chat.write(input, signal)) pieces.push(piece);
    return { pieces, error: undefined };
  } catch (error) {
    return { pieces, error };
  }
}

async function failure(chat = writer()): Promise<EngineError> {
  const { error } = await run(chat);
  expect(error).toBeInstanceOf(EngineError);
  return error as EngineError;
}

describe('OpenAiChatScriptWriter against a fake OpenAI-compatible chat API', () => {
  it('asks for a streamed spoken script and yields the text as it arrives', async () => {
    const { pieces, error } = await run();
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe(fake.reply);
    expect(pieces).toEqual(fake.pieces());

    const [call] = fake.requests.of('chat');
    expect(call!.path).toBe('/v1/chat/completions');
    expect(call!.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call!.headers.accept).toBe('text/event-stream');
    expect(call!.json).toEqual({
      model: MODEL,
      stream: true,
      messages: [
        { role: 'system', content: SCRIPT_SYSTEM_PROMPT },
        {
          role: 'user',
          content: 'Episode title: Deep Work\n\nTopic and details:\nFocus, flow and rest',
        },
      ],
    });
    expect(SCRIPT_SYSTEM_PROMPT).toMatch(/HOOK:.*INTRO:.*SEGMENT 1:.*CALL TO ACTION:.*OUTRO:/);
    expect(fake.violations).toEqual([]);
    expect(writer().engine).toBe('openai');
  });

  it('sends no Authorization to a keyless local server (Ollama, llama.cpp)', async () => {
    await fake.close();
    fake = await OpenAiChatFake.start({ apiKey: undefined, model: MODEL });
    const { pieces, error } = await run(writer({ apiKey: undefined }));
    expect(error).toBeUndefined();
    expect(pieces.join('')).toBe(fake.reply);
    expect(fake.requests.of('chat')[0]!.headers.authorization).toBeUndefined();
    expect(fake.violations).toEqual([]);
  });

  it('accepts a whole completion from a server that ignored stream: true', async () => {
    fake.scenario = 'whole-json';
    const { pieces, error } = await run();
    expect(error).toBeUndefined();
    expect(pieces).toEqual([fake.reply]);
  });

  it('fails with the vendor’s words on an error chunk mid-stream, after the text so far', async () => {
    fake.scenario = 'mid-stream-error';
    const { pieces, error } = await run();
    expect(pieces.length).toBeGreaterThan(0);
    expect(pieces.join('')).toBe(fake.pieces().slice(0, pieces.length).join(''));
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toBe(
      SCRIPT_VENDOR_MESSAGES.failed('The model crashed while generating.'),
    );
  });

  it('treats a stream that ends without [DONE] as cut off, not as a finished script', async () => {
    fake.scenario = 'no-done';
    const { pieces, error } = await run();
    expect(pieces.join('')).toBe(fake.reply);
    expect(error).toBeInstanceOf(EngineError);
    expect((error as Error).message).toBe(SCRIPT_VENDOR_MESSAGES.downloadFailed);
  });

  it('reports a content-filter stop as declined', async () => {
    fake.scenario = 'content-filter';
    expect((await failure()).message).toBe(SCRIPT_VENDOR_MESSAGES.blocked);
  });

  it('refuses a finished stream with no text as an empty script', async () => {
    fake.reply = '   ';
    expect((await failure()).message).toBe(EMPTY_SCRIPT_MESSAGE);
  });

  it.each([
    [{ status: 429 }, SCRIPT_VENDOR_MESSAGES.busy, true],
    [{ status: 429, code: 'insufficient_quota' }, SCRIPT_VENDOR_MESSAGES.outOfCredit, false],
    [{ status: 500 }, SCRIPT_VENDOR_MESSAGES.trouble, true],
    [{ status: 503 }, SCRIPT_VENDOR_MESSAGES.trouble, true],
    [
      { status: 404, message: 'The model `gpt-9` does not exist' },
      SCRIPT_VENDOR_MESSAGES.rejected('The model `gpt-9` does not exist.'),
      false,
    ],
  ])('maps HTTP %j to a clear message', async (answer, message, retryable) => {
    fake.failNext(answer);
    const error = await failure();
    expect({ message: error.message, retryable: error.retryable }).toEqual({ message, retryable });
    expect(fake.requests.count('chat')).toBe(1);
  });

  it('reports a key the server refuses (401) as a credentials problem', async () => {
    const error = await failure(writer({ apiKey: 'sk-wrong' }));
    expect(error).toMatchObject({ message: SCRIPT_VENDOR_MESSAGES.credentials, retryable: false });
  });

  it('reports an unreachable server', async () => {
    const baseUrl = fake.baseUrl;
    await fake.close();
    const chat = new OpenAiChatScriptWriter({ baseUrl, apiKey: API_KEY, model: MODEL });
    expect((await failure(chat)).message).toBe(SCRIPT_VENDOR_MESSAGES.unreachable);
    fake = await OpenAiChatFake.start({ apiKey: API_KEY, model: MODEL });
  });

  it('stops at once when the caller aborts, with its reason, and hangs up on the server', async () => {
    fake.scenario = 'stall';
    const controller = new AbortController();
    const reason = new Error('the listener left');
    const pieces: string[] = [];
    const writing = (async () => {
      for await (const piece of writer().write(input, controller.signal)) {
        pieces.push(piece);
        controller.abort(reason);
      }
    })();
    await expect(writing).rejects.toBe(reason);
    expect(pieces).toEqual([fake.pieces()[0]]);
    await fake.clientClosed();
  });

  it('gives up on a stream that goes silent, and on one that takes too long overall', async () => {
    fake.scenario = 'stall';
    const silent = await failure(writer({ timeouts: { idleMs: 100 } }));
    expect(silent).toMatchObject({ message: SCRIPT_VENDOR_MESSAGES.notResponding });
    const slow = await failure(writer({ timeouts: { totalMs: 150 } }));
    expect(slow).toMatchObject({ message: SCRIPT_VENDOR_MESSAGES.timedOut });
  });
});
