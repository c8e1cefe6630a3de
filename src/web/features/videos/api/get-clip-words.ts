import type { ClipWordsFields } from '@shared/clip-words';
import { videoEndpoints } from '@shared/endpoints/videos';
import { VIDEO_UPLOAD_FIELDS } from '@shared/videos';
import { skipToken, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * Whether this server can hear a recording's words, and by which engine (GET
 * /api/videos/transcription-engine): asked once, before any file is uploaded.
 */
export function useTranscriptionEngine() {
  return useQuery({
    queryKey: ['transcription-engine'],
    staleTime: Infinity,
    queryFn: ({ signal }) => api.call(videoEndpoints.transcriptionEngine, { signal }),
  });
}

/**
 * The words of the clip's span of an uploaded audio file (POST /api/videos/clip-words, free
 * and limited per user): asked once per file and span; a span left before its words came
 * back is let go (the request is aborted, and the server stops hearing it).
 */
export function useClipWords(audio: File | null, span: ClipWordsFields | null) {
  return useQuery({
    queryKey: [
      'clip-words',
      audio?.name,
      audio?.size,
      audio?.lastModified,
      span?.startSeconds,
      span?.durationSeconds,
    ],
    staleTime: Infinity,
    // A refusal (no engine, the limit, a file it cannot read) will not change by asking again.
    retry: false,
    queryFn:
      audio && span
        ? ({ signal }) => {
            const form = new FormData();
            if (span.startSeconds !== undefined) {
              form.set('startSeconds', String(span.startSeconds));
            }
            form.set('durationSeconds', String(span.durationSeconds));
            form.set(VIDEO_UPLOAD_FIELDS.audio, audio, audio.name);
            return api.call(videoEndpoints.clipWords, { body: form, signal });
          }
        : skipToken,
  });
}
