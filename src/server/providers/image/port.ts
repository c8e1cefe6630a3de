import type { ImageEngineId, ImageQuality } from '@shared/images';
import type { LocalImageFile } from '../video/port.js';

/**
 * The image capabilities: pictures from a prompt (image studio), custom references built from
 * photos ("My Characters"), and podcast host portraits and studio backgrounds. Domain code
 * (modules/images, modules/podcast-assets) asks the registry for the engine recorded on a row
 * and hands it local files; it never branches on a vendor.
 *
 * Every engine writes its outputs into `workDir` and returns their paths; the caller copies
 * them into storage (higgsfield-outputs, character-images, background-images).
 */

export type { LocalImageFile };

/** What a vendor call needs to survive a retry: the id of the remote work, saved at once. */
export interface VendorResumable {
  /** The vendor's id of this work from an earlier attempt, or null on the first. */
  vendorRef: string | null;
  saveVendorRef(ref: string): Promise<void>;
}

export interface EngineCall {
  /** The row id: for logs and vendor metadata only. */
  id: string;
  /** An empty directory for outputs and scratch files. */
  workDir: string;
  /** Fires at the job's timeout or on shutdown. */
  signal: AbortSignal;
}

/** A built custom reference, as the engines use it when generating with it. */
export interface ReferenceProfile {
  /** The engine that built it; a vendor id is only usable by the same vendor. */
  engine: ImageEngineId;
  /** The vendor's reference id (Higgsfield custom_reference_id); null for local ones. */
  vendorId: string | null;
  /** The face-centred square crop, as a local file (PNG or JPEG). */
  thumbnail: LocalImageFile;
  /** Dominant colours of the photos, #rrggbb, most dominant first (3 to 6). */
  palette: string[];
}

export interface ImageStyleRef {
  id: string;
  name: string;
  description: string;
}

export interface GenerateImageRequest extends EngineCall, VendorResumable {
  prompt: string;
  width: number;
  height: number;
  quality: ImageQuality;
  /** 1..1000000, drawn and stored at creation when the user left it empty. */
  seed: number;
  style: ImageStyleRef | null;
  reference: ReferenceProfile | null;
}

export interface GeneratedImage {
  /** A PNG, JPEG or WebP inside workDir. */
  path: string;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  width: number;
  height: number;
}

export interface BuildReferenceRequest extends EngineCall, VendorResumable {
  name: string;
  /** 1 to 100 photos, already checked by content, in upload order. */
  images: LocalImageFile[];
}

export interface BuiltReference {
  /** The face-centred (or centred) square crop, inside workDir. */
  thumbnail: GeneratedImage;
  palette: string[];
  /** Higgsfield's custom reference id; null for local ones. */
  vendorId: string | null;
}

export interface PortraitRequest extends EngineCall, VendorResumable {
  name: string;
  description: string;
  /** Character style ("modern professional" by default); unused for backgrounds. */
  style: string;
  seed: number;
}

/** Pictures from a prompt, optionally in a style and with a reference (the image studio). */
export interface ImageGenerator {
  readonly id: ImageEngineId;
  generateImage(request: GenerateImageRequest): Promise<GeneratedImage>;
  /**
   * What an engine with a limited repertoire (the built-in painter) makes of a prompt; absent
   * for engines that draw anything.
   */
  readPrompt?(prompt: string): PromptReach;
}

/** An engine's reading of a prompt: what it paints it as and what it cannot draw. */
export interface PromptReach {
  paints: 'scene' | 'person' | 'lettering';
  outside: string[];
  recognised: boolean;
  canDraw: readonly string[];
}

/** Custom references from photos ("My Characters"). */
export interface ReferenceBuilder {
  readonly id: ImageEngineId;
  buildReference(request: BuildReferenceRequest): Promise<BuiltReference>;
}

/** Podcast host portraits (/characters) and studio backgrounds (/backgrounds). */
export interface PodcastArtist {
  readonly id: ImageEngineId;
  generatePortrait(request: PortraitRequest): Promise<GeneratedImage>;
  generateBackground(request: PortraitRequest): Promise<GeneratedImage>;
}

/** Style tags saved with a podcast character: the style's words, lower case, de-duplicated. */
export function styleTags(style: string): string[] {
  const words = style
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 1 && word !== 'and');
  return [...new Set(words)];
}

/**
 * Engines throw EngineError (../engine-error.ts) with capability 'image' for a failure the user
 * reads on the card: `retryable` ones (network, 5xx, 429) are retried with backoff; the others
 * (moderation/nsfw, invalid input, vendor balance) fail at once. A failed paid row is refunded
 * once either way.
 */

/**
 * Which engine does what. A new row takes the engine its capability maps to now (a vendor when
 * its keys are set, else local) and records it; a retry asks for the recorded engine again.
 */
export interface ImageEngineRegistry {
  generatorFor(): ImageEngineId;
  referenceBuilderFor(): ImageEngineId;
  artistFor(): ImageEngineId;
  generator(id: ImageEngineId): ImageGenerator;
  referenceBuilder(id: ImageEngineId): ReferenceBuilder;
  artist(id: ImageEngineId): PodcastArtist;
}
