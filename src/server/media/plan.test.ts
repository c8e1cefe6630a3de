import { describe, expect, it } from 'vitest';
import {
  KEN_BURNS_MOVES,
  chooseKenBurnsMove,
  escapeFilterValue,
  frameCount,
  planBareEncode,
  planImageToVideo,
  planLoudnessSamples,
  planPodcastClip,
  planPosterExtraction,
  planTextToVideo,
  posterTime,
  pulseCommands,
} from './plan.js';

// Written out by hand (not imported) so a change to the encoder settings shows up here.
const HEAD = ['-hide_banner', '-nostdin', '-y', '-v', 'error', '-filter_threads', '1'];
const ENCODE = [
  '-c:v',
  'libx264',
  '-preset',
  'veryfast',
  '-x264-params',
  'me=dia:subme=1:partitions=none:rc-lookahead=10',
  '-crf',
  '23',
  '-pix_fmt',
  'yuv420p',
  '-threads',
  '3',
  '-r',
  '24',
  '-c:a',
  'aac',
  '-b:a',
  '128k',
  '-ar',
  '48000',
  '-ac',
  '2',
  '-movflags',
  '+faststart',
  '-f',
  'mp4',
  '-progress',
  'pipe:1',
  '-nostats',
];
const SILENCE = 'anullsrc=channel_layout=stereo:sample_rate=48000';
const EASE_192 = '(0.5-0.5*cos(PI*on/191))';

