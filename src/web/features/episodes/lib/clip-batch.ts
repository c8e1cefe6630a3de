import {
  AUDIOGRAM_DEFAULT_COLOR,
  AUDIOGRAM_LOGO_FIELD,
  AUDIOGRAM_MESSAGES,
  isAudiogramStyle,
  type PodcastStyle,
  type WaveformStyle,
} from '@shared/audiogram';
import { DEFAULT_CAPTION_LOOK, type CaptionLook } from '@shared/captions';
import {
  EPISODE_CLIPS_BODY_FIELD,
  EPISODE_MESSAGES,
  type episodeClipsBodySchema,
} from '@shared/episodes';
import { HEDRA_DEFAULT_ASPECT_RATIO, type HedraAspectRatio } from '@shared/videos';
import type { z } from 'zod';
import type { PickedLogo } from '../../../components/podcast-design/audiogram-logo-field';
import { spanPrice, spanProblem, type Span, type Trim } from './trim';

/**
 * The episode page's clip batch (decision 068): the moments picked, each trimmed and with its
 * caption words, and one design for all of them. Free of React, tested alone.
 */

export interface ClipPick {
  trim: Trim;
  /** The caption lines as the user edited them; null: the words heard, as they are. */
  captionText: string | null;
}

/**
 * The clip's picture: a ready podcast character, or one of the user's photos, with the link
 * its thumbnail was shown by (the speaker picker draws the faces over it).
 */
export type ClipPicture = { kind: 'character' | 'photo'; id: string; imageUrl: string } | null;

export interface BatchDesign {
  style: PodcastStyle;
  picture: ClipPicture;
  /** The face the user clicked as the first speaker (decision 071); null: the largest. */
  speakerFace: number | null;
  title: string;
  showName: string;
  brandColor: string;
  waveform: WaveformStyle;
  /** An audiogram's cover art or logo, on every clip of the batch (decision 073). */
  logo: PickedLogo | null;
  captions: boolean;
  captionLook: CaptionLook;
  aspectRatio: HedraAspectRatio;
}

/** The talking portrait, captions on, vertical; an audiogram would be titled after the file. */
export function initialDesign(episodeTitle: string): BatchDesign {
  return {
    style: 'talking',
    picture: null,
    speakerFace: null,
    title: episodeTitle.replace(/\.[a-z0-9]+$/i, '').slice(0, 80),
    showName: '',
    brandColor: AUDIOGRAM_DEFAULT_COLOR,
    waveform: 'bars',
    logo: null,
    captions: true,
    captionLook: DEFAULT_CAPTION_LOOK,
    aspectRatio: HEDRA_DEFAULT_ASPECT_RATIO,
  };
}

/** One picked clip as it will be cut: its moment's rank, its span and its caption text. */
export interface PickedClip {
  rank: number;
  span: Span;
  captionText: string | null;
}

/** Each clip's price and the batch's total, as the server charges them. */
export function batchPrice(clips: readonly PickedClip[]): { each: number[]; total: number } {
  const each = clips.map((clip) => spanPrice(clip.span));
  return { each, total: each.reduce((sum, price) => sum + price, 0) };
}

/** What stops the batch before any call, in the words the server would use, or null. */
export function batchProblem(
  clips: readonly PickedClip[],
  design: BatchDesign,
  durationSeconds: number,
): string | null {
  if (clips.length === 0) return 'Pick at least one moment';
  for (const clip of clips) {
    const problem = spanProblem(clip.span, durationSeconds);
    if (problem) return `Moment #${clip.rank + 1}: ${problem}`;
    if (clip.captionText !== null && design.captions && !clip.captionText.trim()) {
      return `Moment #${clip.rank + 1}: type the caption words, or turn captions off`;
    }
  }
  const audiogram = isAudiogramStyle(design.style);
  if (!audiogram && !design.picture) return EPISODE_MESSAGES.pictureNeeded;
  if (audiogram && !design.title.trim()) return AUDIOGRAM_MESSAGES.titleRequired;
  return null;
}

/**
 * POST /api/episodes/:id/clips's body: edited caption text only where it was edited; the
 * talking portrait's `speaker` as chosenSpeaker (src/web/lib/speaker-face) answers it.
 */
export function batchBody(
  clips: readonly PickedClip[],
  design: BatchDesign,
  speaker?: number,
): z.input<typeof episodeClipsBodySchema> {
  const audiogram = isAudiogramStyle(design.style);
  return {
    clips: clips.map(({ span, captionText }) => ({
      start: span.start,
      end: span.end,
      ...(design.captions && captionText !== null && { captionText }),
    })),
    ...(design.picture?.kind === 'character' && { characterId: design.picture.id }),
    ...(design.picture?.kind === 'photo' && { photoId: design.picture.id }),
    ...(!audiogram && speaker !== undefined && { speakerFace: speaker }),
    aspectRatio: design.aspectRatio,
    captions: design.captions,
    captionLook: design.captionLook,
    ...(audiogram && {
      style: design.style,
      title: design.title.trim(),
      ...(design.showName.trim() && { showName: design.showName.trim() }),
      brandColor: design.brandColor,
      waveform: design.waveform,
    }),
  };
}

/**
 * The multipart form POST /api/episodes/:id/clips takes (decision 073): the body as JSON in its
 * field, and an audiogram's logo as its file (a logo left from before the talking portrait was
 * chosen stays behind: the server would refuse it).
 */
export function batchForm(
  clips: readonly PickedClip[],
  design: BatchDesign,
  speaker?: number,
): FormData {
  const form = new FormData();
  form.set(EPISODE_CLIPS_BODY_FIELD, JSON.stringify(batchBody(clips, design, speaker)));
  if (design.logo && isAudiogramStyle(design.style)) {
    form.set(AUDIOGRAM_LOGO_FIELD, design.logo.file, design.logo.file.name);
  }
  return form;
}

/** A clip on the page: its video job and what it is called. */
export interface ListedClip {
  id: string;
  label: string;
}

/**
 * The clips the page lists, newest first: those rendered since it opened (labelled with their
 * moment and span), then the episode's earlier clips (`clipIds`, oldest first, from the
 * server), numbered in the order they were made. A clip in both is listed once.
 */
export function listedClips(
  rendered: readonly ListedClip[],
  clipIds: readonly string[],
): ListedClip[] {
  const shown = new Set(rendered.map((clip) => clip.id));
  const earlier = clipIds
    .map((id, k) => ({ id, label: `Clip ${k + 1}` }))
    .filter((clip) => !shown.has(clip.id))
    .reverse();
  return [...rendered, ...earlier];
}
