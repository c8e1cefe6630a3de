import { DEFAULT_CAPTION_LOOK, type CaptionLook } from '@shared/captions';
import type { ClipWords } from '@shared/clip-words';
import type { VeoResolution } from '@shared/pricing';
import {
  HEDRA_DEFAULT_ASPECT_RATIO,
  HEDRA_DEFAULT_DURATION,
  HEDRA_DEFAULT_RESOLUTION,
  HEDRA_MAX_DURATION,
  podcastDurationSchema,
  VEO_DEFAULT_DURATION,
  VEO_DEFAULT_RESOLUTION,
  videoJobCost,
  type HedraAspectRatio,
  type HedraResolution,
  type MusicBed,
  type VeoAspectRatio,
  type VideoMode,
} from '@shared/videos';
import type { PresetCharacter } from './podcast-preset';
import { initialAudiogram, type AudiogramOptions } from './audiogram-form';

/**
 * The prompt panel's state and its price, kept free of React so the rules can be tested on
 * their own. What a submit sends, checked, is ./prompt-submission.ts.
 */

/** A chosen image and its preview link (an object URL the panel revokes when it is let go). */
export interface PickedImage {
  file: File;
  previewUrl: string;
}

/**
 * A photo of the user's library (My photos) chosen for Image to Video: sent by id, the server
 * copies it into the job. Its preview is the photo's signed thumbnail link (nothing to revoke).
 */
export interface LibraryPhoto {
  photoId: string;
  name: string;
  previewUrl: string;
}

/**
 * One of the user's ready saved backgrounds (/backgrounds): a podcast clip's set, or an Image
 * to Video image. Sent by id; the server copies it into the job.
 */
export interface SavedBackground {
  backgroundId: string;
  name: string;
  previewUrl: string;
}

/** One image of an Image to Video batch: a file, a library photo or a background; each a job. */
export type BatchImage = PickedImage | LibraryPhoto | SavedBackground;

export const isLibraryPhoto = (image: BatchImage): image is LibraryPhoto => 'photoId' in image;
export const isSavedBackground = (image: BatchImage): image is SavedBackground =>
  'backgroundId' in image;
export const batchImageName = (image: BatchImage): string =>
  'file' in image ? image.file.name : image.name;
/** A batch image's identity (React key, de-duplication). */
export const batchImageKey = (image: BatchImage): string =>
  isLibraryPhoto(image)
    ? `photo:${image.photoId}`
    : isSavedBackground(image)
      ? `background:${image.backgroundId}`
      : image.previewUrl;

/**
 * One of the user's ready voiceovers (a script read aloud, /scripts) as the clip's speech: sent
 * by id, the server uses its stored audio and captions.
 */
export interface PodcastVoiceover {
  id: string;
  voiceName: string;
  durationMs: number;
  scriptTitle: string;
  /** A signed link to its audio: the moment picker draws and plays it. */
  audioUrl?: string | null;
}

export interface PodcastOptions {
  aspectRatio: HedraAspectRatio;
  resolution: HedraResolution;
  /** As typed: the field may be briefly empty or half-written while the user edits it. */
  durationSeconds: string;
  /** Where the clip starts in the speech, as typed or set on the waveform (decision 058). */
  startSeconds: string;
  /** The speech: an uploaded audio file, or one of the user's voiceovers (never both). */
  audio: File | null;
  voiceover: PodcastVoiceover | null;
  /** Burn captions into the clip: a voiceover's, or an uploaded file's heard words. */
  captions: boolean;
  /** How the captions look (decision 060). */
  captionLook: CaptionLook;
  /** The caption words as the user edited them; null: the speech's own. */
  captionText: string | null;
  /**
   * The words heard in the uploaded file's clip span (decision 069), sent with the clip; null
   * while none are heard for the span on screen.
   */
  heardWords: ClipWords | null;
  /** The portrait: an uploaded image, or one of the user's ready AI hosts (never both). */
  image: PickedImage | null;
  character: PresetCharacter | null;
  /** The face the user clicked as the speaker (./speaker-face.ts); null: the largest. */
  speakerFace: number | null;
  /** The set behind the host: one of the user's saved backgrounds, or none. */
  background: SavedBackground | null;
  /** The talking portrait or an audiogram design (./audiogram-form.ts). */
  design: AudiogramOptions;
}

export interface TextToVideoOptions {
  durationSeconds: number;
  resolution: VeoResolution;
  aspectRatio: VeoAspectRatio;
  /** A music bed under the video (issue 29); left out: none. */
  musicBed?: MusicBed;
}

export interface ImageToVideoOptions {
  durationSeconds: number;
  resolution: VeoResolution;
  images: BatchImage[];
  /** 'auto': each image's shape as the spec detects it; else the user's choice for the batch. */
  aspectRatio: VeoAspectRatio | 'auto';
  musicBed?: MusicBed;
}

export interface PromptFormState {
  mode: VideoMode;
  prompt: string;
  hedra: PodcastOptions;
  text: TextToVideoOptions;
  veo: ImageToVideoOptions;
}

