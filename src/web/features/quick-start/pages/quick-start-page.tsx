import {
  QUICK_START_MESSAGES,
  SIMPLE_JOB_POLL_MS,
  type QuickStartScheduleBody,
} from '@shared/quick-start';
import { VIDEO_JOB_UPDATED_EVENT } from '@shared/videos';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { BrandMark } from '../../../components/brand-mark';
import { Button } from '../../../components/ui/button';
import { Skeleton } from '../../../components/ui/skeleton';
import { errorMessage } from '../../../lib/error-messages';
import { useProductName } from '../../../lib/product';
import { useSession } from '../../../lib/session';
import { useLiveEvent } from '../../../lib/use-live-events';
import {
  moveToStep,
  QUICK_START_QUERY_KEY,
  quickStartQueryOptions,
  scheduleVideos,
} from '../api/quick-start';
import { ConnectStep } from '../components/connect-step';
import { DoneStep } from '../components/done-step';
import { GenerateStep } from '../components/generate-step';
import { ScheduleStep } from '../components/schedule-step';
import { UploadStep } from '../components/upload-step';
import { WizardProgress } from '../components/wizard-progress';
import { readWizardReturn, WIZARD_RETURN_PARAMS, type WizardReturn } from '../lib/wizard-return';

/**
 * /start, the quick-start wizard (decision 043): Upload, Connect, Generate, Schedule, Done.
 * Open to visitors (the Upload step makes their account) and to signed-in users (the spec's
 * signed-in upload flow). Where the wizard is comes from the server, so a reload, the YouTube
 * consent and a credit checkout all come back to the same step.
 */
export function QuickStartPage() {
  const session = useSession();
  const queryClient = useQueryClient();
  const productName = useProductName();
  const [search, setSearch] = useSearchParams();
  const signedIn = Boolean(session.data);
  const connection = useLiveEvent(
    VIDEO_JOB_UPDATED_EVENT,
    () => void queryClient.invalidateQueries({ queryKey: QUICK_START_QUERY_KEY }),
    { enabled: signedIn },
  );
  const live = connection === 'open';
  const state = useQuery({
    ...quickStartQueryOptions(live ? false : SIMPLE_JOB_POLL_MS),
    enabled: signedIn,
  });
  const [moving, setMoving] = useState(false);
  // What brought the browser here, read once: acted on below, then taken out of the address.
  const [arrival] = useState<WizardReturn>(() => readWizardReturn(search));
  const handled = useRef(false);

  useEffect(() => {
    document.title = `Quick start · ${productName}`;
  }, [productName]);

  useEffect(() => {
    if (handled.current || session.isPending) return;
    handled.current = true;
    const { youtube, checkout } = arrival;
    if (youtube?.kind === 'failed') {
      toast.error(QUICK_START_MESSAGES.connectionFailed, { description: youtube.reason });
    } else if (youtube?.kind === 'connected' && signedIn) {
      toast.success('YouTube connected');
      void moveToStep(queryClient, 3).catch(() => undefined);
    }
    if (checkout === 'success') toast.success('Payment received: your credits are in.');
    if (checkout === 'cancelled') {
      toast.error(QUICK_START_MESSAGES.paymentFailed, {
        description: 'The checkout was cancelled. Nothing was charged.',
      });
    }
    if (WIZARD_RETURN_PARAMS.some((name) => search.has(name))) {
      const remaining = new URLSearchParams(search);
      for (const name of WIZARD_RETURN_PARAMS) remaining.delete(name);
      setSearch(remaining, { replace: true });
    }
  }, [arrival, session.isPending, signedIn, queryClient, search, setSearch]);

  async function move(action: () => Promise<unknown>, failure: string) {
    setMoving(true);
    try {
      await action();
    } catch (error) {
      toast.error(failure, { description: errorMessage(error, '') });
    } finally {
      setMoving(false);
    }
  }
  const goTo = (step: number, newBatch = false) =>
    move(() => moveToStep(queryClient, step, newBatch), 'The wizard could not move on');
  const schedule = (items: QuickStartScheduleBody['items']) =>
    move(async () => {
      const answer = await scheduleVideos({ items });
      toast.success(QUICK_START_MESSAGES.scheduled(answer.scheduled));
      await queryClient.invalidateQueries({ queryKey: QUICK_START_QUERY_KEY });
    }, 'The videos could not be scheduled');

  // The step on show: a visitor is on Upload; a signed-in user where the server says. While a
  // new answer loads, the last step stays (the Upload step keeps its images across sign-in).
  const current = session.data === null ? 1 : state.data?.step;
  const [shown, setShown] = useState<number | null>(null);
  if (current !== undefined && current !== shown) setShown(current);
  const step = current ?? shown;
  const jobs = state.data?.jobs ?? [];

  let body;
  if (step === null && state.isError) {
    body = (
      <div className="grid justify-items-start gap-3" role="alert">
        <p className="text-sm text-destructive">{state.error.message}</p>
        <Button variant="outline" onClick={() => void state.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  } else if (step === null) {
    body = <Skeleton className="h-80 w-full" />;
  } else {
    body = (
      <>
        <WizardProgress step={step} />
        {step === 1 && (
          <UploadStep
            userId={session.data?.id ?? null}
            checkoutReturn={arrival.checkout}
            onUploaded={() => goTo(2)}
          />
        )}
        {step === 2 && <ConnectStep />}
        {step === 3 && (
          <GenerateStep
            jobs={jobs}
            driveLink={state.data?.googleDriveLink ?? null}
            busy={moving}
            onSchedule={() => void goTo(4)}
            onUploadMore={() => void goTo(1, true)}
          />
        )}
        {step === 4 && (
          <ScheduleStep jobs={jobs} busy={moving} onSchedule={(items) => void schedule(items)} />
        )}
        {step === 5 && (
          <DoneStep jobs={jobs} busy={moving} onUploadMore={() => void goTo(1, true)} />
        )}
      </>
    );
  }

  return (
    <div className="min-h-dvh bg-muted/30">
      <header className="border-b border-border bg-surface">
        <div className="mx-auto flex h-16 max-w-3xl items-center justify-between gap-3 px-4">
          <BrandMark />
          {session.data ? (
            <Button variant="ghost" asChild>
              <Link to="/dashboard">Dashboard</Link>
            </Button>
          ) : (
            session.data === null && (
              <Button variant="ghost" asChild>
                <Link to="/auth">Sign in</Link>
              </Button>
            )
          )}
        </div>
      </header>
      <main className="mx-auto grid max-w-3xl gap-6 px-4 py-8 sm:py-10">
        <div className="grid gap-1">
          <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            From photos to scheduled Shorts
          </h1>
          <p className="text-muted-foreground">
            Upload a few photos, connect YouTube, and we post one video a day for you.
          </p>
        </div>
        {body}
      </main>
    </div>
  );
}
