import { SCRIPT_MESSAGES, updateScriptBodySchema } from '@shared/scripts';

/**
 * Editing in 'Your Scripts': one script at a time (spec section 4). Opening another script's
 * editor replaces the first one's, which discards its unsaved text, as Cancel would.
 */
export type ScriptEditing = { id: string; draft: string } | null;

export type ScriptEditAction =
  | { type: 'edit'; id: string; content: string }
  | { type: 'change'; draft: string }
  /** Cancel, or saved: back to view mode. */
  | { type: 'close' };

export function scriptEditingReducer(state: ScriptEditing, action: ScriptEditAction) {
  switch (action.type) {
    case 'edit':
      return { id: action.id, draft: action.content };
    case 'change':
      return state && { ...state, draft: action.draft };
    case 'close':
      return null;
  }
}

export type CheckedScriptContent = { ok: true; content: string } | { ok: false; message: string };

/** The edited text as the server will store it (trimmed), or why it cannot be saved. */
export function checkScriptContent(draft: string): CheckedScriptContent {
  const parsed = updateScriptBodySchema.safeParse({ content: draft });
  if (parsed.success) return { ok: true, content: parsed.data.content };
  return {
    ok: false,
    message: draft.trim() ? SCRIPT_MESSAGES.failedToUpdate : SCRIPT_MESSAGES.contentRequired,
  };
}
