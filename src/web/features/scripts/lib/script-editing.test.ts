import { SCRIPT_MESSAGES } from '@shared/scripts';
import { describe, expect, it } from 'vitest';
import { checkScriptContent, scriptEditingReducer } from './script-editing';

describe('editing scripts', () => {
  it('edits one script at a time: opening another drops the first one’s draft', () => {
    let state = scriptEditingReducer(null, { type: 'edit', id: 'a', content: 'Original A' });
    state = scriptEditingReducer(state, { type: 'change', draft: 'Changed A' });
    expect(state).toEqual({ id: 'a', draft: 'Changed A' });
    state = scriptEditingReducer(state, { type: 'edit', id: 'b', content: 'Original B' });
    expect(state).toEqual({ id: 'b', draft: 'Original B' });
  });

  it('closes on Cancel or after saving, and ignores typing when nothing is open', () => {
    const open = scriptEditingReducer(null, { type: 'edit', id: 'a', content: 'A' });
    expect(scriptEditingReducer(open, { type: 'close' })).toBeNull();
    expect(scriptEditingReducer(null, { type: 'change', draft: 'x' })).toBeNull();
  });

  it('saves the trimmed text, and refuses an empty script', () => {
    expect(checkScriptContent('  New text \n')).toEqual({ ok: true, content: 'New text' });
    expect(checkScriptContent(' \n ')).toEqual({
      ok: false,
      message: SCRIPT_MESSAGES.contentRequired,
    });
  });
});
