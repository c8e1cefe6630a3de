import { IMAGE_MESSAGES } from '@shared/images';
import { ImageIcon } from 'lucide-react';
import { AssetList } from '../../../components/assets/asset-list';
import { useImageJobs } from '../api/get-image-jobs';
import { ImageJobCard } from './image-job-card';

/** "Your Images": newest first, live. */
export function ImageJobList() {
  const jobs = useImageJobs();
  return (
    <AssetList
      title="Your Images"
      items={jobs.data?.jobs}
      isPending={jobs.isPending}
      error={jobs.error}
      onRetry={() => void jobs.refetch()}
      errorTitle="Your images could not be loaded"
      emptyIcon={ImageIcon}
      emptyText={IMAGE_MESSAGES.emptyImages}
      gridClassName="grid gap-4 sm:grid-cols-2 sm:gap-5"
      renderItem={(job) => <ImageJobCard job={job} />}
    />
  );
}
