import { describe, expect, it } from 'vitest';
import { PREVIEW_BEDS, previewButtonLabel, previewReducer } from './music-preview';

describe('music bed previews', () => {
  it('offers every track but none', () => {
    expect(PREVIEW_BEDS).toEqual(['calm', 'upbeat', 'warm']);
  });

  it('plays one track at a time: a click switches, a second click stops', () => {
    let state = previewReducer(null, { type: 'toggle', bed: 'calm' });
    expect(state).toEqual({ bed: 'calm', phase: 'loading' });
    state = previewReducer(state, { type: 'playing', bed: 'calm' });
    expect(state).toEqual({ bed: 'calm', phase: 'playing' });
    state = previewReducer(state, { type: 'toggle', bed: 'warm' });
    expect(state).toEqual({ bed: 'warm', phase: 'loading' });
    expect(previewReducer(state, { type: 'toggle', bed: 'warm' })).toBeNull();
  });

  it('ignores the end of a track that was replaced', () => {
    const state = previewReducer(null, { type: 'toggle', bed: 'upbeat' });
    expect(previewReducer(state, { type: 'stopped', bed: 'calm' })).toBe(state);
    expect(previewReducer(state, { type: 'playing', bed: 'calm' })).toBe(state);
    expect(previewReducer(state, { type: 'stopped', bed: 'upbeat' })).toBeNull();
  });

  it('names what a click does', () => {
    expect(previewButtonLabel(null, 'calm')).toBe('Play the Calm preview');
    expect(previewButtonLabel({ bed: 'calm', phase: 'playing' }, 'calm')).toBe(
      'Stop the Calm preview',
    );
    expect(previewButtonLabel({ bed: 'calm', phase: 'playing' }, 'warm')).toBe(
      'Play the Warm preview',
    );
  });
});
