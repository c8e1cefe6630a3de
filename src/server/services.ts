import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { createMediaToolkit, type MediaToolkit } from './media/index.js';
import { CreditsService } from './platform/credits/index.js';
import { mailPortFromConfig, type MailPort } from './platform/mail/index.js';
import type { StoragePort } from './platform/storage/index.js';
import {
  LocalImageEngine,
  type ImageEngineRegistry,
  createImageEngines,
} from './providers/image/index.js';
import { createDriveFolders, type DriveFolders } from './providers/drive/index.js';
import { createGoHighLevel, type GoHighLevel } from './providers/gohighlevel/index.js';
import { createPaymentSetup, type PaymentSetup } from './providers/payments/index.js';
import { type ScriptWriter, createScriptWriter } from './providers/script/index.js';
import { createSpeechEngines, type SpeechEngines } from './providers/speech/index.js';
import { SecretBox } from './platform/secrets/index.js';
import {
  createTranscriptionEnginesFor,
  type TranscriptionEngines,
} from './providers/transcription/index.js';
import { createVideoEngines, type VideoEngineRegistry } from './providers/video/index.js';

/**
 * Every engine and shared service of one process, built once by `createServices` (the
 * composition root, decision 024) and handed to both the HTTP app and the job handlers, so a
 * `ROLE=all` process has one of each and routes and workers see the same instances.
 */
export interface Services {
  config: Config;
  database: Database;
  storage: StoragePort;
  /** ffmpeg/ffprobe, resolved from config.media. */
  media: MediaToolkit;
  /** Which engine makes a video (a vendor when its key is set, else local). */
  videoEngines: VideoEngineRegistry;
  /** Which engine makes an image, a reference or a podcast asset. */
  imageEngines: ImageEngineRegistry;
  /** Who speaks with which voice (voices, voiceovers). */
  speechEngines: SpeechEngines;
  /** Who hears speech (a vendor with its key, else whisper.cpp or PocketSphinx, else none). */
  transcriptionEngines: TranscriptionEngines;
  /** Who writes scripts (an OpenAI-compatible chat model, else the local writer). */
  scriptWriter: ScriptWriter;
  /** Checkout provider and webhook secret (Stripe, else the offline checkout). */
  payments: PaymentSetup;
  /** The outbox, plus SMTP delivery when SMTP_URL is set. */
  mail: MailPort;
  /** The credit ledger every paid module charges and refunds through. */
  credits: CreditsService;
  /** Google Drive folders linked on /upload (listed with GOOGLE_API_KEY, else form only). */
  drive: DriveFolders;
  /** Seals vendor tokens and keys stored in the database (decision 034). */
  secrets: SecretBox;
  /** Go High Level's API, called with each user's own location token (decision 037). */
  goHighLevel: GoHighLevel;
}

/** Stand-ins a test or bench may pass; whatever is left out is built from config. */
export type ServiceOverrides = Partial<
  Pick<
    Services,
    | 'media'
    | 'videoEngines'
    | 'imageEngines'
    | 'speechEngines'
    | 'transcriptionEngines'
    | 'scriptWriter'
    | 'payments'
    | 'mail'
    | 'drive'
  >
>;

export interface ServiceOptions extends ServiceOverrides {
  database: Database;
  storage: StoragePort;
}

/**
 * Builds the process's services from config: the one place an engine is chosen. Vendor
 * engines inside the registries are still built on first use, so a process that never calls
 * one (a web process never renders) does not pay for it.
 */
export function createServices(config: Config, options: ServiceOptions): Services {
  const { database, storage } = options;
  const media = options.media ?? createMediaToolkit(config);
  return {
    config,
    database,
    storage,
    media,
    videoEngines: options.videoEngines ?? createVideoEngines({ config, media }),
    imageEngines:
      options.imageEngines ?? createImageEngines({ config, local: new LocalImageEngine() }),
    speechEngines: options.speechEngines ?? createSpeechEngines({ config }),
    transcriptionEngines: options.transcriptionEngines ?? createTranscriptionEnginesFor(config),
    scriptWriter: options.scriptWriter ?? createScriptWriter(config),
    payments: options.payments ?? createPaymentSetup(config),
    mail: options.mail ?? mailPortFromConfig(config, database),
    credits: new CreditsService({ database }),
    drive: options.drive ?? createDriveFolders(config),
    secrets: new SecretBox(config.appSecret, config.appSecretsPrevious),
    goHighLevel: createGoHighLevel(config),
  };
}
