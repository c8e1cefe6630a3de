import { simpleJobStatusText } from '@shared/quick-start';
import type { VideoJob } from '@shared/videos';
import { CalendarCheck } from 'lucide-react';
import { useId, useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import {
  DEFAULT_POST_TIME,
  scheduleProblem,
  scheduleTimes,
  schedulableJobs,
} from '../lib/schedule';

interface ScheduleStepProps {
  jobs: VideoJob[];
  onSchedule: (items: { jobId: string; publishAt: string }[]) => void;
  busy: boolean;
}

const dayFormat = new Intl.DateTimeFormat(undefined, { weekday: 'short' });

/**
 * Step 4: the batch's finished and coming videos, one a day at the time the user picks, each
 * editable; sent as each video's YouTube publishAt.
 */
export function ScheduleStep({ jobs, onSchedule, busy }: ScheduleStepProps) {
  const timeId = useId();
  const videos = schedulableJobs(jobs);
  const [time, setTime] = useState(DEFAULT_POST_TIME);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<string | null>(null);
  // The defaults are worked out from when the step opened, so they do not drift while it is open.
  const [openedAt] = useState(() => new Date());
  const times = scheduleTimes(
    videos.map((job) => job.id),
    time,
    edits,
    openedAt,
  );

  function submit() {
    const now = new Date();
    const found = scheduleProblem(times, now);
    setProblem(found);
    if (found) return;
    onSchedule(times.map((item) => ({ jobId: item.jobId, publishAt: item.at!.toISOString() })));
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Schedule your Shorts</CardTitle>
        <CardDescription>
          One video a day on YouTube. Pick the time; change any single video below.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid max-w-56 gap-2">
          <Label htmlFor={timeId}>Post each day at</Label>
          <Input
            id={timeId}
            type="time"
            value={time}
            required
            data-testid="schedule-time"
            onChange={(event) => {
              if (!event.target.value) return;
              setTime(event.target.value);
              // A new daily time re-spreads every video; single edits were made for the old one.
              setEdits({});
            }}
          />
        </div>
        <ol className="grid gap-2" aria-label="Publish times">
          {videos.map((job, index) => {
            const item = times[index]!;
            const status = simpleJobStatusText(job.status);
            return (
              <li
                key={job.id}
                data-testid="schedule-row"
                className="grid grid-cols-[2.5rem_1fr] items-center gap-3 rounded-lg border border-border p-3 sm:grid-cols-[2.5rem_1fr_auto]"
              >
                <div className="aspect-[9/16] overflow-hidden rounded-md bg-muted">
                  {job.posterUrl && (
                    <img src={job.posterUrl} alt="" className="size-full object-cover" />
                  )}
                </div>
                <div className="grid gap-1">
                  <span className="text-sm font-medium">Video {index + 1}</span>
                  <Badge variant={status === 'completed' ? 'success' : 'secondary'}>
                    {status === 'completed' ? 'ready' : 'being made'}
                  </Badge>
                </div>
                <div className="col-span-2 flex items-center gap-2 sm:col-span-1">
                  <span className="w-9 text-xs text-muted-foreground" aria-hidden="true">
                    {item.at ? dayFormat.format(item.at) : ''}
                  </span>
                  <Input
                    type="datetime-local"
                    aria-label={`Publish time of video ${index + 1}`}
                    data-testid="schedule-at"
                    value={item.value}
                    className="sm:w-56"
                    onChange={(event) =>
                      setEdits((current) => ({ ...current, [job.id]: event.target.value }))
                    }
                  />
                </div>
              </li>
            );
          })}
        </ol>
        {problem && (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        )}
        <div>
          <Button
            onClick={submit}
            loading={busy}
            disabled={videos.length === 0}
            data-testid="schedule-submit"
          >
            <CalendarCheck aria-hidden="true" />
            Schedule {videos.length} video{videos.length === 1 ? '' : 's'}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
