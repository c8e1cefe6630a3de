import { NO_TRANSCRIPTION_ENGINE_MESSAGE, TRANSCRIPTION_ENGINES } from '@shared/transcripts';
import type { Config } from '../../config.js';
import { ElevenLabsTranscription } from './elevenlabs.js';
import { OpenAiCompatibleTranscription } from './openai-compatible.js';
import type { TranscriptionEngine, TranscriptionEngineId } from './port.js';

/**
 * Which engine hears a recording (decision 064). The operator's TRANSCRIPTION_ENGINE when it
 * is set up; else the first set up in TRANSCRIPTION_ENGINES' order: a vendor with its key
 * (ElevenLabs first, as it tells speakers apart), then whisper.cpp when a model file is
 * configured, then PocketSphinx when the machine has it. With none, `engine` is null and
 * `missingMessage` says what to set up; everything that does not need words still works.
 */

export interface TranscriptionEngines {
  /** The engine every new transcript is made with; null when none is set up. */
  readonly engine: TranscriptionEngine | null;
  /** Every engine set up on this machine, in the order they are preferred. */
  readonly available: readonly TranscriptionEngineId[];
  /** NO_TRANSCRIPTION_ENGINE_MESSAGE when there is no engine, else null. */
  readonly missingMessage: string | null;
}

export interface TranscriptionEngineDeps {
  config: Pick<Config, 'transcription'>;
  /**
   * The local engines live in providers/transcription/local/ and are wired in by the
   * composition root: whisper.cpp made from the configured model file, PocketSphinx when it
   * is found on the machine (null when it is not).
   */
  whisperCpp?: (modelPath: string) => TranscriptionEngine;
  pocketsphinx?: () => TranscriptionEngine | null;
  /** Tests pass their own vendors; otherwise each is made from its settings. */
  openai?: TranscriptionEngine;
  elevenlabs?: TranscriptionEngine;
}

export function createTranscriptionEngines(deps: TranscriptionEngineDeps): TranscriptionEngines {
  const settings = deps.config.transcription;
  const makers: Record<TranscriptionEngineId, () => TranscriptionEngine | null> = {
    elevenlabs: () =>
      settings.elevenlabs
        ? (deps.elevenlabs ?? new ElevenLabsTranscription(settings.elevenlabs))
        : null,
    openai: () =>
      settings.openai ? (deps.openai ?? new OpenAiCompatibleTranscription(settings.openai)) : null,
    'whisper-cpp': () =>
      settings.whisperModelPath && deps.whisperCpp
        ? deps.whisperCpp(settings.whisperModelPath)
        : null,
    pocketsphinx: () => deps.pocketsphinx?.() ?? null,
  };
  const made = new Map<TranscriptionEngineId, TranscriptionEngine>();
  for (const id of TRANSCRIPTION_ENGINES) {
    const engine = makers[id]();
    if (engine) made.set(id, engine);
  }
  const engine =
    (settings.engine && made.get(settings.engine)) ?? made.values().next().value ?? null;
  return {
    engine,
    available: [...made.keys()],
    missingMessage: engine ? null : NO_TRANSCRIPTION_ENGINE_MESSAGE,
  };
}
