import type { SpeechEngine as SpeechEngineId } from '@shared/voices';

/**
 * The voice port: whatever reads text aloud (the local espeak-class engine, ElevenLabs) and,
 * where the engine can, makes a new voice from a sample. See docs/decisions/014-voices-and-speech.md.
 */

export type { SpeechEngineId };

/** One spoken word and when it is heard, for captions timed to the speech. */
export interface WordTiming {
  word: string;
  startMs: number;
  endMs: number;
}

export interface SynthesisRequest {
  text: string;
  /**
   * The engine's voice: an ElevenLabs voice id, or for the local engine one of the six default
   * voices' ids (any other id speaks with a stand-in picked from the id, see local/voices.ts).
   */
  voiceId: string;
  /** Stops the synthesis (the local engine's worker is ended, a vendor call is cancelled). */
  signal: AbortSignal;
}

export interface SynthesizedSpeech {
  audio: Buffer;
  contentType: 'audio/mpeg' | 'audio/wav';
  /** When the engine reports them (ElevenLabs); the local engine leaves them undefined. */
  wordTimings?: WordTiming[];
}

export interface SpeechEngine {
  readonly engine: SpeechEngineId;
  synthesize(request: SynthesisRequest): Promise<SynthesizedSpeech>;
}

/** A voice sample as the user uploaded it (already checked to be an MP3). */
export interface VoiceSampleFile {
  bytes: Buffer;
  filename: string;
  contentType: string;
}

/** An engine that makes a voice from a short recording (ElevenLabs' instant clone). */
export interface VoiceCloner {
  cloneVoice(request: {
    name: string;
    sample: VoiceSampleFile;
    signal: AbortSignal;
  }): Promise<{ voiceId: string }>;
}

/**
 * A failed synthesis or clone is an EngineError (../engine-error.ts) with capability 'speech':
 * a message a user can read, and whether trying again may help.
 */
