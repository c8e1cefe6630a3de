import type { Photo } from '@shared/photos';
import { useState } from 'react';
import { formatFileSize } from '../../../lib/photos';
import { usePhotos } from '../api/get-photos';
import { DeletePhotoDialog } from '../components/delete-photo-dialog';
import { PhotoGrid } from '../components/photo-grid';
import { PhotoViewerDialog } from '../components/photo-viewer-dialog';
import { UploadPhotosButton } from '../components/upload-photos-button';

/**
 * /photos, My photos: the photos the user owns (uploaded here, or from an approved
 * submission), to view full size, delete, and use in the video studio's Image to Video.
 */
export function PhotosPage() {
  const photos = usePhotos();
  const [viewing, setViewing] = useState<Photo | null>(null);
  const [deleting, setDeleting] = useState<Photo | null>(null);
  const list = photos.data?.photos;
  const limits = photos.data?.limits;

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-2">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            My photos
          </h1>
          <p className="max-w-2xl text-muted-foreground">
            Your photos, ready to bring to life in the video studio.
            {list && limits && (
              <span className="tabular-nums">
                {' '}
                {list.length} of {limits.maxPhotos} photos · JPEG, PNG, WebP or GIF, up to{' '}
                {formatFileSize(limits.maxFileBytes)} each.
              </span>
            )}
          </p>
        </div>
        <UploadPhotosButton limits={limits} photoCount={list?.length ?? 0} />
      </div>
      <PhotoGrid
        photos={list}
        isPending={photos.isPending}
        error={photos.error}
        onRetry={() => void photos.refetch()}
        onView={setViewing}
        onDelete={setDeleting}
      />
      <PhotoViewerDialog
        photo={viewing}
        onClose={() => setViewing(null)}
        onDelete={(photo) => {
          setViewing(null);
          setDeleting(photo);
        }}
      />
      <DeletePhotoDialog photo={deleting} onClose={() => setDeleting(null)} />
    </div>
  );
}
