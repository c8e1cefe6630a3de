import type { Config } from '../../config.js';
import { ElevenLabsSpeech } from './elevenlabs.js';
import {
  LocalSpeechEngine,
  approximationVoiceId,
  localStandInFor,
  type VoiceApproximation,
} from './local/index.js';
import type { SpeechEngine, SpeechEngineId, VoiceCloner } from './port.js';

/**
 * Which engine speaks with which voice. With an ElevenLabs key: the default voices (their ids
 * are ElevenLabs' premade voices) and clones made with ElevenLabs speak through it, and new
 * clones are made there. Without one, everything speaks locally: a default voice with its own
 * local voice, any clone with the local stand-in its row id picks (local/voices.ts). A voice
 * is never left mute when the key is removed: it falls back to local.
 */

/** What the registry needs to know of a user's voice (a user_voices row). */
export interface VoiceRef {
  /** The row id: picks a clone's local stand-in. */
  id: string;
  /** The ElevenLabs voice id (a default voice's, a real clone's, or the placeholder). */
  voiceId: string;
  isCloned: boolean;
  /** The engine the voice was made for. */
  engine: SpeechEngineId;
  /**
   * A local clone's approximation of its sample (measured pitch and pace, issue 29): it speaks
   * with these settings instead of a stand-in default voice.
   */
  approximation?: VoiceApproximation | null;
}

/** An engine and the voice id to hand it. */
export interface Speaker {
  engine: SpeechEngine;
  voiceId: string;
}

export interface SpeechEngines {
  /** The engine a voice added or cloned now is made for. */
  readonly preferred: SpeechEngineId;
  /** ElevenLabs' instant clone when it is configured, else null (a placeholder clone). */
  cloner(): VoiceCloner | null;
  /** Who speaks with a voice of the user's list. */
  speakerFor(voice: VoiceRef): Speaker;
  /** Who speaks with a default voice (by its ElevenLabs id) that may not be in any list. */
  speakerForDefault(voiceId: string): Speaker;
}

export function createSpeechEngines(deps: {
  config: Pick<Config, 'elevenlabs'>;
  /** Tests pass their own; otherwise one local engine per registry. */
  local?: SpeechEngine;
  elevenlabs?: SpeechEngine & VoiceCloner;
}): SpeechEngines {
  const { elevenlabs: settings } = deps.config;
  const local = deps.local ?? new LocalSpeechEngine();
  const vendor = settings ? (deps.elevenlabs ?? new ElevenLabsSpeech(settings)) : undefined;

  return {
    preferred: vendor ? 'elevenlabs' : 'local',
    cloner: () => vendor ?? null,
    speakerFor(voice) {
      const speaksThroughVendor = !voice.isCloned || voice.engine === 'elevenlabs';
      if (vendor && speaksThroughVendor) return { engine: vendor, voiceId: voice.voiceId };
      const voiceId = !voice.isCloned
        ? voice.voiceId
        : voice.approximation
          ? approximationVoiceId(voice.approximation)
          : localStandInFor(voice.id);
      return { engine: local, voiceId };
    },
    speakerForDefault: (voiceId) => ({ engine: vendor ?? local, voiceId }),
  };
}

/** The engine a voice of the list speaks with now (what GET /api/voices reports). */
export function engineOf(engines: SpeechEngines, voice: VoiceRef): SpeechEngineId {
  return engines.speakerFor(voice).engine.engine;
}
