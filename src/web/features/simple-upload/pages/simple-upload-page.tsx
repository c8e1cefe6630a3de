import { SIMPLE_UPLOAD_MESSAGES } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { CreditCheckDialog } from '../../../components/credits/credit-check-dialog';
import { useCreditCheckout } from '../../../components/credits/use-credit-checkout';
import { ImagePicker } from '../../../components/simple-videos/image-picker';
import { SimpleVideoCard } from '../../../components/simple-videos/simple-video-card';
import {
  useSimpleVideoBatch,
  useSimpleVideos,
} from '../../../components/simple-videos/use-simple-videos';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-messages';
import {
  removeSimpleVideo,
  simpleVideosQueryKey,
  type BatchImage,
} from '../../../lib/simple-videos';

/**
 * /simple-upload (spec Simple upload): images (or My photos) become 8 s 9:16 videos, one each;
 * the credit check decides what is free, what is paid and what needs buying first. The user's
 * last 20 jobs below, kept live.
 */
export function SimpleUploadPage() {
  const queryClient = useQueryClient();
  const [images, setImages] = useState<BatchImage[]>([]);
  const [checking, setChecking] = useState(false);
  const jobs = useSimpleVideos('simple-upload');
  const batch = useSimpleVideoBatch('simple-upload');
  const checkout = useCreditCheckout();
  const remove = useMutation({
    mutationFn: (job: VideoJob) => removeSimpleVideo(job.id),
    onSuccess: () => {
      toast.success(SIMPLE_UPLOAD_MESSAGES.removed);
      void queryClient.invalidateQueries({ queryKey: simpleVideosQueryKey('simple-upload') });
    },
    onError: (error) => toast.error(errorMessage(error, 'The video could not be removed')),
  });

  async function generate(count: number) {
    setChecking(false);
    const chosen = images.slice(0, count);
    setImages(images.slice(count));
    await batch.run(chosen);
  }

  return (
    <div className="grid gap-6">
      <Card className="grid gap-4 p-4 sm:p-6">
        <div>
          <h2 className="text-lg font-semibold">Turn photos into videos</h2>
          <p className="text-sm text-muted-foreground">
            Each image becomes an 8-second vertical (9:16, 720p) video. Your free daily videos are
            used first, then 64 credits a video.
          </p>
        </div>
        <ImagePicker images={images} onChange={setImages} disabled={batch.running} />
        <div>
          <Button
            onClick={() => {
              if (images.length === 0) toast.error(SIMPLE_UPLOAD_MESSAGES.selectImages);
              else setChecking(true);
            }}
            disabled={batch.running}
            data-testid="generate-videos"
          >
            <Sparkles aria-hidden="true" />
            {batch.running ? 'Starting...' : 'Generate videos'}
          </Button>
        </div>
      </Card>

      <section aria-labelledby="simple-jobs-title" className="grid gap-3">
        <h2 id="simple-jobs-title" className="text-lg font-semibold">
          Your videos
        </h2>
        {jobs.isPending && <Skeleton className="h-40 w-full" />}
        {jobs.data && jobs.data.jobs.length === 0 && (
          <p className="text-sm text-muted-foreground">No videos yet. Choose images above.</p>
        )}
        {jobs.data && jobs.data.jobs.length > 0 && (
          <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
            {jobs.data.jobs.map((job) => (
              <SimpleVideoCard
                key={job.id}
                job={job}
                onRemove={(target) => remove.mutate(target)}
                removing={remove.isPending}
              />
            ))}
          </div>
        )}
      </section>

      <CreditCheckDialog
        open={checking}
        onOpenChange={setChecking}
        imageCount={Math.max(1, images.length)}
        onGenerate={(count) => void generate(count)}
        onBuy={(credits) => {
          void checkout.buy(credits, '/simple-upload').then((opened) => {
            if (opened) setChecking(false);
          });
        }}
      />
    </div>
  );
}
