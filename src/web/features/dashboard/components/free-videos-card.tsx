import { SIMPLE_UPLOAD_PATH } from '@shared/quick-start';
import { ArrowRight, Gift } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card';
import { useFreeVideos } from '../api/free-videos';

/** How many free daily videos are left today, and where to use them (decision 046). */
export function FreeVideosCard() {
  const freeVideos = useFreeVideos();
  if (!freeVideos.data || freeVideos.data.perDay === 0) return null;
  const left = freeVideos.data.remainingToday;
  return (
    <Card
      data-testid="free-videos-card"
      className="mt-6 flex-row flex-wrap items-center gap-x-3 gap-y-2 px-4 py-3 sm:px-6"
    >
      <Gift className="size-5 shrink-0 text-brand" aria-hidden="true" />
      <p className="mr-auto text-sm">
        {left === 0 ? (
          <>No free videos left today. More tomorrow (UTC).</>
        ) : (
          <>
            <strong className="font-semibold">{left}</strong> free video{left === 1 ? '' : 's'} left
            today
          </>
        )}
      </p>
      <Link
        to={SIMPLE_UPLOAD_PATH}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand hover:underline"
      >
        Turn photos into videos
        <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </Card>
  );
}
