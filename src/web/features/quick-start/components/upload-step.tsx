import { firstIssueMessage } from '@shared/auth';
import {
  DRIVE_LINK_IMAGE_COUNT,
  QUICK_START_MESSAGES,
  quickStartFlowBodySchema,
  SIMPLE_UPLOAD_MESSAGES,
  type QuickStartFlowBody,
} from '@shared/quick-start';
import { useQueryClient } from '@tanstack/react-query';
import { ArrowRight, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { CreditCheckDialog } from '../../../components/credits/credit-check-dialog';
import { PopupBlockedNotice } from '../../../components/credits/popup-blocked-notice';
import { useCreditCheckout } from '../../../components/credits/use-credit-checkout';
import { ImagePicker } from '../../../components/simple-videos/image-picker';
import { useSimpleVideoBatch } from '../../../components/simple-videos/use-simple-videos';
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
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { refreshSession } from '../../../lib/session';
import type { BatchImage } from '../../../lib/simple-videos';
import { importDriveFolder, startFlow } from '../api/quick-start';
import { heldBatch, holdBatch, releaseBatch } from '../lib/held-batch';

interface UploadStepProps {
  /** The signed-in user, or null for a visitor (who gives an email). */
  userId: string | null;
  /** A credit checkout just returned here: reopen the credit check with the held images. */
  checkoutReturn: 'success' | 'cancelled' | null;
  /** The batch was made: on to Connect. */
  onUploaded: () => Promise<void>;
}

/**
 * Step 1: images (or My photos), an optional Drive folder link, and an email from a visitor.
 * quick-start-flow starts the batch (making the visitor's account), the credit check decides
 * what is free, paid or to buy first, then one job per image.
 */
export function UploadStep({ userId, checkoutReturn, onUploaded }: UploadStepProps) {
  const ids = { email: useId(), drive: useId() };
  const queryClient = useQueryClient();
  const [images, setImages] = useState<BatchImage[]>([]);
  const [email, setEmail] = useState('');
  const [driveLink, setDriveLink] = useState('');
  const [accountExists, setAccountExists] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const [checking, setChecking] = useState(false);
  const [importing, setImporting] = useState(false);
  const [owner, setOwner] = useState<string | null>(userId);
  const batch = useSimpleVideoBatch('quick-start');
  const checkout = useCreditCheckout();
  const busy = starting || importing || batch.running;
  const link = driveLink.trim();
  // Spec: a Drive link alone counts as 10 images.
  const imageCount = images.length > 0 ? images.length : link ? DRIVE_LINK_IMAGE_COUNT : 0;

  // Back from a checkout (this tab or a new one): the images held for it, and the credit check.
  useEffect(() => {
    if (!userId || !checkoutReturn) return;
    let active = true;
    void heldBatch(userId).then((held) => {
      if (!active || held.length === 0) return;
      setImages(held);
      setOwner(userId);
      setChecking(true);
    });
    return () => {
      active = false;
    };
  }, [userId, checkoutReturn]);

  async function onContinue(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setAccountExists(null);
    if (!userId && !email.trim()) return void toast.error(QUICK_START_MESSAGES.emailRequired);
    if (images.length === 0 && !link) return void toast.error(QUICK_START_MESSAGES.imagesOrDrive);
    const body: QuickStartFlowBody = {
      email: userId ? null : email.trim(),
      googleDriveLink: link || null,
      hasFiles: images.length > 0,
    };
    // The server checks it again; here a wrong Drive link is said in plain words at once.
    const checked = quickStartFlowBodySchema.safeParse(body);
    if (!checked.success) {
      return void toast.error(QUICK_START_MESSAGES.uploadFailed, {
        description: firstIssueMessage(checked.error),
      });
    }
    setStarting(true);
    try {
      const started = await startFlow(body);
      // The answer signed this browser in: the rest of the wizard speaks for that account.
      if (started.created) await refreshSession(queryClient);
      setOwner(started.userId);
      setChecking(true);
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) setAccountExists(error.message);
      else toast.error(QUICK_START_MESSAGES.uploadFailed, { description: errorMessage(error, '') });
    } finally {
      setStarting(false);
    }
  }

  async function generate(count: number) {
    setChecking(false);
    await releaseBatch();
    const chosen = images.slice(0, count);
    if (chosen.length === 0 && link) return importFolder(count);
    const started = await batch.run(chosen);
    if (started === 0) {
      toast.error(QUICK_START_MESSAGES.uploadFailed, {
        description: 'None of the images could be processed.',
      });
      return;
    }
    setImages(images.slice(count));
    toast.success(QUICK_START_MESSAGES.uploadSuccessful);
    await onUploaded();
  }

  /** A Drive link alone: the server reads the folder's images and makes up to `count` jobs. */
  async function importFolder(count: number) {
    setImporting(true);
    try {
      const imported = await importDriveFolder({ googleDriveLink: link, count });
      for (const { name, error } of imported.failed) {
        toast.error(SIMPLE_UPLOAD_MESSAGES.failedToProcess(name), { description: error });
      }
      if (imported.jobs.length === 0) {
        return void toast.error(QUICK_START_MESSAGES.uploadFailed, {
          description: 'None of the images could be processed.',
        });
      }
      toast.success(QUICK_START_MESSAGES.uploadSuccessful);
      await onUploaded();
    } catch (error) {
      toast.error(QUICK_START_MESSAGES.uploadFailed, { description: errorMessage(error, '') });
    } finally {
      setImporting(false);
    }
  }

  async function buy(credits: number) {
    if (owner) await holdBatch(owner, images);
    const opened = await checkout.buy(credits, '/start', QUICK_START_MESSAGES.paymentFailed);
    if (opened) setChecking(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Upload your photos</CardTitle>
        <CardDescription>
          Each photo becomes an 8-second vertical video (9:16, 720p), ready for YouTube Shorts. Your
          free daily video is used first, then 64 credits a video.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(event) => void onContinue(event)} className="grid gap-6">
          <ImagePicker
            images={images}
            onChange={setImages}
            disabled={busy}
            offerPhotos={userId !== null}
          />
          <div className="grid gap-2">
            <Label htmlFor={ids.drive}>Google Drive folder link (optional)</Label>
            <Input
              id={ids.drive}
              type="url"
              inputMode="url"
              placeholder="https://drive.google.com/drive/folders/…"
              value={driveLink}
              disabled={busy}
              onChange={(event) => setDriveLink(event.target.value)}
              data-testid="drive-link"
            />
            <p className="text-sm text-muted-foreground">
              Share the folder as &quot;Anyone with the link can view&quot;.
            </p>
          </div>
          {!userId && (
            <div className="grid gap-2">
              <Label htmlFor={ids.email}>Your email</Label>
              <Input
                id={ids.email}
                type="email"
                autoComplete="email"
                value={email}
                disabled={busy}
                aria-invalid={accountExists ? true : undefined}
                onChange={(event) => setEmail(event.target.value)}
                data-testid="quick-start-email"
              />
              <p className="text-sm text-muted-foreground">
                We create your account and email you a link to set a password.
              </p>
            </div>
          )}
          {accountExists && (
            <div
              role="alert"
              className="flex gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm text-warning"
            >
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              <p>
                {accountExists}{' '}
                <Link to="/auth" className="font-semibold underline underline-offset-2">
                  Sign in
                </Link>
              </p>
            </div>
          )}
          {checkout.blockedUrl && <PopupBlockedNotice url={checkout.blockedUrl} />}
          <div>
            <Button type="submit" size="lg" loading={busy} data-testid="upload-continue">
              {batch.running ? 'Uploading...' : importing ? 'Importing from Drive...' : 'Continue'}
              {!busy && <ArrowRight aria-hidden="true" />}
            </Button>
          </div>
        </form>
      </CardContent>
      <CreditCheckDialog
        open={checking}
        onOpenChange={setChecking}
        imageCount={Math.max(1, imageCount)}
        onGenerate={(count) => void generate(count)}
        onBuy={(credits) => void buy(credits)}
      />
    </Card>
  );
}
