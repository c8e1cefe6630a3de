import type { Voiceover } from '@shared/voiceovers';
import { describe, expect, it } from 'vitest';
import { finishedSince, voiceoverCaptionsUrl, voiceoverPollInterval } from './voiceover-display';

function voiceover(id: string, status: Voiceover['status']): Voiceover {
  return {
    id,
    scriptId: 's1',
    voiceRowId: 'v1',
    voiceName: 'Rachel',
    engine: 'local',
    status,
    cost: 1,
    characters: 420,
    durationMs: status === 'ready' ? 7_400 : null,
    captionTiming: status === 'ready' ? 'syllables' : null,
    audioUrl: status === 'ready' ? '/files/a.mp3' : null,
    error: status === 'failed' ? 'The voice engine failed' : null,
    createdAt: '2025-01-01T00:00:00.000Z',
  };
}

describe('voiceover list polling', () => {
  it('re-reads every 2 s while one is queued or processing, and stops when all are done', () => {
    expect(voiceoverPollInterval(undefined)).toBe(false);
    expect(voiceoverPollInterval([])).toBe(false);
    expect(voiceoverPollInterval([voiceover('a', 'ready'), voiceover('b', 'queued')])).toBe(2_000);
    expect(voiceoverPollInterval([voiceover('a', 'processing')])).toBe(2_000);
    expect(voiceoverPollInterval([voiceover('a', 'ready'), voiceover('b', 'failed')])).toBe(false);
  });
});

describe('voiceovers that finished while the page was open', () => {
  it('reports the ones seen working that are now ready or failed', () => {
    const before = [
      voiceover('a', 'queued'),
      voiceover('b', 'processing'),
      voiceover('c', 'queued'),
    ];
    const after = [voiceover('a', 'ready'), voiceover('b', 'failed'), voiceover('c', 'processing')];
    expect(
      finishedSince(before, after).map(({ voiceover: item, outcome }) => [item.id, outcome]),
    ).toEqual([
      ['a', 'ready'],
      ['b', 'failed'],
    ]);
  });

  it('says nothing about ones already done, or new ones it never saw working', () => {
    expect(finishedSince([voiceover('a', 'ready')], [voiceover('a', 'ready')])).toEqual([]);
    expect(finishedSince([], [voiceover('n', 'ready')])).toEqual([]);
  });
});

describe('voiceover details', () => {
  it('links the captions downloads', () => {
    expect(voiceoverCaptionsUrl('v 1', 'srt')).toBe('/api/voiceovers/v%201/captions.srt');
    expect(voiceoverCaptionsUrl('abc', 'vtt')).toBe('/api/voiceovers/abc/captions.vtt');
  });
});
