import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICES } from '@shared/voices';
import { createMediaToolkit } from '../../media/index.js';
import { LOCAL_VOICES, LocalSpeechEngine } from '../../providers/speech/local/index.js';
import { readWavInfo, wavSamples } from '../../providers/speech/wav.js';
import { narrate } from './narration.js';

/**
 * Are the captions of a voiceover on time? A script is read by the app's own local voices at
 * their own speeds (140 to 195 words a minute), through the voiceover job's narrate(); then
 * where the words really are is found in the MP3 itself, two ways that know nothing of how the
 * cues were timed:
 * - after every pause (150 ms of silence) the next word's sound starts: a word must start there;
 * - each cue's words, read alone by the same voice, sound like a stretch of the voiceover:
 *   cross-correlating their loudness finds where that stretch starts.
 * Each must be within 100 ms of the cue or word start (decision 060).
 */

const SCRIPT = `Welcome back to The Morning Desk. Today we're talking about sleep, coffee, and the science of naps.
Did you know that a twenty-minute nap can boost your focus for hours? Researchers at NASA found that pilots who napped were 34 percent more alert.
Here's the catch: nap too long, and you wake up groggy. So set an alarm — and keep it short.
Tomorrow, we'll look at why your morning coffee works better at ten than at seven. See you then!`;

const TOLERANCE_MS = 100;
const FRAME_MS = 5;
/** −50 dBFS: quieter than any speech sound, louder than espeak's silence. */
const SILENCE = 100;
const PAUSE_MS = 150;

const media = createMediaToolkit({ media: { ffmpegPath: undefined, ffprobePath: undefined } });
const engine = new LocalSpeechEngine();
const root = mkdtempSync(path.join(tmpdir(), 'reelcast-caption-timing-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const signal = () => new AbortController().signal;

/** RMS per 5 ms frame (decoded at 16 kHz: 80 samples exactly). */
function envelope(samples: Int16Array, sampleRate: number): Float64Array {
  const hop = (sampleRate * FRAME_MS) / 1000;
  if (!Number.isInteger(hop)) throw new Error(`${sampleRate} Hz has no whole 5 ms frames`);
  const out = new Float64Array(Math.floor(samples.length / hop));
  for (let f = 0; f < out.length; f++) {
    let sum = 0;
    for (let i = f * hop; i < (f + 1) * hop; i++) sum += samples[i]! ** 2;
    out[f] = Math.sqrt(sum / hop);
  }
  return out;
}

function envelopeOfWav(wav: Buffer): Float64Array {
  const info = readWavInfo(wav);
  if (!info) throw new Error('not a WAV');
  return envelope(wavSamples(wav, info), info.sampleRate);
}

/** The voiceover MP3 decoded by ffmpeg, as a player would. */
async function decodedMp3(mp3: string): Promise<Float64Array> {
  const wav = `${mp3}.decoded.wav`;
  await media.run(['-v', 'error', '-y', '-i', mp3, '-ac', '1', '-ar', '16000', wav]);
  return envelopeOfWav(readFileSync(wav));
}

/** ms where sound starts again after each pause of PAUSE_MS or more. */
function pauseOnsets(env: Float64Array): number[] {
  const onsets: number[] = [];
  let quiet = 0;
  for (let f = 0; f < env.length; f++) {
    if (env[f]! <= SILENCE) quiet += 1;
    else {
      if (quiet * FRAME_MS >= PAUSE_MS) onsets.push(f * FRAME_MS);
      quiet = 0;
    }
  }
  return onsets;
}

/** Normalised cross-correlation of a[from, from+len) against b from `offset`. */
function correlation(a: Float64Array, from: number, len: number, b: Float64Array, offset: number) {
  let ab = 0;
  let aa = 0;
  let bb = 0;
  for (let i = 0; i < len; i++) {
    const [x, y] = [a[from + i]!, b[offset + i] ?? 0];
    ab += x * y;
    aa += x * x;
    bb += y * y;
  }
  return ab / Math.sqrt(aa * bb || 1);
}

let readings = 0;
/** Where the words, read alone, best match the voiceover within ±1.5 s of `nearMs`. */
async function locate(text: string, voiceId: string, full: Float64Array, nearMs: number) {
  const speech = await engine.synthesize({ text, voiceId, signal: signal() });
  const resampled = path.join(root, `alone-${(readings += 1)}.wav`);
  writeFileSync(`${resampled}.in.wav`, speech.audio);
  await media.run(['-v', 'error', '-y', '-i', `${resampled}.in.wav`, '-ar', '16000', resampled]);
  const alone = envelopeOfWav(readFileSync(resampled));
  const onset = alone.findIndex((value) => value > SILENCE);
  const len = Math.min(alone.length - onset, 700 / FRAME_MS);
  const centre = Math.round(nearMs / FRAME_MS);
  let best = { score: -1, frame: 0 };
  for (let f = Math.max(0, centre - 300); f < Math.min(full.length, centre + 300); f++) {
    const score = correlation(alone, onset, len, full, f);
    if (score > best.score) best = { score, frame: f };
  }
  // Read alone, a word's soft start (the "h" of "who") can fall under the silence line while
  // the voiceover sounds it: the sound that runs on into the match, from a silence at most
  // 150 ms before, is where the words start.
  let start = best.frame;
  while (start > 0 && full[start - 1]! > SILENCE && best.frame - start < PAUSE_MS / FRAME_MS) {
    start -= 1;
  }
  if (start === 0 || full[start - 1]! > SILENCE) start = best.frame;
  return { score: best.score, ms: start * FRAME_MS };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;

describe('voiceover captions are on time', { timeout: 120_000 }, () => {
  for (const name of ['Adam', 'Rachel', 'Josh', 'Domi']) {
    const voice = DEFAULT_VOICES.find((v) => v.name === name)!;
    const speed = LOCAL_VOICES[voice.voiceId].speed;
    it(`${name} at ${speed} words a minute: cues and words within ${TOLERANCE_MS} ms`, async () => {
      const workDir = mkdtempSync(path.join(root, `${name}-`));
      const narration = await narrate({
        text: SCRIPT,
        speaker: { engine, voiceId: voice.voiceId },
        media,
        workDir,
        signal: signal(),
      });
      const full = await decodedMp3(narration.mp3Path);

      // After each pause, a word starts where the sound does.
      const onsets = pauseOnsets(full);
      expect(onsets.length).toBeGreaterThanOrEqual(6);
      const wordErrors = onsets.map((onset) =>
        Math.min(...narration.words.map((w) => Math.abs(w.startMs - onset))),
      );

      // Each cue starts where its words are heard.
      const cueErrors: number[] = [];
      for (const cue of narration.cues) {
        const found = await locate(cue.text, voice.voiceId, full, cue.startMs);
        // A stretch that does not sound like the words was not found (a cue over 1.5 s off).
        cueErrors.push(found.score >= 0.85 ? Math.abs(cue.startMs - found.ms) : Infinity);
      }
      const report = `${name}: words after pauses off by ${wordErrors.join(', ')} ms; cues off by ${cueErrors.join(', ')} ms (median ${median(cueErrors)})`;
      expect(Math.max(...wordErrors), report).toBeLessThanOrEqual(TOLERANCE_MS);
      // The correlation finds most cues (a phrase read alone is said a little differently).
      const located = cueErrors.filter(Number.isFinite);
      expect(located.length, report).toBeGreaterThanOrEqual(narration.cues.length * 0.6);
      expect(Math.max(...located), report).toBeLessThanOrEqual(TOLERANCE_MS);
      expect(narration.captionTiming).toBe('word-timings');
    });
  }
});
