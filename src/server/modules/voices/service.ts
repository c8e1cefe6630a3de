import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import {
  approximationNote,
  cloneVoiceFieldsSchema,
  DEFAULT_VOICES,
  PLACEHOLDER_CLONED_VOICE_ID,
  VOICE_MESSAGES,
  VOICE_NAME_MAX,
  VOICE_SAMPLE_TEXT,
  type UserVoice,
} from '@shared/voices';
import type { Database } from '../../db/client.js';
import type { MediaToolkit } from '../../media/toolkit.js';
import { AppError, badRequest, conflict, notFound } from '../../platform/errors.js';
import { parseInput } from '../../platform/http/index.js';
import type { StoragePort } from '../../platform/storage/index.js';
import { detectFormat, SNIFF_BYTES } from '../../platform/uploads/index.js';
import { EngineError } from '../../kernel/engine-error.js';
import {
  type SynthesizedSpeech,
  approximateVoice,
  engineOf,
  measureSpeech,
  pcm16ToFloat,
  type Speaker,
  type SpeechEngines,
} from '../../providers/speech/index.js';
import type { CloneForm } from './clone-form.js';
import {
  findOwnVoice,
  insertClonedVoice,
  insertDefaultVoice,
  listOwnVoices,
  type UserVoiceRow,
} from './repo.js';
import type { SampleCache } from './sample-cache.js';

/** Voice Setup shows at most this many of a user's voices. */
export const VOICE_LIST_LIMIT = 100;
/** A sample is a few seconds of speech; ElevenLabs answers it in one or two. */
const SAMPLE_TIMEOUT_MS = 60_000;
const CLONE_TIMEOUT_MS = 3 * 60_000;
const FILENAME_MAX = 100;

export interface VoicesServiceDeps {
  database: Database;
  storage: StoragePort;
  media: Pick<MediaToolkit, 'probe' | 'run'>;
  engines: SpeechEngines;
  samples: SampleCache;
  log: Pick<FastifyBaseLogger, 'warn'>;
}

/**
 * Voice Setup's rules: the six default voices added once each, clones made from an MP3 sample
 * with the speaker's consent (ElevenLabs' instant clone with a key, a placeholder speaking with
 * a local stand-in without), and spoken samples of any of them.
 */
export class VoicesService {
  constructor(private readonly deps: VoicesServiceDeps) {}

