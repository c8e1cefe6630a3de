import type { MusicBed } from '@shared/videos';
import {
  AUDIO_ENCODER_ARGS,
  AUDIO_SAMPLE_RATE,
  GLOBAL_ARGS,
  MP4_ARGS,
  PROGRESS_ARGS,
  assertAbsolute,
  escapeFilterValue,
  num,
} from './plan-common.js';

/**
 * Music beds made here, not downloaded: each track is an ffmpeg `aevalsrc` expression (sines
 * with envelopes over a four-chord progression), so it is royalty-free by construction and
 * costs no files. Three moods: Calm (a soft electric-piano pad), Upbeat (a plucked arpeggio
 * over a bass and a soft kick at 120 bpm) and Warm (a low organ-like drone with a slow swell).
 */

type Chord = readonly number[];
const HZ: Record<string, number> = {
  F2: 87.31, G2: 98, A2: 110, C3: 130.81, D3: 146.83, E3: 164.81, F3: 174.61, G3: 196,
  A3: 220, B3: 246.94, C4: 261.63, D4: 293.66, E4: 329.63, F4: 349.23, G4: 392, A4: 440,
  B4: 493.88, C5: 523.25, D5: 587.33, E5: 659.25,
}; // prettier-ignore
const chord = (...names: string[]): Chord => names.map((name) => HZ[name]!);

/** I–vi–IV–V in C: the most familiar, least surprising progression. */
const PROGRESSION: readonly Chord[] = [
  chord('C4', 'E4', 'G4', 'B4'),
  chord('A3', 'C4', 'E4', 'G4'),
  chord('F3', 'A3', 'C4', 'E4'),
  chord('G3', 'B3', 'D4', 'G4'),
];
const BASS: readonly number[] = [HZ.C3!, HZ.A2!, HZ.F2!, HZ.G2!];

/**
 * `values[k]` for the chord playing at time t when each chord lasts `seconds`: nested ifs on
 * the chord's index (aevalsrc has no arrays).
 */
function perChord(values: readonly number[], seconds: number): string {
  const index = `mod(floor(t/${seconds}),${values.length})`;
  return values
    .slice(0, -1)
    .reduceRight(
      (rest, value, k) => `if(eq(${index},${k}),${num(value)},${rest})`,
      num(values.at(-1)!),
    );
}

const sine = (frequency: string, detune = 1) => `sin(2*PI*${frequency}*${num(detune)}*t)`;

/** One channel of a bed; `detune` (1.003 on the right) makes it a little wide. */
function channel(bed: Exclude<MusicBed, 'none'>, detune: number): string {
  const voice = (k: number, seconds: number) =>
    perChord(
      PROGRESSION.map((c) => c[k]!),
      seconds,
    );
  switch (bed) {
    case 'calm': {
      // Each chord swells in and out over its 4 s, so the changes never click.
      const swell = 'pow(sin(PI*mod(t,4)/4),0.6)';
      const notes = [0, 1, 2, 3].map((k) => sine(voice(k, 4), detune));
      return `0.09*${swell}*(${notes.join('+')})*(0.85+0.15*sin(2*PI*0.2*t))`;
    }
    case 'upbeat': {
      // Eighth notes (0.25 s) climbing the chord, a bass on each beat, a soft kick under it.
      const step = 'mod(floor(t*4),4)';
      const arpeggio = [0, 1, 2, 3]
        .map((k) => `eq(${step},${k})*${sine(voice(k, 2), detune)}`)
        .join('+');
      const pluck = 'exp(-7*mod(t,0.25))';
      const bass = `${sine(perChord(BASS, 2), detune)}*exp(-4*mod(t,0.5))`;
      const beat = 'mod(t,0.5)';
      const kick = `sin(2*PI*(45+90*exp(-30*${beat}))*${beat})*exp(-14*${beat})`;
      return `0.2*${pluck}*(${arpeggio})+0.22*${bass}+0.25*${kick}`;
    }
    case 'warm': {
      // Root, fifth and octave of each chord, low, with a second harmonic and a slow swell.
      const root = perChord(BASS, 6);
      const tones = [
        sine(root, detune),
        `0.6*${sine(`${root}*1.5`, detune)}`,
        `0.45*${sine(`${root}*2`, detune)}`,
        `0.2*${sine(`${root}*3`, detune)}`,
        `0.25*${sine(voice(1, 6), detune)}`,
      ];
      const swell = 'pow(sin(PI*mod(t,6)/6),0.5)';
      return `0.16*${swell}*(${tones.join('+')})*(0.8+0.2*sin(2*PI*0.25*t))`;
    }
  }
}