/** The first mode a new user sees: a 5 s podcast clip costs 10 credits, a new account's grant. */
export const DEFAULT_MODE: VideoMode = 'hedra';

export function initialPromptForm(mode: VideoMode = DEFAULT_MODE): PromptFormState {
  return {
    mode,
    prompt: '',
    hedra: {
      aspectRatio: HEDRA_DEFAULT_ASPECT_RATIO,
      resolution: HEDRA_DEFAULT_RESOLUTION,
      durationSeconds: String(HEDRA_DEFAULT_DURATION),
      startSeconds: '0',
      audio: null,
      voiceover: null,
      captions: true,
      captionLook: DEFAULT_CAPTION_LOOK,
      captionText: null,
      heardWords: null,
      image: null,
      character: null,
      speakerFace: null,
      background: null,
      design: initialAudiogram(),
    },
    text: {
      durationSeconds: VEO_DEFAULT_DURATION,
      resolution: VEO_DEFAULT_RESOLUTION,
      aspectRatio: '9:16',
    },
    veo: {
      durationSeconds: VEO_DEFAULT_DURATION,
      resolution: VEO_DEFAULT_RESOLUTION,
      images: [],
      aspectRatio: 'auto',
    },
  };
}

/**
 * The podcast clip's duration prefilled from the audio: to the hundredth (as the server keeps
 * it), never more than Hedra's maximum.
 */
export function durationFromAudio(audioSeconds: number): string {
  const capped = Math.min(HEDRA_MAX_DURATION, audioSeconds);
  return String(Math.round(capped * 100) / 100);
}

export interface PromptCost {
  /** What submitting costs in all. */
  total: number;
  /** One job's price (image to video charges this per image). */
  perJob: number;
  /** How many jobs a submit makes. */
  jobs: number;
}

/**
 * The price before submitting, from the shared pricing the server charges with. Null while the
 * podcast duration is not one the server takes. An image batch with no image yet shows one
 * job's price, so the user sees the rate before choosing files.
 */
export function promptCost(state: PromptFormState): PromptCost | null {
  if (state.mode === 'hedra') {
    const typed = state.hedra.durationSeconds;
    const seconds = typed.trim() ? podcastDurationSchema.safeParse(typed) : null;
    if (!seconds?.success) return null;
    const perJob = videoJobCost({ mode: 'hedra', durationSeconds: seconds.data });
    return { total: perJob, perJob, jobs: 1 };
  }
  const options = state.mode === 'veo' ? state.veo : state.text;
  const perJob = videoJobCost({
    mode: state.mode,
    resolution: options.resolution,
    durationSeconds: options.durationSeconds,
  });
  const jobs = state.mode === 'veo' ? state.veo.images.length : 1;
  return { total: perJob * Math.max(jobs, 1), perJob, jobs };
}

/**
 * True while the form holds nothing of the next video: no prompt, no file, voiceover, character
 * or photo. The options (mode, duration, resolution) do not count: they keep their values after
 * a submit. A blank form shows no credit shortfall (shortOfCredits).
 */
export function isBlankPromptForm(state: PromptFormState): boolean {
  const { audio, voiceover, image, character } = state.hedra;
  return (
    state.prompt.trim() === '' &&
    !audio &&
    !voiceover &&
    !image &&
    !character &&
    state.veo.images.length === 0
  );
}

/** The object URLs among these images' previews (a library photo's link is not one). */
export const objectUrlsOf = (images: readonly BatchImage[]): string[] =>
  images.flatMap((image) => ('file' in image ? [image.previewUrl] : []));

/** Every object URL the form holds, for revoking when the form lets them go. */
export function previewUrlsOf(state: PromptFormState): string[] {
  return [
    ...(state.hedra.image ? [state.hedra.image.previewUrl] : []),
    ...objectUrlsOf(state.veo.images),
  ];
}

/** Library photos (or saved backgrounds) join the batch after what is there, each once. */
export function withLibraryPhotos(
  images: readonly BatchImage[],
  photos: readonly (LibraryPhoto | SavedBackground)[],
): BatchImage[] {
  const chosen = new Set(images.map(batchImageKey));
  const added = photos.filter((photo) => {
    if (chosen.has(batchImageKey(photo))) return false;
    chosen.add(batchImageKey(photo));
    return true;
  });
  return [...images, ...added];
}

/** After a successful submit: a blank form in the same mode, with the same options. */
export function clearedPromptForm(state: PromptFormState): PromptFormState {
  const blank = initialPromptForm(state.mode);
  return {
    ...state,
    prompt: '',
    hedra: {
      ...state.hedra,
      durationSeconds: blank.hedra.durationSeconds,
      startSeconds: blank.hedra.startSeconds,
      audio: null,
      voiceover: null,
      captions: blank.hedra.captions,
      captionText: null,
      heardWords: null,
      image: null,
      character: null,
      speakerFace: null,
    },
    veo: { ...state.veo, images: [] },
  };
}
