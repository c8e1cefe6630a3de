import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_VOICES, PLACEHOLDER_CLONED_VOICE_ID, VOICE_SAMPLE_TEXT } from '@shared/voices';
import { espeakOptions, LOCAL_SPEECH_MESSAGES, LocalSpeechEngine } from './engine.js';
import { LOCAL_VOICES, localStandInFor, localVoiceFor } from './voices.js';
import { EngineError } from '../../../kernel/engine-error.js';
import type { SynthesizedSpeech } from '../port.js';
import { readWavInfo, wavSamples, type WavInfo } from '../wav.js';

/**
 * The offline engine for real (espeak-ng in a worker): valid, audible WAV whose length follows
 * the text, and six default voices that differ by ear — checked here by their pitch.
 */

const engine = new LocalSpeechEngine();
const signal = () => new AbortController().signal;
const say = (text: string, voiceId: string = DEFAULT_VOICES[0].voiceId) =>
  engine.synthesize({ text, voiceId, signal: signal() });

function decoded(speech: SynthesizedSpeech): { info: WavInfo; samples: Int16Array } {
  const info = readWavInfo(speech.audio);
  if (!info) throw new Error('not a WAV file');
  return { info, samples: wavSamples(speech.audio, info) };
}

/**
 * The median fundamental frequency of the voiced 40 ms frames, by autocorrelation over
 * 60-450 Hz: rough, but steady enough to rank voices.
 */
function medianPitchHz(samples: Int16Array, sampleRate: number): number {
  const frame = Math.round(sampleRate * 0.04);
  const minLag = Math.round(sampleRate / 450);
  const maxLag = Math.round(sampleRate / 60);
  const pitches: number[] = [];
  for (let start = 0; start + frame + maxLag < samples.length; start += frame) {
    let energy = 0;
    for (let i = 0; i < frame; i += 1) energy += samples[start + i]! ** 2;
    if (energy / frame < 1500 ** 2) continue; // silence or a quiet consonant
    let best = 0;
    let bestLag = 0;
    for (let lag = minLag; lag <= maxLag; lag += 1) {
      let sum = 0;
      for (let i = 0; i < frame; i += 1) sum += samples[start + i]! * samples[start + i + lag]!;
      if (sum > best) [best, bestLag] = [sum, lag];
    }
    if (best > 0.4 * energy) pitches.push(sampleRate / bestLag);
  }
  pitches.sort((a, b) => a - b);
  return pitches[Math.floor(pitches.length / 2)] ?? 0;
}