describe('planImageToVideo', () => {
  it('plans an eased zoom-in on each plane of the covered picture, with a silent track', () => {
    const zoompan = (size: string) =>
      `zoompan=z='1+0.15*${EASE_192}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2':d=192:s=${size}:fps=24`;
    expect(
      planImageToVideo({
        image: '/in/photo.jpg',
        output: '/work/video.mp4',
        width: 720,
        height: 1280,
        durationSeconds: 8,
        move: 'zoom-in',
      }),
    ).toEqual([
      ...HEAD,
      '-noautorotate',
      '-i',
      '/in/photo.jpg',
      '-f',
      'lavfi',
      '-t',
      '8',
      '-i',
      SILENCE,
      '-filter_complex',
      [
        '[0:v]trim=end_frame=1,scale=720:1280:force_original_aspect_ratio=increase,' +
          'crop=720:1280,setsar=1,format=yuv420p,extractplanes=y+u+v[kby][kbu][kbv]',
        `[kby]${zoompan('720x1280')}[kbyz]`,
        `[kbu]${zoompan('360x640')}[kbuz]`,
        `[kbv]${zoompan('360x640')}[kbvz]`,
        '[kbyz][kbuz][kbvz]mergeplanes=0x001020:yuv420p,setsar=1[v]',
      ].join(';'),
      '-map',
      '[v]',
      '-map',
      '1:a',
      ...ENCODE,
      '/work/video.mp4',
    ]);
  });

  it('writes each move as its own zoom and position expressions', () => {
    const graphFor = (move: (typeof KEN_BURNS_MOVES)[number]) =>
      planImageToVideo({
        image: '/in/a.png',
        output: '/out/b.mp4',
        width: 1280,
        height: 720,
        durationSeconds: 5,
        move,
      })[17]!.split(';')[1];
    const ease = '(0.5-0.5*cos(PI*on/119))';
    const tail = ':d=120:s=1280x720:fps=24[kbyz]';
    expect(graphFor('zoom-out')).toBe(
      `[kby]zoompan=z='1.15-0.15*${ease}':x='iw/2-iw/zoom/2':y='ih/2-ih/zoom/2'${tail}`,
    );
    expect(graphFor('pan-left')).toBe(
      `[kby]zoompan=z='1.15':x='(iw-iw/zoom)*(1-${ease})':y='ih/2-ih/zoom/2'${tail}`,
    );
    expect(graphFor('pan-right')).toBe(
      `[kby]zoompan=z='1.15':x='(iw-iw/zoom)*${ease}':y='ih/2-ih/zoom/2'${tail}`,
    );
  });

  it('stands a sideways phone photo upright from its EXIF orientation', () => {
    const graph = (orientation: number) =>
      planImageToVideo({
        image: '/in/a.jpg',
        output: '/out/b.mp4',
        width: 720,
        height: 1280,
        durationSeconds: 5,
        move: 'zoom-in',
        orientation,
      })[17]!;
    expect(graph(1)).toMatch(/^\[0:v\]trim=end_frame=1,scale=/);
    expect(graph(6)).toMatch(/^\[0:v\]trim=end_frame=1,transpose=1,scale=/);
    expect(graph(3)).toMatch(/^\[0:v\]trim=end_frame=1,hflip,vflip,scale=/);
    expect(graph(8)).toMatch(/^\[0:v\]trim=end_frame=1,transpose=2,scale=/);
  });

  it('with face-aware framing, crops the wide window and moves each edge in a line to the tight one', () => {
    const framing = {
      wide: { x: 0, y: 0.05, width: 1, height: 0.45 },
      tight: { x: 0.1, y: 0.1, width: 0.8, height: 0.36 },
      zoom: 1.25,
      panX: { min: 0.05, max: 0.15 },
      keep: { x: 0.3, y: 0.1, width: 0.3, height: 0.3 },
      fitted: false,
    };
    const graphFor = (move: (typeof KEN_BURNS_MOVES)[number]) =>
      planImageToVideo({
        image: '/in/a.png',
        output: '/out/b.mp4',
        width: 1280,
        height: 720,
        durationSeconds: 5,
        move,
        framing,
      })[17]!.split(';');
    const ease = '(0.5-0.5*cos(PI*on/119))';
    const tail = ':d=120:s=1280x720:fps=24[kbyz]';
    const [fit, zoomIn] = graphFor('zoom-in');
    expect(fit).toBe(
      '[0:v]trim=end_frame=1,crop=w=iw*1:h=ih*0.45:x=iw*0:y=ih*0.05,scale=1280:720,setsar=1,' +
        'format=yuv420p,extractplanes=y+u+v[kby][kbu][kbv]',
    );
    // The tight window sits 0.1 / 1 across and (0.1 - 0.05) / 0.45 down the wide one.
    expect(zoomIn).toBe(
      `[kby]zoompan=z='1/(1-0.2*${ease})':x='iw*0.1*${ease}':y='ih*0.1111*${ease}'${tail}`,
    );
    expect(graphFor('zoom-out')[1]).toBe(
      `[kby]zoompan=z='1/(1-0.2*(1-${ease}))':x='iw*0.1*(1-${ease})':y='ih*0.1111*(1-${ease})'${tail}`,
    );
    expect(graphFor('pan-right')[1]).toBe(
      `[kby]zoompan=z='1.25':x='iw*(0.05+0.1*${ease})':y='ih*0.1111'${tail}`,
    );
  });

  it('fits a close-up whole over a blurred, darkened copy when its window reaches past the picture', () => {
    // The picture's whole width shows in the middle 0.5 of a 16:9 frame, its top 0.8.
    const wide = { x: -0.5, y: 0, width: 2, height: 0.8 };
    const framing = {
      wide,
      tight: wide,
      zoom: 1,
      panX: { min: -0.5, max: -0.5 },
      keep: wide,
      fitted: true,
    };
    const graph = planImageToVideo({
      image: '/in/a.png',
      output: '/out/b.mp4',
      width: 1280,
      height: 720,
      durationSeconds: 5,
      move: 'zoom-in',
      framing,
    })[17]!.split(';');
    expect(graph.slice(0, 4)).toEqual([
      '[0:v]trim=end_frame=1,split[kbfita][kbfitb]',
      '[kbfita]scale=1280:720:force_original_aspect_ratio=increase,crop=1280:720,setsar=1,' +
        'boxblur=lr=30:lp=2,eq=brightness=-0.18:saturation=0.8[kbfitbg]',
      '[kbfitb]crop=w=iw*1:h=ih*0.8:x=iw*0:y=ih*0,scale=640:720,setsar=1[kbfitfg]',
      '[kbfitbg][kbfitfg]overlay=x=320:y=0,setsar=1,format=yuv420p,extractplanes=y+u+v[kby][kbu][kbv]',
    ]);
    // No move: zoom 1 throughout.
    expect(graph[4]).toContain("zoompan=z='1/(1-0*");
  });

  it('refuses sizes yuv420p cannot hold and relative paths', () => {
    const plan = {
      image: '/in/a.png',
      output: '/out/b.mp4',
      width: 720,
      height: 1280,
      durationSeconds: 5,
      move: 'zoom-in' as const,
    };
    expect(() => planImageToVideo({ ...plan, width: 721 })).toThrow(/must be even/);
    expect(() => planImageToVideo({ ...plan, image: 'a.png' })).toThrow(/absolute path/);
  });
});

