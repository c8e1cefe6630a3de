import { VIDEO_MESSAGES, type VideoJob } from '@shared/videos';
import { toast } from 'sonner';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';

interface VideoPlayerDialogProps {
  job: Pick<VideoJob, 'prompt' | 'videoUrl' | 'posterUrl' | 'aspectRatio'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The in-page player: the video with its poster, the browser's controls, playing at once. */
export function VideoPlayerDialog({ job, open, onOpenChange }: VideoPlayerDialogProps) {
  const portrait = job.aspectRatio === '9:16';
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={portrait ? 'max-w-md' : 'max-w-3xl'}>
        <DialogHeader>
          <DialogTitle>Video preview</DialogTitle>
          <DialogDescription className="line-clamp-2">{job.prompt}</DialogDescription>
        </DialogHeader>
        {job.videoUrl && (
          <video
            src={job.videoUrl}
            poster={job.posterUrl ?? undefined}
            controls
            autoPlay
            playsInline
            onError={() => toast.error(VIDEO_MESSAGES.failedToLoad)}
            className="max-h-[70dvh] w-full rounded-lg bg-ink object-contain"
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
