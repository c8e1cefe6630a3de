import { analysisPriceText } from '@shared/episodes';
import { episodeAnalysisCredits } from '@shared/pricing';
import { FileAudio, Upload } from 'lucide-react';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { errorMessage } from '../../../lib/error-messages';
import { useUploadEpisode } from '../api/episodes';
import { readMediaDuration } from '../lib/media-duration';
import { formatClock } from '../lib/transcript-paragraphs';
import {
  DEFAULT_MOMENT_FIELDS,
  readMomentFields,
  refuseEpisodeFile,
  type MomentFields,
} from '../lib/upload-check';
import { MomentFieldsInputs } from './moment-fields';
import { UploadProgressBar } from './upload-progress-bar';

interface ChosenFile {
  file: File;
  /** Null when the browser cannot read its length: the server measures it on arrival. */
  durationSeconds: number | null;
}

/**
 * Choose a recording, see what its analysis costs, then send it: the price is shown before
 * the upload is confirmed, and the bytes sent are shown while it goes up (a long episode can
 * take minutes on a home connection). Cancel stops the upload; nothing is charged then.
 */
export function EpisodeUploadCard() {
  const navigate = useNavigate();
  const upload = useUploadEpisode();
  const [chosen, setChosen] = useState<ChosenFile | null>(null);
  const [fields, setFields] = useState<MomentFields>(DEFAULT_MOMENT_FIELDS);
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<{ sentBytes: number; totalBytes: number } | null>(null);
  const cancel = useRef<AbortController | null>(null);
  const credits = chosen?.durationSeconds ? episodeAnalysisCredits(chosen.durationSeconds) : null;
  const busy = upload.isPending;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProblem(null);
    setChosen(null);
    const durationSeconds = await readMediaDuration(file);
    const refused = refuseEpisodeFile(file, durationSeconds);
    if (refused) setProblem(refused);
    else setChosen({ file, durationSeconds });
  }

  function send(event: FormEvent) {
    event.preventDefault();
    if (!chosen || credits === null) return;
    const read = readMomentFields(fields);
    if ('error' in read) {
      setProblem(read.error);
      return;
    }
    setProblem(null);
    const controller = new AbortController();
    cancel.current = controller;
    upload.mutate(
      {
        file: chosen.file,
        request: read.request,
        confirmedCredits: credits,
        signal: controller.signal,
        onProgress: setSent,
      },
      {
        onSuccess: (episode) => void navigate(`/episodes/${episode.id}`),
        onError: (error) => {
          if (!controller.signal.aborted)
            setProblem(errorMessage(error, 'The upload failed. Please try again.'));
        },
        onSettled: () => setSent(null),
      },
    );
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>Analyse an episode</CardTitle>
        <CardDescription>
          Upload a whole recording (audio, or a video whose sound is used), up to 3 hours and 2 GB.
          We transcribe it and rank the moments worth a clip.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={send} aria-label="Upload an episode">
          <div className="grid gap-1.5">
            <Label htmlFor="episode-file">Recording</Label>
            <input
              id="episode-file"
              type="file"
              accept="audio/*,video/*"
              onChange={(event) => void choose(event)}
              disabled={busy}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-surface file:px-3 file:py-1.5 file:text-sm"
            />
          </div>
          {chosen && (
            <p className="flex flex-wrap items-center gap-2 text-sm" data-testid="episode-choice">
              <FileAudio className="size-4 text-muted-foreground" aria-hidden />
              <span className="font-medium break-all">{chosen.file.name}</span>
              {chosen.durationSeconds !== null && (
                <span className="text-muted-foreground tabular-nums">
                  {formatClock(chosen.durationSeconds)}
                </span>
              )}
            </p>
          )}
          <MomentFieldsInputs
            idPrefix="upload-moments"
            fields={fields}
            onChange={setFields}
            disabled={busy}
          />
          {chosen && credits === null && (
            <p className="text-sm text-warning" role="status">
              Your browser cannot read this file&apos;s length, so the price cannot be shown.
              Convert it to MP3, WAV or MP4 and choose it again.
            </p>
          )}
          {credits !== null && (
            <p className="text-sm" data-testid="analysis-price">
              Analysis: <strong>{analysisPriceText(credits)}</strong>
            </p>
          )}
          {problem && (
            <p className="text-sm text-destructive" role="alert">
              {problem}
            </p>
          )}
          {sent && <UploadProgressBar sent={sent} />}
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={!chosen || credits === null || busy}>
              <Upload aria-hidden />
              {credits === null
                ? 'Upload and analyse'
                : `Upload and analyse for ${credits} credits`}
            </Button>
            {busy && (
              <Button type="button" variant="outline" onClick={() => cancel.current?.abort()}>
                Cancel upload
              </Button>
            )}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
