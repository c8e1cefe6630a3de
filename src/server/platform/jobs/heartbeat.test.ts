import { describe, expect, it } from 'vitest';
import { assertValidHeartbeat, DEFAULT_HEARTBEAT } from './heartbeat.js';

describe('heartbeat timing', () => {
  // That it is also sooner than any app job's timeout: src/server/modules/index.test.ts.
  it('recovers a dead worker well within a minute by default', () => {
    expect(() => assertValidHeartbeat(DEFAULT_HEARTBEAT)).not.toThrow();
    // Issue 15: retried within 60 s of the kill. Worst case: dead-after, then one more beat.
    const worstCaseMs = DEFAULT_HEARTBEAT.deadAfterMs + DEFAULT_HEARTBEAT.intervalMs;
    expect(worstCaseMs).toBeLessThan(60_000);
  });

  it('refuses a dead-after time shorter than three beats, and beats faster than 50 ms', () => {
    expect(() => assertValidHeartbeat({ intervalMs: 1_000, deadAfterMs: 2_999 })).toThrow(
      /at least 3 heartbeat intervals/,
    );
    expect(() => assertValidHeartbeat({ intervalMs: 10, deadAfterMs: 1_000 })).toThrow(/50 ms/);
    expect(() => assertValidHeartbeat({ intervalMs: 200, deadAfterMs: 600 })).not.toThrow();
  });
});