describe('planTextToVideo', () => {
  it('moves the still gently and fades the caption in over it', () => {
    const ease = '(0.5-0.5*cos(PI*on/119))';
    const zoompan = (size: string) =>
      `zoompan=z='1.1':x='(iw-iw/zoom)*(1-${ease})':y='ih/2-ih/zoom/2':d=120:s=${size}:fps=24`;
    expect(
      planTextToVideo({
        still: '/work/still.png',
        caption: { image: '/work/caption.png', x: 96, y: 896 },
        output: '/work/video.mp4',
        width: 720,
        height: 1280,
        durationSeconds: 5,
        move: 'pan-left',
      }),
    ).toEqual([
      ...HEAD,
      '-noautorotate',
      '-i',
      '/work/still.png',
      '-noautorotate',
      '-i',
      '/work/caption.png',
      '-f',
      'lavfi',
      '-t',
      '5',
      '-i',
      SILENCE,
      '-filter_complex',
      [
        '[0:v]trim=end_frame=1,scale=720:1280:force_original_aspect_ratio=increase,' +
          'crop=720:1280,setsar=1,format=yuv420p,extractplanes=y+u+v[kby][kbu][kbv]',
        `[kby]${zoompan('720x1280')}[kbyz]`,
        `[kbu]${zoompan('360x640')}[kbuz]`,
        `[kbv]${zoompan('360x640')}[kbvz]`,
        '[kbyz][kbuz][kbvz]mergeplanes=0x001020:yuv420p,setsar=1[bg]',
        '[1:v]format=yuva420p,loop=loop=-1:size=1:start=0,setpts=N/(24*TB),' +
          'fade=t=in:st=0.2:d=0.5:alpha=1[caption]',
        '[bg][caption]overlay=x=96:y=896:shortest=1,format=yuv420p[v]',
      ].join(';'),
      '-map',
      '[v]',
      '-map',
      '2:a',
      ...ENCODE,
      '/work/video.mp4',
    ]);
  });
});

