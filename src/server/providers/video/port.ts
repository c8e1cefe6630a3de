import type { VideoAspectRatio, VideoEngineId, VideoMode, VideoResolution } from '@shared/videos';
import type { CaptionCue } from '@shared/voiceovers';
import type { AudiogramDesign } from '@shared/audiogram';
import type { CaptionLook, CaptionWord } from '@shared/captions';
import type { SpeakerTurn } from '@shared/speaker-turns';

/**
 * The video capability: one port, three engines (local ffmpeg, Google Veo, Hedra). Domain code
 * (modules/videos) never branches on a vendor; it asks the registry for the engine recorded on
 * the job and hands it local files.
 */

export interface LocalMediaFile {
  /** An absolute path to a file on this machine (the worker copied it out of storage). */
  path: string;
  mimeType: string;
}

export interface LocalImageFile extends LocalMediaFile {
  width: number;
  height: number;
}

export interface VideoRenderRequest {
  /** The job id: for logs and vendor metadata, never part of a path we did not make. */
  jobId: string;
  mode: VideoMode;
  prompt: string;
  aspectRatio: VideoAspectRatio;
  resolution: VideoResolution;
  /** The exact output frame size (videoFrameSize of aspect ratio and resolution). */
  width: number;
  height: number;
  durationSeconds: number;
  /** Drawn and stored at job creation, so a retry renders the same video. */
  seed: number;
  /** veo: the first frame; hedra: the portrait; text-to-video: none. */
  image?: LocalImageFile;
  /** hedra only. */
  audio?: LocalMediaFile;
  /**
   * hedra only: caption cues to burn into the clip, already trimmed to its length. An engine
   * that cannot draw them ignores them; the caller then burns them in a pass of its own.
   */
  captions?: readonly CaptionCue[];
  /**
   * hedra only: make the clip as this audiogram design (the local engine only, decision 059);
   * `logo` is its cover art, else `image` is, else the card letters the show's initials.
   */
  audiogram?: AudiogramRender;
  /**
   * hedra on the local engine: which face of the portrait speaks, as an index into the faces
   * found in it (largest first); the largest when absent. Vendors ignore it.
   */
  speakerFace?: number;
  /**
   * hedra on the local engine: which face is on screen when (ms from the clip's start), when
   * the clip's words tell two speakers apart (decision 070); the portrait cuts between their
   * close-ups. Vendors animate one face per generation and ignore it.
   */
  speakerTurns?: readonly SpeakerTurn[];
  /**
   * hedra, when the audio is a voiceover of ours: its words and when each is heard (ms from
   * the clip's start). The local engine moves the portrait's mouth by their phonemes.
   */
  spokenWords?: readonly CaptionWord[];
  /** How the captions look (style, size, position); the defaults when left out. */
  captionLook?: CaptionLook;
  /** An empty directory the engine writes its outputs (and scratch files) into. */
  workDir: string;
  /** Fires at the job's timeout or on shutdown: stop ffmpeg, stop polling, give up. */
  signal: AbortSignal;
  /** Real progress, 0..100; throttled by the caller. */
  onProgress(percent: number): void;
  /**
   * A vendor's handle on the remote generation (Veo operation name, Hedra generation id),
   * saved before the first poll. A retry after a crash receives it back and resumes polling
   * instead of paying the vendor for a second generation.
   */
  vendorRef: string | null;
  saveVendorRef(ref: string): Promise<void>;
}

export type AudiogramRender = Omit<AudiogramDesign, 'logoKey'> & { logo?: LocalImageFile };

export interface VideoRenderResult {
  /** An MP4 inside workDir. */
  videoPath: string;
  /** A JPEG poster inside workDir; when absent the caller extracts one from the video. */
  posterPath?: string;
  /** True when the request's captions are drawn into the video already. */
  captionsBurned?: boolean;
}

export interface VideoEngine {
  readonly id: VideoEngineId;
  supports(mode: VideoMode): boolean;
  render(request: VideoRenderRequest): Promise<VideoRenderResult>;
}

/**
 * Engines throw EngineError (../engine-error.ts) with capability 'video' for a failure the user
 * should read on the job card: `retryable` ones are retried by the job platform with backoff,
 * the others fail the job at once. Either way a job that ends failed is refunded once.
 */