describe('LocalSpeechEngine', () => {
  const samples = new Map<string, SynthesizedSpeech>();
  beforeAll(async () => {
    const spoken = await Promise.all(
      DEFAULT_VOICES.map((voice) => say(VOICE_SAMPLE_TEXT, voice.voiceId)),
    );
    DEFAULT_VOICES.forEach((voice, i) => samples.set(voice.name, spoken[i]!));
  }, 60_000);

  it('answers audible 16-bit mono WAV with a timing for every word', () => {
    const speech = samples.get('Rachel')!;
    expect(speech.contentType).toBe('audio/wav');
    const words = speech.wordTimings!;
    expect(words.map((w) => w.word)).toEqual(VOICE_SAMPLE_TEXT.split(/\s+/).filter(Boolean));
    for (const [i, word] of words.entries()) {
      expect(word.endMs).toBeGreaterThanOrEqual(word.startMs);
      if (i > 0) expect(word.startMs).toBeGreaterThanOrEqual(words[i - 1]!.endMs);
    }
    const { info, samples: pcm } = decoded(speech);
    expect(info).toMatchObject({ sampleRate: 22050, channels: 1, bitsPerSample: 16 });
    expect(info.durationSeconds).toBeGreaterThan(3);
    expect(info.durationSeconds).toBeLessThan(10);
    const peak = pcm.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(5000);
  });

  it('takes longer to say a longer text', async () => {
    const short = decoded(await say('Welcome to the show.')).info.durationSeconds;
    const long = decoded(
      await say('Welcome to the show. Today we talk about sleep, coffee and the science of naps.'),
    ).info.durationSeconds;
    expect(short).toBeGreaterThan(0.5);
    expect(long).toBeGreaterThan(short * 2);
  });

  it('gives the six default voices six different pitches, in the order their descriptions suggest', () => {
    const pitch = Object.fromEntries(
      [...samples].map(([name, speech]) => {
        const { info, samples: pcm } = decoded(speech);
        return [name, medianPitchHz(pcm, info.sampleRate)];
      }),
    );
    const ranked = Object.entries(pitch)
      .sort(([, a], [, b]) => a - b)
      .map(([name]) => name);
    // Deep Adam lowest, bright Bella highest; the men below the women.
    expect(ranked).toEqual(['Adam', 'Antoni', 'Josh', 'Rachel', 'Domi', 'Bella']);
    for (let i = 1; i < ranked.length; i += 1) {
      expect(pitch[ranked[i]!]! / pitch[ranked[i - 1]!]!).toBeGreaterThan(1.1);
    }
  });

  it('also differs in pace: slow Adam, fast Domi', () => {
    const seconds = (name: string) => decoded(samples.get(name)!).info.durationSeconds;
    expect(seconds('Adam')).toBeGreaterThan(seconds('Domi') * 1.3);
    const sizes = new Set([...samples.values()].map((speech) => speech.audio.length));
    expect(sizes.size).toBe(6);
  });

  it('reads a text that starts with a dash as text, not as an option', async () => {
    const { info } = decoded(await say('-v is not a voice option here, just words.'));
    expect(info.durationSeconds).toBeGreaterThan(1.5);
  });

  it('refuses a blank text and one over the limit', async () => {
    await expect(say('  \n ')).rejects.toEqual(
      new EngineError('speech', LOCAL_SPEECH_MESSAGES.noText, false),
    );
    await expect(say('a'.repeat(20_001))).rejects.toThrow(/too long to read in one go/);
  });

  it('stops when its signal aborts', async () => {
    const controller = new AbortController();
    const pending = engine.synthesize({
      text: 'A very long script. '.repeat(600),
      voiceId: DEFAULT_VOICES[1].voiceId,
      signal: controller.signal,
    });
    controller.abort(new Error('the listener left'));
    await expect(pending).rejects.toThrow('the listener left');
    // The engine is still fine afterwards.
    expect(decoded(await say('Still here.')).info.durationSeconds).toBeGreaterThan(0.3);
  });

  it("gives espeak's phonemes of each word, one entry per word, punctuation and all", async () => {
    const words = ['Maybe', 'Bob,', 'Dr.', "boat's", '2026', '—'];
    const phonemes = await engine.phonemes(words, signal());
    expect(phonemes).toHaveLength(words.length);
    expect(phonemes!.slice(0, 4)).toEqual(["m'eIbi:", "b'0b", "d'0kt3", "b'oUts"]);
    // A number is said as its words; a dash alone as a closed "mm".
    expect(phonemes![4]).toMatch(/T'aUz@nd/);
  });

  it('leaves no process-wide listeners behind (the Emscripten runtime stays in its worker)', async () => {
    const before = process.listenerCount('unhandledRejection');
    await say('One more.');
    expect(process.listenerCount('unhandledRejection')).toBe(before);
  });
});

describe('local voices', () => {
  it('maps every default voice to its own espeak voice', () => {
    const options = DEFAULT_VOICES.map((voice) => espeakOptions(LOCAL_VOICES[voice.voiceId]));
    expect(new Set(options.map((option) => option.join(' '))).size).toBe(6);
    expect(DEFAULT_VOICES.map((voice) => LOCAL_VOICES[voice.voiceId].name)).toEqual(
      DEFAULT_VOICES.map((voice) => voice.name),
    );
  });

  it('picks a clone’s stand-in from its id: always the same, and spread over the six', () => {
    const rowId = '5d0e3f7c-8a43-4f2b-9a51-3b6f0b7d2a10';
    expect(localStandInFor(rowId)).toBe(localStandInFor(rowId));
    expect(localVoiceFor(rowId)).toBe(LOCAL_VOICES[localStandInFor(rowId)]);
    const picked = new Set(Array.from({ length: 60 }, (_, i) => localStandInFor(`voice-row-${i}`)));
    expect(picked.size).toBe(6);
    expect(DEFAULT_VOICES.map((v) => v.voiceId)).toContain(
      localStandInFor(PLACEHOLDER_CLONED_VOICE_ID),
    );
  });
});