/** The bed's two channels as one aevalsrc expression ("left|right"). */
export function musicBedExpression(bed: Exclude<MusicBed, 'none'>): string {
  return `${channel(bed, 1)}|${channel(bed, 1.003)}`;
}

/** How the bed sits: this gain on the synthesised track, faded in and out. */
const BED_GAIN = 1.1;
const FADE_IN_SECONDS = 1;
const FADE_OUT_SECONDS = 1.5;

/** The bed as a filter chain from nothing to `[label]`, `durationSeconds` long, faded. */
export function musicBedSource(
  bed: Exclude<MusicBed, 'none'>,
  durationSeconds: number,
  label: string,
): string {
  const fadeIn = Math.min(FADE_IN_SECONDS, durationSeconds / 4);
  const fadeOut = Math.min(FADE_OUT_SECONDS, durationSeconds / 3);
  return (
    `aevalsrc=exprs=${escapeFilterValue(musicBedExpression(bed))}` +
    `:s=${AUDIO_SAMPLE_RATE}:d=${num(durationSeconds)},` +
    `volume=${num(BED_GAIN)},` +
    `afade=t=in:st=0:d=${num(fadeIn)},` +
    `afade=t=out:st=${num(durationSeconds - fadeOut)}:d=${num(fadeOut)}${label}`
  );
}

export interface MusicBedMixPlan {
  /** A finished MP4: its video is copied as it is. */
  input: string;
  output: string;
  bed: Exclude<MusicBed, 'none'>;
  durationSeconds: number;
  /** Whether the input has a sound track of its own (a vendor's may; ours is silent). */
  inputHasAudio: boolean;
}

/**
 * Mixes the bed under the video's own sound (or alone when it has none); the picture is
 * copied, only the sound is encoded. amix divides by its inputs, so the sum is brought back up.
 */
export function planMusicBedMix(plan: MusicBedMixPlan): string[] {
  assertAbsolute(plan.input, plan.output);
  const source = musicBedSource(plan.bed, plan.durationSeconds, '[bed]');
  const graph = plan.inputHasAudio
    ? `${source};[0:a:0]aresample=${AUDIO_SAMPLE_RATE}[own];` +
      '[own][bed]amix=inputs=2:duration=first:dropout_transition=0,volume=2[a]'
    : `${source.replace(/\[bed\]$/, '[a]')}`;
  return [
    ...GLOBAL_ARGS,
    '-i',
    plan.input,
    '-filter_complex',
    graph,
    '-map',
    '0:v:0',
    '-map',
    '[a]',
    '-c:v',
    'copy',
    ...AUDIO_ENCODER_ARGS,
    '-t',
    num(plan.durationSeconds),
    ...MP4_ARGS,
    ...PROGRESS_ARGS,
    plan.output,
  ];
}

/** How long a bed's preview plays: two chords of Warm, four of Calm, a bar of Upbeat and more. */
export const MUSIC_PREVIEW_SECONDS = 8;

/**
 * A bed's preview for the studio's play button: the first seconds of the same track a video
 * gets (same gain and fades), as AAC in an MP4 audio file that every browser's <audio> plays.
 */
export function planMusicBedPreview(bed: Exclude<MusicBed, 'none'>, output: string): string[] {
  assertAbsolute(output);
  return [
    ...GLOBAL_ARGS,
    '-filter_complex',
    musicBedSource(bed, MUSIC_PREVIEW_SECONDS, '[a]'),
    '-map',
    '[a]',
    ...AUDIO_ENCODER_ARGS,
    ...MP4_ARGS,
    output,
  ];
}
