import { firstIssueMessage } from '@shared/auth';
import { momentProblem } from '@shared/moments';
import {
  HEDRA_MIN_DURATION,
  clipSpeechProblem,
  imageToVideoFieldsSchema,
  podcastClipFieldsSchema,
  textToVideoBodySchema,
  VIDEO_MESSAGES,
  type ImageToVideoFields,
  type PodcastClipFields,
  type TextToVideoBody,
} from '@shared/videos';
import { audiogramFields, audiogramProblem, isAudiogram, promptForDesign } from './audiogram-form';
import { captionWordsField } from './clip-words';
import type { BatchImage, PodcastOptions, PromptFormState } from './prompt-form';

/**
 * What the prompt panel sends: the form's state checked against the spec's rules and the same
 * shared schemas the server validates with, before any call. Free of React, tested alone.
 */

export type VideoSubmission =
  /**
   * `audio` is null when the speech is a voiceover (`fields.voiceoverId`), `image` when the
   * portrait is a character (`fields.characterId`).
   */
  | {
      mode: 'hedra';
      fields: PodcastClipFields;
      audio: File | null;
      image: File | null;
      /** An audiogram's cover art or logo. */
      logo?: File | null;
    }
  | { mode: 'text-to-video'; body: TextToVideoBody }
  /** The batch's own items, so a partial failure can keep exactly the ones not sent. */
  | { mode: 'veo'; fields: ImageToVideoFields; images: BatchImage[] };

export type CheckedSubmission =
  { ok: true; submission: VideoSubmission } | { ok: false; message: string };

/**
 * The spec's rules, checked before any call; the first one broken is the toast. The prompt is
 * checked first (it is the first field), then the files, then the options.
 */
export function checkSubmission(state: PromptFormState): CheckedSubmission {
  const design = state.mode === 'hedra' ? state.hedra.design : undefined;
  const designProblem = audiogramProblem(design);
  if (designProblem) return { ok: false, message: designProblem };
  const prompt = textToVideoBodySchema.shape.prompt.safeParse(
    promptForDesign(state.prompt, design),
  );
  if (!prompt.success) return { ok: false, message: firstIssueMessage(prompt.error) };

  if (state.mode === 'hedra') {
    const { audio, voiceover, image, character, aspectRatio, resolution, durationSeconds } =
      state.hedra;
    // An audiogram needs no portrait: its cover art is the logo, the portrait or initials.
    if ((!audio && !voiceover) || (!image && !character && !isAudiogram(design))) {
      return { ok: false, message: VIDEO_MESSAGES.selectAudioAndImage };
    }
    // Uploaded files win: the panel never holds both, but the server refuses both.
    const speechVoiceover = audio ? null : voiceover;
    const fields = podcastClipFieldsSchema.safeParse({
      prompt: prompt.data,
      ...audiogramFields(design),
      aspectRatio,
      resolution,
      durationSeconds,
      // Always sent by the studio: the server then snaps the moment to pauses (decision 058).
      startSeconds: state.hedra.startSeconds,
      ...(!image && character ? { characterId: character.id } : {}),
      ...(state.hedra.background ? { backgroundId: state.hedra.background.backgroundId } : {}),
      ...(speechVoiceover ? { voiceoverId: speechVoiceover.id } : {}),
      // A voiceover's captions are its script; an uploaded file's, the words heard in it (sent
      // when they are in: else the render hears them itself, decision 069).
      captions: state.hedra.captions,
      ...(state.hedra.captions && captionFields(state.hedra, speechVoiceover !== null)),
    });
    if (!fields.success) return { ok: false, message: firstIssueMessage(fields.error) };
    // A voiceover's length is known here; an uploaded file's is checked by the server.
    const speechSeconds = speechVoiceover ? speechVoiceover.durationMs / 1000 : null;
    const speechProblem =
      speechSeconds !== null &&
      (clipSpeechProblem(HEDRA_MIN_DURATION, speechSeconds) ??
        momentProblem(fields.data.startSeconds ?? 0, fields.data.durationSeconds, speechSeconds));
    if (speechProblem) return { ok: false, message: speechProblem };
    return {
      ok: true,
      submission: {
        mode: 'hedra',
        fields: fields.data,
        audio,
        image: image?.file ?? null,
        ...(isAudiogram(design) && { logo: design?.logo?.file ?? null }),
      },
    };
  }

  if (state.mode === 'veo') {
    const { images, durationSeconds, resolution, aspectRatio, musicBed } = state.veo;
    if (images.length === 0) return { ok: false, message: VIDEO_MESSAGES.selectImages };
    const fields = imageToVideoFieldsSchema.safeParse({
      prompt: state.prompt,
      durationSeconds,
      resolution,
      // Sent only when the user overrode the detected shape.
      ...(aspectRatio !== 'auto' && { aspectRatio }),
      ...(musicBed && musicBed !== 'none' && { musicBed }),
    });
    if (!fields.success) return { ok: false, message: firstIssueMessage(fields.error) };
    return {
      ok: true,
      submission: { mode: 'veo', fields: fields.data, images: [...images] },
    };
  }

  const body = textToVideoBodySchema.safeParse({ prompt: state.prompt, ...state.text });
  if (!body.success) return { ok: false, message: firstIssueMessage(body.error) };
  return { ok: true, submission: { mode: 'text-to-video', body: body.data } };
}

/**
 * The caption look, an uploaded file's heard words, and the edited words when the user changed
 * them (decisions 060, 069): edits apply to a voiceover's words or to the heard ones.
 */
function captionFields(options: PodcastOptions, fromVoiceover: boolean) {
  const heard = fromVoiceover ? null : options.heardWords;
  return {
    captionStyle: options.captionLook.style,
    captionSize: options.captionLook.size,
    captionPosition: options.captionLook.position,
    ...(heard && { captionWords: captionWordsField(heard.words) }),
    ...(options.captionText !== null &&
      (fromVoiceover || heard) && { captionText: options.captionText }),
  };
}
