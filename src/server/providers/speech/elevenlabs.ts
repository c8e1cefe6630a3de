import { VendorSession, vendorError, type VendorTimeouts } from '../http.js';
import { detectFormat } from '../../kernel/formats.js';
import {
  addedVoiceSchema,
  assertVoiceId,
  ELEVENLABS,
  elevenLabsHttpError,
  parse,
  timestampedAudioSchema,
  wordsFromAlignment,
} from './elevenlabs-contract.js';
import type {
  SpeechEngine,
  SynthesisRequest,
  SynthesizedSpeech,
  VoiceCloner,
  VoiceSampleFile,
} from './port.js';

/**
 * ElevenLabs (vendors.md section 4): text-to-speech through `/with-timestamps`, so every
 * synthesis also brings the character alignment that times captions word by word, and
 * instant voice cloning from one MP3 sample. MP3 out (mp3_44100_128).
 */

export const ELEVENLABS_TIMEOUTS = {
  speech: {
    // A 10,000-character script (Multilingual v2's limit) takes tens of seconds.
    requestMs: 2 * 60_000,
    downloadMs: 2 * 60_000,
    generationMs: 3 * 60_000,
  },
  clone: {
    // Uploading a sample of up to 20 MB, then ElevenLabs builds the voice.
    requestMs: 2 * 60_000,
    downloadMs: 60_000,
    generationMs: 3 * 60_000,
  },
} satisfies Record<string, VendorTimeouts>;

export const ELEVENLABS_OUTPUT_FORMAT = 'mp3_44100_128';

export interface ElevenLabsOptions {
  apiKey: string;
  /** e.g. https://api.elevenlabs.io (config.elevenlabs.baseUrl). */
  baseUrl: string;
  /** e.g. eleven_multilingual_v2 (config.elevenlabs.modelId). */
  modelId: string;
  timeouts?: { speech?: Partial<VendorTimeouts>; clone?: Partial<VendorTimeouts> };
}

export class ElevenLabsSpeech implements SpeechEngine, VoiceCloner {
  readonly engine = 'elevenlabs' as const;
  readonly #apiKey: string;
  readonly #baseUrl: string;
  readonly #modelId: string;
  readonly #timeouts: { speech: VendorTimeouts; clone: VendorTimeouts };

  constructor(options: ElevenLabsOptions) {
    this.#apiKey = options.apiKey;
    this.#baseUrl = options.baseUrl.replace(/\/$/, '');
    this.#modelId = options.modelId;
    this.#timeouts = {
      speech: { ...ELEVENLABS_TIMEOUTS.speech, ...options.timeouts?.speech },
      clone: { ...ELEVENLABS_TIMEOUTS.clone, ...options.timeouts?.clone },
    };
  }

  async synthesize({ text, voiceId, signal }: SynthesisRequest): Promise<SynthesizedSpeech> {
    assertVoiceId(voiceId);
    const spoken = text.trim();
    if (!spoken) throw vendorError(ELEVENLABS, 'rejected', { detail: 'There is no text to read.' });
    const session = new VendorSession(signal, this.#timeouts.speech, ELEVENLABS);
    try {
      const path = `/v1/text-to-speech/${encodeURIComponent(voiceId)}/with-timestamps`;
      const body = await session.json(
        `${this.#baseUrl}${path}?output_format=${ELEVENLABS_OUTPUT_FORMAT}`,
        {
          method: 'POST',
          headers: this.#headers(),
          json: { text: spoken, model_id: this.#modelId },
          httpError: elevenLabsHttpError,
        },
      );
      const answer = parse(timestampedAudioSchema, body);
      const audio = Buffer.from(answer.audio_base64, 'base64');
      // Told by content: what we asked for, not whatever a proxy or a changed default sent.
      if (detectFormat('audio', audio.subarray(0, 16))?.label !== 'MP3') {
        throw vendorError(ELEVENLABS, 'unexpected');
      }
      // The alignment of the text as sent (the normalized one spells out numbers): captions
      // show the script's own words.
      const alignment = answer.alignment ?? answer.normalized_alignment;
      return {
        audio,
        contentType: 'audio/mpeg',
        ...(alignment && { wordTimings: wordsFromAlignment(alignment) }),
      };
    } finally {
      session.close();
    }
  }

  async cloneVoice(request: {
    name: string;
    sample: VoiceSampleFile;
    signal: AbortSignal;
  }): Promise<{ voiceId: string }> {
    const session = new VendorSession(request.signal, this.#timeouts.clone, ELEVENLABS);
    try {
      const form = new FormData();
      form.set('name', request.name);
      const { bytes, contentType, filename } = request.sample;
      form.append('files', new Blob([new Uint8Array(bytes)], { type: contentType }), filename);
      const body = await session.json(`${this.#baseUrl}/v1/voices/add`, {
        method: 'POST',
        headers: this.#headers(),
        form,
        httpError: elevenLabsHttpError,
      });
      return { voiceId: parse(addedVoiceSchema, body).voice_id };
    } finally {
      session.close();
    }
  }

  #headers(): Record<string, string> {
    return { 'xi-api-key': this.#apiKey };
  }
}