describe('planPodcastClip', () => {
  it('builds the zoom ladder, the trimmed and padded voice, and the waveform overlay', () => {
    const shade = '(1-0.6*pow(clip((Y/H-0.55)/0.45,0,1),1.3))';
    const ladder = [
      [0, '540:960', '0:0'],
      [1, '542:964', '1:2'],
      [2, '544:966', '2:2'],
      [3, '546:970', '3:4'],
      [4, '548:974', '4:6'],
      [5, '550:978', '5:7'],
      [6, '552:980', '6:8'],
      [7, '554:984', '7:10'],
      [8, '556:988', '8:11'],
      [9, '558:992', '9:13'],
      [10, '560:994', '10:14'],
    ].map(
      ([k, size, at]) =>
        `[p${k}]scale=${size},crop=540:960:${at},loop=loop=299:size=1:start=0,` +
        `setpts=N/(24*TB)${k === 0 ? ',sendcmd=f=/work/pulse.txt' : ''}[l${k}]`,
    );
    expect(
      planPodcastClip({
        portrait: '/in/portrait.png',
        audio: '/in/voice.mp3',
        pulseScript: '/work/pulse.txt',
        output: '/work/video.mp4',
        width: 540,
        height: 960,
        durationSeconds: 12.5,
      }),
    ).toEqual([
      ...HEAD,
      '-noautorotate',
      '-i',
      '/in/portrait.png',
      '-t',
      '12.5',
      '-i',
      '/in/voice.mp3',
      '-filter_complex',
      [
        '[0:v]trim=end_frame=1,scale=562:998:force_original_aspect_ratio=increase,' +
          `crop=562:998,setsar=1,format=yuv420p,geq=lum='lum(X,Y)*${shade}':` +
          `cb='128+(cb(X,Y)-128)*${shade}':cr='128+(cr(X,Y)-128)*${shade}',` +
          'split=12[p0][p1][p2][p3][p4][p5][p6][p7][p8][p9][p10][p11]',
        ...ladder,
        '[p11]crop=540:960:11:15,loop=loop=299:size=1:start=0,setpts=N/(24*TB)[l11]',
        '[l0][l1][l2][l3][l4][l5][l6][l7][l8][l9][l10][l11]' +
          'streamselect@pulse=inputs=12:map=0[portrait]',
        '[1:a]aresample=48000,aformat=sample_fmts=fltp:channel_layouts=stereo,' +
          'apad=whole_len=600000,atrim=end_sample=600000,afade=t=out:st=12.3:d=0.2,' +
          'asplit=2[voice][forwave]',
        '[forwave]aformat=channel_layouts=mono,aresample=20736,showwaves=s=432x116:mode=cline' +
          ':n=2:rate=24:colors=white@0.9:scale=sqrt:draw=full[wave]',
        '[portrait][wave]overlay=x=54:y=768:eof_action=pass,format=yuv420p,setsar=1,' +
          'fade=t=out:st=12.3:d=0.2[v]',
      ].join(';'),
      '-map',
      '[v]',
      '-map',
      '[voice]',
      ...ENCODE,
      '/work/video.mp4',
    ]);
  });

  it('escapes the pulse script path for the filtergraph', () => {
    const args = planPodcastClip({
      portrait: '/in/p.png',
      audio: '/in/v.wav',
      pulseScript: "/tmp/a b/it's:[x],y;z.txt",
      output: '/out/v.mp4',
      width: 540,
      height: 540,
      durationSeconds: 2,
    });
    expect(args[args.indexOf('-filter_complex') + 1]).toContain(
      "sendcmd=f=/tmp/a b/it\\\\\\'s\\\\:\\[x\\]\\,y\\;z.txt[l0]",
    );
  });

  it('decodes the loudness samples as mono 8 kHz PCM, no longer than the clip', () => {
    expect(
      planLoudnessSamples({
        audio: '/in/voice.mp3',
        durationSeconds: 12.5,
        output: '/work/loudness.pcm',
      }),
    ).toEqual([
      ...HEAD,
      '-t',
      '12.5',
      '-i',
      '/in/voice.mp3',
      '-map',
      '0:a:0',
      '-ac',
      '1',
      '-ar',
      '8000',
      '-c:a',
      'pcm_s16le',
      '-f',
      's16le',
      '/work/loudness.pcm',
    ]);
  });

  it('switches the pulse level only when it changes, at the frame time', () => {
    expect(pulseCommands([0, 0, 3, 3, 11, 40, -2])).toBe(
      [
        '0.0000 streamselect@pulse map 0;',
        '0.0833 streamselect@pulse map 3;',
        '0.1667 streamselect@pulse map 11;',
        '0.2500 streamselect@pulse map 0;',
        '',
      ].join('\n'),
    );
  });
});

