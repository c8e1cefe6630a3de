import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { CheckCircle2, CircleSlash, FolderOpen, Upload } from 'lucide-react';
import {
  MAX_SUBMISSION_FILES,
  SUBMISSION_MESSAGES,
  SUBMISSION_REDIRECT_MS,
  SUBMISSION_REDIRECT_TO,
  submissionProblem,
  type SubmissionType,
} from '@shared/submissions';
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
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/error-messages';
import { keepFilesOfKind } from '../../../lib/picked-files';
import { cn } from '../../../lib/cn';
import { sendSubmission, useSubmissionSettings } from '../api/submissions';

/**
 * /upload, the public submission (no account): photos or a Google Drive folder link for the
 * done-for-you service. Checked here in the spec's words, checked again on the server.
 */
export function UploadPage() {
  const navigate = useNavigate();
  const settings = useSubmissionSettings();
  const [tab, setTab] = useState<SubmissionType>('files');
  const [files, setFiles] = useState<File[]>([]);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const latestPick = useRef(0);
  const ids = {
    email: useId(),
    phone: useId(),
    business: useId(),
    description: useId(),
    drive: useId(),
    files: useId(),
    website: useId(),
  };

  async function chooseFiles(list: FileList | null) {
    const chosen = [...(list ?? [])];
    const pick = ++latestPick.current;
    // Images by content, not by the name or type the browser guessed from it.
    const { kept: images } = await keepFilesOfKind(chosen, 'image');
    // A slower check of an earlier pick must not overwrite a later one.
    if (pick !== latestPick.current) return;
    if (images.length < chosen.length) {
      toast.error(SUBMISSION_MESSAGES.invalidFileTypeTitle, {
        description: SUBMISSION_MESSAGES.invalidFileType,
      });
    }
    if (images.length > MAX_SUBMISSION_FILES) {
      toast.error(SUBMISSION_MESSAGES.tooManyFilesTitle, {
        description: SUBMISSION_MESSAGES.tooManyFiles,
      });
    }
    // The latest pick replaces the one before, even when too large: the count then says what
    // the input holds, and sending is refused until fewer are chosen.
    setFiles(images);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const text = (name: string) => String(data.get(name) ?? '');
    const fields = {
      email: text('email'),
      phone: text('phone'),
      businessName: text('businessName'),
      submissionType: tab,
      googleDriveLink: tab === 'google_drive' ? text('googleDriveLink') : '',
      contentDescription: text('contentDescription'),
    };
    const problem = submissionProblem(fields, tab === 'files' ? files.length : 0);
    if (problem) return void toast.error(problem.title, { description: problem.message });
    // More than the server would take from us now: said before the upload, not after it.
    const bytes = tab === 'files' ? files.reduce((sum, file) => sum + file.size, 0) : 0;
    if (settings.data && bytes > settings.data.roomBytes) {
      return void toast.error(SUBMISSION_MESSAGES.failedTitle, {
        description: SUBMISSION_MESSAGES.uploadsFull,
      });
    }

    const body = new FormData();
    for (const [name, value] of Object.entries(fields)) if (value) body.append(name, value);
    const website = text('website');
    if (website) body.append('website', website);
    if (tab === 'files') for (const file of files) body.append('files', file, file.name);
    setBusy(true);
    try {
      const answer = await sendSubmission(body);
      // An earlier try's error must not stand beside the thank-you.
      toast.dismiss();
      setDone(answer.message);
      setTimeout(() => void navigate(SUBMISSION_REDIRECT_TO), SUBMISSION_REDIRECT_MS);
    } catch (error) {
      toast.error(SUBMISSION_MESSAGES.failedTitle, {
        description: errorMessage(error, SUBMISSION_MESSAGES.tryAgain),
      });
    } finally {
      setBusy(false);
    }
  }

  const supportEmail = settings.data?.supportEmail;
  const keepDays = settings.data?.unreviewedKeepDays;
  return (
    <main className="min-h-dvh bg-muted/30 px-4 py-12">
      <div className="mx-auto grid max-w-2xl gap-6">
        <div className="grid gap-2 text-center">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            Upload Your Content
          </h1>
          <p className="text-muted-foreground">
            Send us your design photos. We review every submission within 24-48 hours.
          </p>
        </div>
        {done ? (
          <Card data-testid="upload-thank-you">
            <CardContent className="grid justify-items-center gap-3 py-10 text-center">
              <CheckCircle2 aria-hidden="true" className="size-12 text-primary" />
              <h2 className="text-xl font-semibold">Thank you!</h2>
              <p className="max-w-md text-muted-foreground">{done}</p>
            </CardContent>
          </Card>
        ) : settings.data?.uploadsOpen === false ? (
          // The caps on photos awaiting review are reached (decision 050): no form to fill in
          // for nothing.
          <Card data-testid="upload-full">
            <CardContent className="grid justify-items-center gap-3 py-10 text-center">
              <CircleSlash aria-hidden="true" className="size-12 text-muted-foreground" />
              <p role="status" className="max-w-md text-lg font-medium">
                {SUBMISSION_MESSAGES.uploadsFull}
              </p>
            </CardContent>
          </Card>
        ) : (
          <Card>
            <CardHeader>
              <CardTitle>Your business</CardTitle>
              <CardDescription>
                No account needed: we create it when we approve your photos.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <form
                ref={formRef}
                noValidate
                onSubmit={(event) => void onSubmit(event)}
                className="grid gap-4"
              >
                <div className="grid gap-2">
                  <Label htmlFor={ids.email}>Email *</Label>
                  <Input id={ids.email} name="email" type="email" autoComplete="email" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.phone}>Phone *</Label>
                  <Input id={ids.phone} name="phone" type="tel" autoComplete="tel" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.business}>Business name *</Label>
                  <Input id={ids.business} name="businessName" autoComplete="organization" />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor={ids.description}>Content description (optional)</Label>
                  <Textarea id={ids.description} name="contentDescription" rows={3} />
                </div>

                <div
                  role="tablist"
                  aria-label="How to send your photos"
                  className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1"
                >
                  {(
                    [
                      ['files', 'Upload Files', Upload],
                      ['google_drive', 'Google Drive', FolderOpen],
                    ] as const
                  ).map(([value, label, Icon]) => (
                    <button
                      key={value}
                      type="button"
                      role="tab"
                      aria-selected={tab === value}
                      onClick={() => setTab(value)}
                      className={cn(
                        'flex items-center justify-center gap-2 rounded-md px-3 py-2 text-sm font-medium',
                        tab === value ? 'bg-background shadow-sm' : 'text-muted-foreground',
                      )}
                    >
                      <Icon aria-hidden="true" className="size-4" />
                      {label}
                    </button>
                  ))}
                </div>

                {tab === 'files' ? (
                  <div className="grid gap-2" role="tabpanel">
                    <Label htmlFor={ids.files}>Photos (up to {MAX_SUBMISSION_FILES})</Label>
                    <Input
                      id={ids.files}
                      type="file"
                      accept="image/*"
                      multiple
                      data-testid="upload-files"
                      onChange={(event) => void chooseFiles(event.currentTarget.files)}
                    />
                    <p className="text-sm text-muted-foreground" data-testid="upload-file-count">
                      {files.length === 0
                        ? 'JPG, PNG, WebP or GIF.'
                        : `${files.length} ${files.length === 1 ? 'photo' : 'photos'} selected`}
                    </p>
                    {files.length > MAX_SUBMISSION_FILES && (
                      <p role="alert" className="text-sm font-medium text-destructive">
                        {SUBMISSION_MESSAGES.tooManyFiles}
                      </p>
                    )}
                    {keepDays !== undefined && (
                      <p className="text-sm text-muted-foreground" data-testid="upload-kept">
                        {SUBMISSION_MESSAGES.keptUnreviewed(keepDays)}
                      </p>
                    )}
                  </div>
                ) : (
                  <div className="grid gap-2" role="tabpanel">
                    <Label htmlFor={ids.drive}>Google Drive folder link *</Label>
                    <Input
                      id={ids.drive}
                      name="googleDriveLink"
                      type="url"
                      placeholder="https://drive.google.com/drive/folders/…"
                    />
                    <p className="text-sm text-muted-foreground">
                      Share the folder as <strong>&quot;Anyone with the link can view&quot;</strong>{' '}
                      so we can open it.
                    </p>
                  </div>
                )}

                <div
                  aria-hidden="true"
                  className="absolute -left-[9999px] top-auto size-px overflow-hidden"
                >
                  <label htmlFor={ids.website}>Website</label>
                  <input
                    id={ids.website}
                    name="website"
                    type="text"
                    tabIndex={-1}
                    autoComplete="off"
                  />
                </div>

                <Button type="submit" size="lg" loading={busy} data-testid="upload-submit">
                  Submit for review
                </Button>
              </form>
            </CardContent>
          </Card>
        )}
        {/* Only a configured mailbox: a sentence pointing nowhere would help nobody. */}
        {supportEmail && (
          <p className="text-center text-sm text-muted-foreground">
            Questions? Write to{' '}
            <a
              className="font-medium text-primary underline"
              href={`mailto:${supportEmail}`}
              data-testid="support-email"
            >
              {supportEmail}
            </a>
            .
          </p>
        )}
      </div>
    </main>
  );
}
