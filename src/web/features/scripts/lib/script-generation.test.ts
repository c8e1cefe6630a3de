import { SCRIPT_MESSAGES } from '@shared/scripts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import {
  applyStreamEvent,
  checkScriptForm,
  EMPTY_DRAFT,
  generationFailureToast,
  isAbort,
} from './script-generation';
import { ScriptStreamError } from './script-stream';

describe('the Script Writer form', () => {
  it('needs both a title and a topic, non-blank after trimming', () => {
    const refused = { ok: false, message: 'Please provide both a title and topic' };
    expect(checkScriptForm({ title: '', topic: 'Focus' })).toEqual(refused);
    expect(checkScriptForm({ title: 'Deep work', topic: ' \n\t ' })).toEqual(refused);
    expect(checkScriptForm({ title: '   ', topic: '   ' })).toEqual(refused);
  });

  it('sends both trimmed', () => {
    expect(checkScriptForm({ title: '  Deep work ', topic: '\nFocus, habits  ' })).toEqual({
      ok: true,
      body: { title: 'Deep work', topic: 'Focus, habits' },
    });
  });
});

describe('the live preview', () => {
  it('names the engine at start and grows with every delta', () => {
    let draft = applyStreamEvent(EMPTY_DRAFT, { type: 'start', engine: 'local' });
    draft = applyStreamEvent(draft, { type: 'delta', text: 'Welcome ' });
    draft = applyStreamEvent(draft, { type: 'delta', text: 'back.' });
    expect(draft).toEqual({ engine: 'local', text: 'Welcome back.' });
    expect(applyStreamEvent(draft, { type: 'error', error: 'x' })).toBe(draft);
  });
});

describe('generation failure toasts', () => {
  const failed = SCRIPT_MESSAGES.failedToGenerate;

  it('shows the server’s own words for a refusal before the stream (400, 401, 429)', () => {
    const limit = SCRIPT_MESSAGES.dailyLimit(20);
    expect(generationFailureToast(new ApiError(429, limit, { error: limit }))).toEqual({
      title: limit,
    });
    const blank = { error: SCRIPT_MESSAGES.titleAndTopicRequired };
    expect(generationFailureToast(new ApiError(400, 'x', blank))).toEqual({
      title: SCRIPT_MESSAGES.titleAndTopicRequired,
    });
    expect(generationFailureToast(new ApiError(429, 'x', '<html>'))).toEqual({ title: failed });
  });

  it('says the spec’s words, with the reason under them, for a failure while writing', () => {
    expect(generationFailureToast(new ScriptStreamError('Model offline'))).toEqual({
      title: failed,
      description: 'Model offline',
    });
    expect(generationFailureToast(new ScriptStreamError(failed))).toEqual({ title: failed });
  });

  it('says the spec’s words alone for server errors and lost connections', () => {
    expect(generationFailureToast(new ApiError(500, 'boom', { error: 'boom' }))).toEqual({
      title: failed,
    });
    expect(generationFailureToast(new ApiError(0, failed))).toEqual({ title: failed });
    expect(generationFailureToast(new TypeError('network'))).toEqual({ title: failed });
  });

  it('does not report a request the page cancelled', () => {
    expect(isAbort(new DOMException('stop', 'AbortError'))).toBe(true);
    expect(isAbort(new ScriptStreamError('x'))).toBe(false);
  });
});
