import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { LocalScriptWriter } from './local/index.js';
import { OpenAiChatScriptWriter } from './openai-chat.js';
import { spokenText } from './port.js';
import { createScriptWriter } from './registry.js';

const APP_SECRET = 'x'.repeat(40);
const writerFor = (env: Record<string, string> = {}) =>
  createScriptWriter(loadConfig({ APP_SECRET, ...env }));

describe('createScriptWriter', () => {
  it('writes locally when no chat model is configured', () => {
    expect(writerFor()).toBeInstanceOf(LocalScriptWriter);
    expect(writerFor({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1' }).engine).toBe('local');
  });

  it('uses the chat model with a key, or with a base URL and model for a keyless server', () => {
    const openai = writerFor({ OPENAI_API_KEY: 'sk-test' });
    expect(openai).toBeInstanceOf(OpenAiChatScriptWriter);
    expect(openai.engine).toBe('openai');
    const ollama = writerFor({
      OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1',
      OPENAI_MODEL: 'llama3.2',
    });
    expect(ollama).toBeInstanceOf(OpenAiChatScriptWriter);
  });
});

describe('spokenText', () => {
  it('drops the section labels and keeps what is said', () => {
    const script =
      'HOOK:\nHello there.\n\nSEGMENT 1:\nIdea one: focus.\n\nCALL TO ACTION:\nShare it.';
    expect(spokenText(script)).toBe('Hello there.\n\nIdea one: focus.\n\nShare it.');
  });
});
