/**
 * One voice sample plays at a time. Every play button has a key; the player is either idle or
 * busy with one key, first loading (the server may be synthesising the sample) then playing.
 */

export type SamplePhase = 'idle' | 'loading' | 'playing';

export type SamplePlayerState = { key: null } | { key: string; phase: 'loading' | 'playing' };

export const IDLE_PLAYER: SamplePlayerState = { key: null };

export type SamplePlayerEvent =
  /** A play button was pressed: its own sample stops, any other starts (replacing the current). */
  | { type: 'toggle'; key: string }
  /** The audio element began playing the sample for `key`. */
  | { type: 'playing'; key: string }
  /** The sample for `key` ended, failed or was stopped. */
  | { type: 'stopped'; key: string };

export function samplePlayerReducer(
  state: SamplePlayerState,
  event: SamplePlayerEvent,
): SamplePlayerState {
  switch (event.type) {
    case 'toggle':
      return state.key === event.key ? IDLE_PLAYER : { key: event.key, phase: 'loading' };
    case 'playing':
      // A late event from a sample that was already replaced must not mark the new one.
      return state.key === event.key ? { key: event.key, phase: 'playing' } : state;
    case 'stopped':
      return state.key === event.key ? IDLE_PLAYER : state;
  }
}

export function samplePhase(state: SamplePlayerState, key: string): SamplePhase {
  return state.key === key ? state.phase : 'idle';
}
