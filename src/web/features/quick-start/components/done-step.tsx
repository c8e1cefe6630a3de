import type { VideoJob } from '@shared/videos';
import { CircleCheck, ImagePlus, LayoutDashboard } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';

interface DoneStepProps {
  jobs: VideoJob[];
  onUploadMore: () => void;
  busy: boolean;
}

const timeFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** Step 5: what was scheduled, and the spec's two ways on: the dashboard, or upload more. */
export function DoneStep({ jobs, onUploadMore, busy }: DoneStepProps) {
  const scheduled = jobs
    .filter((job) => job.publishAt !== null && job.status !== 'failed')
    .sort((a, b) => Date.parse(a.publishAt!) - Date.parse(b.publishAt!));
  return (
    <Card>
      <CardHeader className="items-center text-center">
        <CircleCheck className="size-12 text-success" aria-hidden="true" />
        <CardTitle className="text-xl">You are all set</CardTitle>
        <p className="text-sm text-muted-foreground">
          {scheduled.length === 0
            ? 'Your videos are on their way.'
            : `${scheduled.length} video${scheduled.length === 1 ? '' : 's'} scheduled on YouTube.`}
        </p>
      </CardHeader>
      <CardContent className="grid gap-5">
        {scheduled.length > 0 && (
          <ol className="mx-auto grid w-full max-w-sm gap-1 text-sm" data-testid="done-schedule">
            {scheduled.map((job) => (
              <li
                key={job.id}
                className="flex justify-between gap-3 border-b border-border py-1.5 last:border-0"
              >
                <span>Video {jobs.indexOf(job) + 1}</span>
                <span className="tabular-nums text-muted-foreground">
                  {timeFormat.format(new Date(job.publishAt!))}
                </span>
              </li>
            ))}
          </ol>
        )}
        <div className="flex flex-col justify-center gap-2 sm:flex-row">
          <Button asChild size="lg">
            <Link to="/dashboard">
              <LayoutDashboard aria-hidden="true" />
              Go to dashboard
            </Link>
          </Button>
          <Button variant="outline" size="lg" onClick={onUploadMore} loading={busy}>
            <ImagePlus aria-hidden="true" />
            Upload more
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