  async list(userId: string): Promise<UserVoice[]> {
    const rows = await listOwnVoices(this.deps.database.db, userId, VOICE_LIST_LIMIT);
    return rows.map((row) => this.#toDto(row));
  }

  async addDefault(userId: string, voiceId: string): Promise<UserVoice> {
    const voice = DEFAULT_VOICES.find((candidate) => candidate.voiceId === voiceId);
    if (!voice) throw badRequest(VOICE_MESSAGES.unknownVoice);
    const row = await insertDefaultVoice(this.deps.database.db, {
      userId,
      voiceName: voice.name,
      elevenlabsVoiceId: voice.voiceId,
      engine: this.deps.engines.preferred,
    });
    if (!row) throw conflict(VOICE_MESSAGES.alreadyAdded);
    return this.#toDto(row);
  }

  async clone(userId: string, form: CloneForm): Promise<{ voice: UserVoice; message: string }> {
    const voiceName = (form.fields.voiceName ?? '').trim();
    const sample = form.sample;
    if (!voiceName || !sample) throw badRequest(VOICE_MESSAGES.nameAndSampleRequired);
    if (voiceName.length > VOICE_NAME_MAX) {
      throw badRequest(`The voice name can be at most ${VOICE_NAME_MAX} characters`);
    }
    parseInput(cloneVoiceFieldsSchema, form.fields);
    if (!(await this.#isMp3(sample.bytes))) throw badRequest(VOICE_MESSAGES.notMp3);

    const filename = sanitiseSampleName(sample.filename);
    const key = `voice-samples/${userId}/${Date.now()}-${filename}`;
    const { storage } = this.deps;
    await storage.put(key, sample.bytes, { contentType: 'audio/mpeg' });
    try {
      const cloner = this.deps.engines.cloner();
      const voiceId = cloner
        ? await this.#cloneWithVendor(cloner, voiceName, { ...sample, filename })
        : PLACEHOLDER_CLONED_VOICE_ID;
      // Without a voice service the local voice follows the sample's measured pitch and pace.
      const approximation = cloner ? null : await this.#approximate(sample.bytes);
      const row = await insertClonedVoice(this.deps.database.db, {
        userId,
        voiceName,
        elevenlabsVoiceId: voiceId,
        engine: cloner ? 'elevenlabs' : 'local',
        sampleAudioPath: key,
        consentAt: new Date(),
        approximation,
      });
      const message = cloner ? VOICE_MESSAGES.cloned(voiceName) : VOICE_MESSAGES.cloneStarted;
      return { voice: this.#toDto(row), message };
    } catch (error) {
      await storage.delete(key).catch(() => {});
      throw error;
    }
  }

  /**
   * The spoken sample of a default voice (by its voice-service id, for anyone signed in) or of
   * one of the user's own voices (by row id). Another user's voice answers 404.
   */
  async sample(userId: string, voiceId: string): Promise<SynthesizedSpeech> {
    const { engines } = this.deps;
    let speaker: Speaker;
    if (DEFAULT_VOICES.some((voice) => voice.voiceId === voiceId)) {
      speaker = engines.speakerForDefault(voiceId);
    } else {
      const row = await findOwnVoice(this.deps.database.db, userId, voiceId);
      if (!row) throw notFound(VOICE_MESSAGES.unknownVoice);
      speaker = engines.speakerFor(refOf(row));
    }
    const cacheKey = `${speaker.engine.engine}:${speaker.voiceId}`;
    try {
      return await this.deps.samples.get(cacheKey, () =>
        speaker.engine.synthesize({
          text: VOICE_SAMPLE_TEXT,
          voiceId: speaker.voiceId,
          signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS),
        }),
      );
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      this.deps.log.warn({ err: error, voiceId }, 'voice sample failed');
      throw new AppError(502, error.message);
    }
  }

  async #cloneWithVendor(
    cloner: NonNullable<ReturnType<SpeechEngines['cloner']>>,
    name: string,
    sample: { filename: string; bytes: Buffer },
  ): Promise<string> {
    try {
      const { voiceId } = await cloner.cloneVoice({
        name,
        sample: { ...sample, contentType: 'audio/mpeg' },
        signal: AbortSignal.timeout(CLONE_TIMEOUT_MS),
      });
      return voiceId;
    } catch (error) {
      // The user reads the spec's words; the log keeps the vendor's reason.
      this.deps.log.warn({ err: error }, 'voice clone failed');
      throw new AppError(502, VOICE_MESSAGES.failedToClone);
    }
  }

  /** The sample's first minute decoded to 16 kHz mono, measured, and mapped to espeak-ng. */
  async #approximate(bytes: Buffer) {
    const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-voice-'));
    try {
      const [input, output] = [path.join(dir, 'sample.mp3'), path.join(dir, 'sample.pcm')];
      await writeFile(input, bytes);
      await this.deps.media.run(
        ['-v', 'error', '-y', '-t', '60', '-i', input, '-ac', '1', '-ar', '16000'].concat([
          '-f',
          's16le',
          output,
        ]),
        { timeoutMs: SAMPLE_TIMEOUT_MS },
      );
      return approximateVoice(measureSpeech(pcm16ToFloat(await readFile(output)), 16_000));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /**
   * MP3 by content: an ID3 tag or an MPEG audio frame header first, then ffprobe must read it
   * as MP3 audio (a tag followed by anything else is not a recording).
   */
  async #isMp3(bytes: Buffer): Promise<boolean> {
    if (detectFormat('audio', bytes.subarray(0, SNIFF_BYTES))?.label !== 'MP3') return false;
    const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-voice-'));
    try {
      const file = path.join(dir, 'sample.mp3');
      await writeFile(file, bytes);
      const probe = await this.deps.media.probe(file);
      return probe.formatName.split(',').includes('mp3') && probe.audio?.codec === 'mp3';
    } catch {
      return false;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  #toDto(row: UserVoiceRow): UserVoice {
    return {
      id: row.id,
      voiceName: row.voiceName,
      voiceId: row.elevenlabsVoiceId,
      isCloned: row.isCloned,
      engine: engineOf(this.deps.engines, refOf(row)),
      ...(row.approximation &&
        engineOf(this.deps.engines, refOf(row)) === 'local' && {
          approximation: approximationNote(row.approximation),
        }),
      createdAt: row.createdAt.toISOString(),
    };
  }
}

function refOf(row: UserVoiceRow) {
  return {
    id: row.id,
    voiceId: row.elevenlabsVoiceId,
    isCloned: row.isCloned,
    engine: row.engine,
    approximation: row.approximation,
  };
}

/**
 * The uploaded name as the last part of the storage key: its base name only (no folders),
 * characters other than letters, digits, dot, dash and underscore turned into "_", at most
 * 100 characters, always ending in .mp3 (the content was checked to be MP3).
 */
export function sanitiseSampleName(filename: string): string {
  const base = filename.split(/[\\/]/).pop() ?? '';
  const stem = base
    .replace(/\.mp3$/i, '')
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/^[._]+|[._]+$/g, '')
    .slice(0, FILENAME_MAX - '.mp3'.length);
  return `${stem || 'sample'}.mp3`;
}
