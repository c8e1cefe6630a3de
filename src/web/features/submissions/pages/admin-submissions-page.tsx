import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import {
  SUBMISSION_CREATED_EVENT,
  SUBMISSION_FILTERS,
  SUBMISSION_MESSAGES,
  type Submission,
  type SubmissionFilter,
} from '@shared/submissions';
import { Badge } from '../../../components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { ApiError } from '../../../lib/api';
import { cn } from '../../../lib/cn';
import { useLiveEvent } from '../../../lib/use-live-events';
import { SUBMISSIONS_QUERY_KEY, useSubmissions } from '../api/submissions';
import { ApproveSubmissionDialog, RejectSubmissionDialog } from '../components/review-dialogs';

const TAB_LABELS: Record<SubmissionFilter, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

const when = (iso: string) => new Date(iso).toLocaleString();

/** /admin/submissions: review what visitors sent from /upload (admins only, checked by the server). */
export function AdminSubmissionsPage() {
  const [filter, setFilter] = useState<SubmissionFilter>('pending');
  const submissions = useSubmissions(filter);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  useLiveEvent(SUBMISSION_CREATED_EVENT, () => {
    void queryClient.invalidateQueries({ queryKey: SUBMISSIONS_QUERY_KEY });
  });

  const denied = submissions.error instanceof ApiError && submissions.error.status === 403;
  useEffect(() => {
    if (denied) {
      toast.error(SUBMISSION_MESSAGES.accessDenied, {
        description: SUBMISSION_MESSAGES.noPermission,
      });
      void navigate('/', { replace: true });
    } else if (submissions.error) {
      toast.error(SUBMISSION_MESSAGES.loadFailed, { description: submissions.error.message });
    }
  }, [denied, submissions.error, navigate]);

  if (denied) {
    return (
      <div className="grid place-items-center py-16 text-center" data-testid="access-denied">
        <h1 className="text-2xl font-semibold">{SUBMISSION_MESSAGES.accessDenied}</h1>
        <p className="mt-2 text-muted-foreground">{SUBMISSION_MESSAGES.noPermission}</p>
      </div>
    );
  }

  const counts = submissions.data?.counts;
  return (
    <div className="mx-auto grid max-w-5xl gap-6">
      <div className="grid gap-2">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink">Submissions</h1>
        <p className="text-muted-foreground">Photos sent from /upload, newest first.</p>
      </div>
      <div role="tablist" className="flex flex-wrap gap-1 rounded-lg bg-muted p-1">
        {SUBMISSION_FILTERS.map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={filter === value}
            data-testid={`submissions-tab-${value}`}
            onClick={() => setFilter(value)}
            className={cn(
              'rounded-md px-3 py-1.5 text-sm font-medium',
              filter === value ? 'bg-background shadow-sm' : 'text-muted-foreground',
            )}
          >
            {TAB_LABELS[value]} ({counts?.[value] ?? 0})
          </button>
        ))}
      </div>
      {submissions.isPending ? (
        <Skeleton className="h-48" />
      ) : submissions.data?.submissions.length === 0 ? (
        <p className="py-12 text-center text-muted-foreground">No submissions here.</p>
      ) : (
        <div className="grid gap-4">
          {submissions.data?.submissions.map((submission) => (
            <SubmissionCard key={submission.id} submission={submission} />
          ))}
        </div>
      )}
    </div>
  );
}

function SubmissionCard({ submission }: { submission: Submission }) {
  const pending = submission.status === 'pending';
  const rows: [string, string | null][] = [
    ['Submitted', when(submission.createdAt)],
    ['Phone', submission.phone],
    ['Business', submission.businessName],
    ['Type', submission.submissionType === 'files' ? 'Files' : 'Google Drive'],
    ['Files', String(submission.fileCount)],
    ['Description', submission.contentDescription],
    ['Reviewed', submission.reviewedAt ? when(submission.reviewedAt) : null],
    ['Reason', submission.rejectionReason],
    // The sweep deleted the stored photos (decision 050): their names stay, without links.
    [
      'Photos',
      submission.filesRemovedAt
        ? SUBMISSION_MESSAGES.filesRemoved(when(submission.filesRemovedAt))
        : null,
    ],
  ];
  return (
    <Card data-testid="submission-card">
      <CardHeader className="flex flex-row items-start justify-between gap-4">
        <CardTitle className="break-all text-lg">{submission.email}</CardTitle>
        <Badge variant={pending ? 'default' : 'secondary'}>{submission.status}</Badge>
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-1 text-sm">
          {rows
            .filter(([, value]) => value)
            .map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="whitespace-pre-line break-words">{value}</dd>
              </div>
            ))}
          {submission.googleDriveLink && (
            <div className="contents">
              <dt className="text-muted-foreground">Drive link</dt>
              <dd className="break-all">
                <a
                  href={submission.googleDriveLink}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="text-primary underline"
                >
                  {submission.googleDriveLink}
                </a>
              </dd>
            </div>
          )}
        </dl>
        {submission.images.length > 0 && (
          <ul className="flex flex-wrap gap-2">
            {submission.images.map((image, i) => (
              <li key={`${image.name}-${i}`}>
                {image.url ? (
                  <a href={image.url} target="_blank" rel="noreferrer" title={image.name}>
                    <img
                      src={image.url}
                      alt={image.name}
                      data-testid="submission-thumbnail"
                      className="size-20 rounded-md border object-cover"
                    />
                  </a>
                ) : (
                  <span className="inline-block rounded-md border px-2 py-1 text-xs">
                    {image.name}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
        {pending && (
          <div className="flex flex-wrap gap-2">
            <ApproveSubmissionDialog submission={submission} />
            <RejectSubmissionDialog submission={submission} />
          </div>
        )}
      </CardContent>
    </Card>
  );
}
