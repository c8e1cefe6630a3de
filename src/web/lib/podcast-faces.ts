import { videoEndpoints } from '@shared/endpoints/videos';
import { VIDEO_UPLOAD_FIELDS } from '@shared/videos';
import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import type { TalkingPicture } from './speaker-face';

/** Which picture a cached answer is about: a file by its name, size and date; else its id. */
function pictureKey(picture: TalkingPicture | null): unknown[] {
  if (!picture) return [];
  if ('file' in picture)
    return ['file', picture.file.name, picture.file.size, picture.file.lastModified];
  return 'characterId' in picture ? ['character', picture.characterId] : ['photo', picture.photoId];
}

/**
 * The faces in a talking portrait's picture (POST /api/videos/podcast-faces, charges nothing):
 * an uploaded image, a ready AI host or one of My photos. Asked once per picture, before the
 * user pays, by the studio's podcast clip and the episode page alike (src/web/lib/speaker-face
 * reads the answer). A refusal is not retried by itself (a 429 says to wait a minute):
 * `refetch` is the form's "Try again".
 */
export function usePodcastFaces(picture: TalkingPicture | null) {
  return useQuery({
    queryKey: ['podcast-faces', ...pictureKey(picture)],
    enabled: picture !== null,
    staleTime: Infinity,
    queryFn: () => {
      const form = new FormData();
      if (picture && 'file' in picture) {
        form.set(VIDEO_UPLOAD_FIELDS.image, picture.file, picture.file.name);
      } else if (picture && 'characterId' in picture) {
        form.set('characterId', picture.characterId);
      } else if (picture) {
        form.set('photoId', picture.photoId);
      }
      return api.call(videoEndpoints.podcastFaces, { body: form });
    },
  });
}
