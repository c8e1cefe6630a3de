import { describe, expect, it } from 'vitest';
import { planNarrationEncode } from './narration.js';

describe('planNarrationEncode', () => {
  it('joins the pieces in order into one 44.1 kHz mono MP3 without metadata', () => {
    expect(planNarrationEncode(['/w/piece-0.wav', '/w/piece-1.wav'], '/w/out.mp3')).toEqual([
      ...['-v', 'error', '-y', '-i', '/w/piece-0.wav', '-i', '/w/piece-1.wav'],
      '-filter_complex',
      '[0:a]aresample=44100,aformat=channel_layouts=mono[a0];' +
        '[1:a]aresample=44100,aformat=channel_layouts=mono[a1];' +
        '[a0][a1]concat=n=2:v=0:a=1[voice]',
      ...['-map', '[voice]', '-map_metadata', '-1', '-ac', '1', '-ar', '44100'],
      ...['-c:a', 'libmp3lame', '-b:a', '96k', '-compression_level', '5'],
      '/w/out.mp3',
    ]);
  });
});
