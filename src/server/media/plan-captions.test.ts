import { describe, expect, it } from 'vitest';
import {
  VIDEO_CODEC_ARGS,
  assFilter,
  planBurnCaptions,
  planPodcastClip,
  type PodcastClipPlan,
} from './plan.js';

/** The captions' filter in the podcast clip's single pass, and the extra pass for vendor videos. */

const graphOf = (args: string[]) => args[args.indexOf('-filter_complex') + 1]!;
const CLIP: PodcastClipPlan = {
  portrait: '/in/portrait.png',
  audio: '/in/voice.mp3',
  pulseScript: '/work/pulse.txt',
  output: '/work/video.mp4',
  width: 540,
  height: 960,
  durationSeconds: 12.5,
};
const FONTS = '/app/node_modules/@expo-google-fonts/inter/800ExtraBold';

describe('assFilter', () => {
  it('names the file and the fonts folder, escaped twice for -filter_complex', () => {
    expect(assFilter({ assPath: '/work/captions.ass', fontsDir: FONTS })).toBe(
      `ass=filename=/work/captions.ass:fontsdir=${FONTS}`,
    );
    expect(assFilter({ assPath: "/tmp/it's: [odd], dir;/c.ass", fontsDir: '/fonts/a,b' })).toBe(
      "ass=filename=/tmp/it\\\\\\'s\\\\: \\[odd\\]\\, dir\\;/c.ass:fontsdir=/fonts/a\\,b",
    );
  });

  it('refuses relative paths (ffmpeg would read "name:rest" as a protocol)', () => {
    expect(() => assFilter({ assPath: 'captions.ass', fontsDir: FONTS })).toThrow(RangeError);
    expect(() => assFilter({ assPath: '/w/c.ass', fontsDir: 'fonts' })).toThrow(RangeError);
  });
});

describe('planPodcastClip with subtitles', () => {
  it('draws the captions last, on the final chain after the waveform overlay', () => {
    const plain = planPodcastClip(CLIP);
    const captioned = planPodcastClip({
      ...CLIP,
      subtitles: { assPath: '/work/captions.ass', fontsDir: FONTS },
    });
    const finalChain = graphOf(captioned).split(';').at(-1);
    expect(finalChain).toBe(
      '[portrait][wave]overlay=x=54:y=768:eof_action=pass,format=yuv420p,setsar=1,' +
        `fade=t=out:st=${CLIP.durationSeconds - 0.2}:d=0.2,` +
        `ass=filename=/work/captions.ass:fontsdir=${FONTS}[v]`,
    );
    // Everything else is the same render: inputs, the rest of the graph, encoder, output.
    const withoutAss = (args: string[]) =>
      args.map((arg) => arg.replace(/,ass=[^;]*\[v\]$/, '[v]'));
    expect(withoutAss(captioned)).toEqual(plain);
  });

  it('has no ass filter without subtitles', () => {
    expect(graphOf(planPodcastClip(CLIP))).not.toContain('ass=');
  });

  it('escapes the subtitle paths and refuses relative ones', () => {
    const args = planPodcastClip({
      ...CLIP,
      subtitles: { assPath: "/tmp/a b/it's:[x],y;z/captions.ass", fontsDir: FONTS },
    });
    expect(graphOf(args)).toContain(
      "ass=filename=/tmp/a b/it\\\\\\'s\\\\:\\[x\\]\\,y\\;z/captions.ass:fontsdir=",
    );
    expect(() =>
      planPodcastClip({ ...CLIP, subtitles: { assPath: 'c.ass', fontsDir: FONTS } }),
    ).toThrow(RangeError);
  });
});

describe('planBurnCaptions', () => {
  it('re-encodes the video with the captions drawn on and copies the sound', () => {
    expect(
      planBurnCaptions({
        input: '/work/video.mp4',
        assPath: '/work/captions-pass.ass',
        fontsDir: FONTS,
        output: '/work/video-captioned.mp4',
      }),
    ).toEqual([
      '-hide_banner',
      '-nostdin',
      '-y',
      '-v',
      'error',
      '-filter_threads',
      '1',
      '-i',
      '/work/video.mp4',
      '-filter_complex',
      `[0:v:0]ass=filename=/work/captions-pass.ass:fontsdir=${FONTS}[v]`,
      '-map',
      '[v]',
      '-map',
      '0:a:0?',
      // The shared settings (pinned in plan.test.ts): libx264 veryfast, CRF 23, yuv420p, 24 fps.
      ...VIDEO_CODEC_ARGS,
      '-c:a',
      'copy',
      '-movflags',
      '+faststart',
      '-f',
      'mp4',
      '-progress',
      'pipe:1',
      '-nostats',
      '/work/video-captioned.mp4',
    ]);
  });

  it('escapes the paths inside the graph, not the input and output arguments', () => {
    const args = planBurnCaptions({
      input: "/w/it's [1].mp4",
      assPath: "/w/it's [1].ass",
      fontsDir: FONTS,
      output: '/w/out, final.mp4',
    });
    expect(args).toContain("/w/it's [1].mp4");
    expect(args.at(-1)).toBe('/w/out, final.mp4');
    expect(graphOf(args)).toBe(
      `[0:v:0]ass=filename=/w/it\\\\\\'s \\[1\\].ass:fontsdir=${FONTS}[v]`,
    );
  });

  it('refuses relative paths', () => {
    const plan = { input: '/w/v.mp4', assPath: '/w/c.ass', fontsDir: FONTS, output: '/w/o.mp4' };
    expect(() => planBurnCaptions({ ...plan, input: 'v.mp4' })).toThrow(RangeError);
    expect(() => planBurnCaptions({ ...plan, output: 'o.mp4' })).toThrow(RangeError);
    expect(() => planBurnCaptions({ ...plan, assPath: 'c.ass' })).toThrow(RangeError);
  });
});
