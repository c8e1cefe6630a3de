import { describe, expect, it } from 'vitest';
import {
  IDLE_PLAYER,
  samplePhase,
  samplePlayerReducer,
  type SamplePlayerState,
} from './sample-player';

const run = (...events: Parameters<typeof samplePlayerReducer>[1][]): SamplePlayerState =>
  events.reduce(samplePlayerReducer, IDLE_PLAYER);

describe('samplePlayerReducer', () => {
  it('loads, then plays, then goes idle when the sample ends', () => {
    const loading = run({ type: 'toggle', key: 'a' });
    expect(samplePhase(loading, 'a')).toBe('loading');
    const playing = samplePlayerReducer(loading, { type: 'playing', key: 'a' });
    expect(samplePhase(playing, 'a')).toBe('playing');
    expect(samplePlayerReducer(playing, { type: 'stopped', key: 'a' })).toEqual(IDLE_PLAYER);
  });

  it('stops the sample when its own button is pressed again, loading or playing', () => {
    expect(run({ type: 'toggle', key: 'a' }, { type: 'toggle', key: 'a' })).toEqual(IDLE_PLAYER);
    expect(
      run(
        { type: 'toggle', key: 'a' },
        { type: 'playing', key: 'a' },
        { type: 'toggle', key: 'a' },
      ),
    ).toEqual(IDLE_PLAYER);
  });

  it('plays one sample at a time: another button replaces the current one', () => {
    const state = run(
      { type: 'toggle', key: 'a' },
      { type: 'playing', key: 'a' },
      { type: 'toggle', key: 'b' },
    );
    expect(samplePhase(state, 'a')).toBe('idle');
    expect(samplePhase(state, 'b')).toBe('loading');
  });

  it('ignores late events of a replaced sample', () => {
    const state = run({ type: 'toggle', key: 'a' }, { type: 'toggle', key: 'b' });
    expect(samplePlayerReducer(state, { type: 'playing', key: 'a' })).toBe(state);
    expect(samplePlayerReducer(state, { type: 'stopped', key: 'a' })).toBe(state);
  });
});
