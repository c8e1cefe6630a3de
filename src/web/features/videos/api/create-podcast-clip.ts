import { videoEndpoints } from '@shared/endpoints/videos';
import { VIDEO_UPLOAD_FIELDS, type PodcastClipFields } from '@shared/videos';
import { AUDIOGRAM_LOGO_FIELD } from '@shared/audiogram';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { captionWordsField } from '../lib/clip-words';
import { onVideoJobCreated } from '../lib/job-cache';

export interface PodcastClipRequest {
  fields: PodcastClipFields;
  /** Null when the speech is one of the user's voiceovers (`fields.voiceoverId`). */
  audio: File | null;
  /** Null when the portrait is a podcast character (`fields.characterId`). */
  image: File | null;
  /** An audiogram's cover art or logo (decision 059). */
  logo?: File | null;
}

/**
 * POST /api/videos/podcast-clip (multipart): the fields first, then the files. The speech is an
 * audio file or the `voiceoverId` of a ready voiceover, the portrait an image file or the
 * `characterId` of a ready podcast character: never both of a pair, the server refuses that.
 */
export function useCreatePodcastClip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fields, audio, image, logo }: PodcastClipRequest) => {
      const form = new FormData();
      form.set('prompt', fields.prompt);
      form.set('aspectRatio', fields.aspectRatio);
      form.set('resolution', fields.resolution);
      form.set('durationSeconds', String(fields.durationSeconds));
      if (fields.startSeconds !== undefined) form.set('startSeconds', String(fields.startSeconds));
      if (fields.seed !== undefined) form.set('seed', String(fields.seed));
      if (fields.characterId) form.set('characterId', fields.characterId);
      if (fields.voiceoverId) form.set('voiceoverId', fields.voiceoverId);
      if (fields.backgroundId) form.set('backgroundId', fields.backgroundId);
      form.set('captions', String(fields.captions));
      if (fields.style && fields.style !== 'talking') {
        form.set('style', fields.style);
        if (fields.title) form.set('title', fields.title);
        if (fields.showName) form.set('showName', fields.showName);
        if (fields.brandColor) form.set('brandColor', fields.brandColor);
        if (fields.waveform) form.set('waveform', fields.waveform);
      }
      if (fields.speakerFace !== undefined) form.set('speakerFace', String(fields.speakerFace));
      if (fields.captions) {
        form.set('captionStyle', fields.captionStyle);
        form.set('captionSize', fields.captionSize);
        form.set('captionPosition', fields.captionPosition);
        // An uploaded file's heard words (decision 069), parsed by the form's schema: sent back.
        if (fields.captionWords) form.set('captionWords', captionWordsField(fields.captionWords));
        if (fields.captionText !== undefined) form.set('captionText', fields.captionText);
      }
      if (audio) form.set(VIDEO_UPLOAD_FIELDS.audio, audio, audio.name);
      if (image) form.set(VIDEO_UPLOAD_FIELDS.image, image, image.name);
      if (logo) form.set(AUDIOGRAM_LOGO_FIELD, logo, logo.name);
      return api.call(videoEndpoints.podcastClip, { body: form });
    },
    onSuccess: (job) => onVideoJobCreated(queryClient, job),
  });
}
