import { videoEndpoints } from '@shared/endpoints/videos';
import { VIDEO_UPLOAD_FIELDS } from '@shared/videos';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/**
 * The faces in the podcast clip's picture (POST /api/videos/podcast-faces, charges nothing):
 * an uploaded image or a ready AI host. Asked once per picture, before the user pays.
 */
export function usePodcastFaces(picture: { file: File } | { characterId: string } | null) {
  const key = picture
    ? 'file' in picture
      ? [picture.file.name, picture.file.size, picture.file.lastModified]
      : [picture.characterId]
    : [];
  return useQuery({
    queryKey: ['podcast-faces', ...key],
    enabled: picture !== null,
    staleTime: Infinity,
    queryFn: () => {
      const form = new FormData();
      if (picture && 'file' in picture) {
        form.set(VIDEO_UPLOAD_FIELDS.image, picture.file, picture.file.name);
      } else if (picture) {
        form.set('characterId', picture.characterId);
      }
      return api.call(videoEndpoints.podcastFaces, { body: form });
    },
  });
}
