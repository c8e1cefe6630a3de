import { describe, expect, it } from 'vitest';
import { planAudiogram, type AudiogramPlan } from './plan.js';

const plan: AudiogramPlan = {
  card: '/w/card.png',
  wave: { x: 44, y: 640, width: 452, height: 172 },
  progress: { x: 44, y: 860, width: 452, height: 8, colour: '#E4572E' },
  audio: '/w/voice.wav',
  output: '/w/video.mp4',
  width: 540,
  height: 960,
  durationSeconds: 12.5,
};

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;

describe('planAudiogram', () => {
  it('decodes the card once, reads raw waveform frames from stdin and the voice for the clip length', () => {
    const args = planAudiogram(plan);
    expect(args.slice(args.indexOf('-i'), args.indexOf('-filter_complex'))).toEqual([
      '-i',
      '/w/card.png',
      '-f',
      'rawvideo',
      '-pix_fmt',
      'rgba',
      '-s',
      '452x172',
      '-framerate',
      '24',
      '-i',
      'pipe:0',
      '-t',
      '12.5',
      '-i',
      '/w/voice.wav',
    ]);
    expect(args.at(-1)).toBe('/w/video.mp4');
    expect(args).toContain('[voice]');
  });

  it('slides the fill into the card’s own track: empty at 0 s, full at the end', () => {
    const graph = graphOf(planAudiogram(plan));
    // 12.5 s is 300 frames: the card's one frame and 299 repeats.
    expect(graph).toContain('[0:v]loop=loop=299:size=1:start=0,setpts=N/(24*TB),setsar=1');
    expect(graph).toContain('[trackcard]crop=452:8:44:860[track]');
    expect(graph).toContain('color=c=0xE4572E:s=452x8:r=24[fill]');
    expect(graph).toContain("[track][fill]overlay=x='-w+w*t/12.5':y=0:shortest=1[bar]");
    expect(graph).toContain('[card][bar]overlay=x=44:y=860[carded]');
    expect(graph).toContain('[carded][1:v]overlay=x=44:y=640:eof_action=pass,format=yuv420p[v]');
    // The voice padded or trimmed to exactly 12.5 s at 48 kHz.
    expect(graph).toContain('apad=whole_len=600000,atrim=end_sample=600000[voice]');
  });

  it('draws captions last, over the card and the waveform', () => {
    const graph = graphOf(
      planAudiogram({ ...plan, subtitles: { assPath: '/w/c.ass', fontsDir: '/fonts' } }),
    );
    expect(graph).toMatch(/format=yuv420p,(subtitles|ass)=.*\[v\]/);
  });

  it('refuses relative paths, odd frames, a colour that is not #rrggbb and an empty bar', () => {
    expect(() => planAudiogram({ ...plan, card: 'card.png' })).toThrow();
    expect(() => planAudiogram({ ...plan, width: 541 })).toThrow();
    expect(() => planAudiogram({ ...plan, wave: { ...plan.wave, width: 451 } })).toThrow();
    expect(() =>
      planAudiogram({ ...plan, progress: { ...plan.progress, colour: 'red' } }),
    ).toThrow();
    expect(() =>
      planAudiogram({ ...plan, progress: { ...plan.progress, colour: "#fff';" } }),
    ).toThrow();
    expect(() => planAudiogram({ ...plan, progress: { ...plan.progress, width: 0 } })).toThrow();
  });
});