describe('posters, the benchmark floor and helpers', () => {
  it('takes one JPEG frame, seeking before decoding', () => {
    expect(
      planPosterExtraction({
        video: '/work/video.mp4',
        output: '/work/poster.jpg',
        durationSeconds: 8,
        frameRate: 24,
      }),
    ).toEqual([
      ...HEAD,
      '-ss',
      '0.9792',
      '-i',
      '/work/video.mp4',
      '-frames:v',
      '1',
      '-q:v',
      '3',
      '-pix_fmt',
      'yuvj420p',
      '-f',
      'image2',
      '-c:v',
      'mjpeg',
      '/work/poster.jpg',
    ]);
  });

  it('takes the poster at the frame one second in, or a quarter of the way through', () => {
    // Half a frame before the chosen frame starts, so ffmpeg's seek keeps exactly that frame.
    expect(posterTime(8, 24)).toBeCloseTo(23.5 / 24, 9); // frame 24, at 1 s
    expect(posterTime(2, 24)).toBeCloseTo(11.5 / 24, 9); // frame 12, at 0.5 s
    expect(posterTime(2, 10)).toBeCloseTo(4.5 / 10, 9); // the video's own frame rate
    expect(posterTime(2, null)).toBeCloseTo(11.5 / 24, 9); // unknown rate: ours
    expect(posterTime(null, 24)).toBe(0);
    expect(posterTime(0, 24)).toBe(0);
  });

  it('never asks for a poster past the last frame of a very short clip', () => {
    // One frame (what a 0.01 s request rendered): the only frame there is.
    expect(posterTime(1 / 24, 24)).toBe(0);
    expect(posterTime(0.01, 24)).toBe(0);
    // Three frames: a quarter in would be inside the first; the first it is.
    expect(posterTime(3 / 24, 24)).toBe(0);
    for (const frames of [1, 2, 5, 23, 24, 25, 47, 48, 240]) {
      const duration = frames / 24;
      const time = posterTime(duration, 24);
      expect(time).toBeGreaterThanOrEqual(0);
      // The kept frame starts at or after `time` and is one of the video's frames.
      expect(Math.ceil(time * 24 - 1e-9)).toBeLessThanOrEqual(frames - 1);
    }
  });

  it('bare-encodes N frames of a still decoded once, with the same encoder settings', () => {
    expect(
      planBareEncode({
        still: '/in/photo.jpg',
        output: '/work/bare.mp4',
        width: 720,
        height: 1280,
        frames: 192,
      }),
    ).toEqual([
      ...HEAD,
      '-noautorotate',
      '-i',
      '/in/photo.jpg',
      '-f',
      'lavfi',
      '-t',
      '8',
      '-i',
      SILENCE,
      '-filter_complex',
      '[0:v]trim=end_frame=1,scale=720:1280:force_original_aspect_ratio=increase,' +
        'crop=720:1280,setsar=1,format=yuv420p,loop=loop=191:size=1:start=0,setpts=N/(24*TB)[v]',
      '-map',
      '[v]',
      '-map',
      '1:a',
      ...ENCODE,
      '/work/bare.mp4',
    ]);
  });

  it('counts frames at 24 fps, rounding to the nearest frame', () => {
    expect(frameCount(8)).toBe(192);
    expect(frameCount(5.37)).toBe(129);
    expect(frameCount(0.01)).toBe(1);
  });

  it('escapes values twice: for the option parser and for the graph parser', () => {
    expect(escapeFilterValue('/plain/path.txt')).toBe('/plain/path.txt');
    expect(escapeFilterValue('a:b')).toBe('a\\\\:b');
    expect(escapeFilterValue("it's")).toBe("it\\\\\\'s");
    expect(escapeFilterValue('[a],b;c')).toBe('\\[a\\]\\,b\\;c');
  });
});

describe('chooseKenBurnsMove', () => {
  it('follows the first move the prompt names', () => {
    expect(chooseKenBurnsMove('Slowly zoom in on the lake', 1)).toBe('zoom-in');
    expect(chooseKenBurnsMove('Zooming out over the city', 1)).toBe('zoom-out');
    expect(chooseKenBurnsMove('pan-left across the room', 1)).toBe('pan-left');
    expect(chooseKenBurnsMove('PANNING RIGHT, then zoom in', 1)).toBe('pan-right');
    expect(chooseKenBurnsMove('zoom out, then pan left', 1)).toBe('zoom-out');
    for (const seed of [1, 2, 3, 4, 5]) {
      // "zoo in" and "panorama" name no move: the seed decides, as for any other prompt.
      expect(chooseKenBurnsMove('a panorama of the zoo in spring', seed)).toBe(
        chooseKenBurnsMove('a beach', seed),
      );
    }
  });

  it('otherwise picks by seed: the same seed always, every move across seeds', () => {
    const picks = Array.from({ length: 40 }, (_, seed) => chooseKenBurnsMove('a beach', seed));
    expect(new Set(picks)).toEqual(new Set(KEN_BURNS_MOVES));
    expect(chooseKenBurnsMove('a beach', 123_456)).toBe(chooseKenBurnsMove('a beach', 123_456));
  });
});
