import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OpenAiChatFake } from '../../../../test/fakes/openai-chat-fake.js';
import { EngineError } from '../../kernel/engine-error.js';
import { OpenAiChatScriptWriter } from './openai-chat.js';
import { METADATA_SYSTEM_PROMPT, parseMetadataAnswer } from './openai-metadata.js';

const API_KEY = 'sk-test-chat';
const MODEL = 'gpt-4o-mini';
const poster = { bytes: Buffer.from('fake-jpeg-bytes'), contentType: 'image/jpeg' };
const input = { prompt: 'A sunny loft full of plants', kind: 'a short video', poster };

let fake: OpenAiChatFake;
beforeEach(async () => {
  fake = await OpenAiChatFake.start({ apiKey: API_KEY, model: MODEL });
});
afterEach(() => fake.close());

const writer = () =>
  new OpenAiChatScriptWriter({ baseUrl: fake.baseUrl, apiKey: API_KEY, model: MODEL });
const signal = () => new AbortController().signal;

describe('video metadata from an OpenAI-compatible chat model (analyze-image-for-metadata)', () => {
  it('shows the model the prompt and the poster and reads its JSON answer', async () => {
    const draft = await writer().videoMetadata(input, signal());
    expect(draft).toEqual({
      title: 'A Sunny Loft',
      description: 'Plants and light.',
      tags: ['loft', 'plants'],
    });
    expect(fake.violations).toEqual([]);
    const [call] = fake.requests.of('chat');
    const body = call!.json as {
      messages: { role: string; content: unknown }[];
      response_format: unknown;
    };
    expect(body.response_format).toEqual({ type: 'json_object' });
    expect(body.messages[0]).toEqual({ role: 'system', content: METADATA_SYSTEM_PROMPT });
    expect(body.messages[1]!.content).toEqual([
      { type: 'text', text: expect.stringContaining('A sunny loft full of plants') },
      {
        type: 'image_url',
        image_url: { url: `data:image/jpeg;base64,${poster.bytes.toString('base64')}` },
      },
    ]);
  });

  it('fails with a worded EngineError when the model cannot see, or answers nonsense', async () => {
    fake.scenario = 'no-vision';
    const refused = await writer()
      .videoMetadata(input, signal())
      .catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(EngineError);
    expect((refused as EngineError).message).toContain('image_url is only supported');

    fake.scenario = 'stream';
    fake.metadataReply = 'Sure! Here is a title: Loft';
    const nonsense = await writer()
      .videoMetadata(input, signal())
      .catch((e: unknown) => e);
    expect(nonsense).toBeInstanceOf(EngineError);

    fake.failNext({ status: 503 });
    const down = await writer()
      .videoMetadata(input, signal())
      .catch((e: unknown) => e);
    expect((down as EngineError).retryable).toBe(true);
  });

  it('reads fenced JSON and tags given as one string', () => {
    expect(
      parseMetadataAnswer('```json\n{"title":"T","description":"D","tags":"a, b"}\n```'),
    ).toEqual({
      title: 'T',
      description: 'D',
      tags: ['a', ' b'],
    });
  });
});
