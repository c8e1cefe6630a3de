import {
  POSTING_MESSAGES,
  YOUTUBE_PRIVACIES,
  type YouTubeMetadata,
  type YouTubePrivacySetting,
} from '@shared/posting';
import { YOUTUBE_DESCRIPTION_MAX_BYTES, YOUTUBE_TITLE_MAX } from '@shared/youtube-metadata';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { DialogFooter } from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { usePostToYouTube } from '../api/post-to-youtube';
import {
  checkPostForm,
  descriptionBytes,
  editPostForm,
  initialPostForm,
  titleCount,
  toLocalInputValue,
  type PostFormValues,
} from '../lib/post-form';
import { OptionGroup } from '../../../components/ui/option-group';

const PRIVACY_LABELS: Record<YouTubePrivacySetting, string> = {
  public: 'Public',
  unlisted: 'Unlisted',
  private: 'Private',
};

interface PostFormProps {
  videoId: string;
  channelName: string;
  testMode: boolean;
  /** The proposal; undefined when it could not be made (the user writes their own). */
  metadata: YouTubeMetadata | undefined;
  /** The user confirmed a second YouTube video of one already posted. */
  postAgain?: boolean;
  onPosted: () => void;
}

function SwitchRow(props: {
  label: string;
  hint: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="flex items-start justify-between gap-4">
      <div className="grid gap-1">
        <Label htmlFor={id}>{props.label}</Label>
        <p className="text-xs text-muted-foreground">{props.hint}</p>
      </div>
      <Switch
        id={id}
        checked={props.checked}
        onCheckedChange={props.onChange}
        data-testid={props.testId}
      />
    </div>
  );
}

/** The post dialog's form: the proposal to edit, YouTube's settings, then "Post to YouTube". */
export function PostForm({
  videoId,
  channelName,
  testMode,
  metadata,
  postAgain = false,
  onPosted,
}: PostFormProps) {
  const [values, setValues] = useState<PostFormValues>(() => initialPostForm(metadata));
  const [problem, setProblem] = useState<string | null>(null);
  const post = usePostToYouTube(videoId);
  const ids = { title: useId(), description: useId(), tags: useId(), publishAt: useId() };
  const count = titleCount(values.title);
  const bytes = descriptionBytes(values.description);
  const edit = (change: Partial<PostFormValues>) => {
    setValues((current) => editPostForm(current, change));
    setProblem(null);
  };

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = checkPostForm(values, new Date());
    if (!result.ok) return setProblem(result.message);
    post.mutate(
      { ...result.data, postAgain },
      {
        onSuccess: () => {
          toast.success(POSTING_MESSAGES.postQueued);
          onPosted();
        },
        // The server's words say why (e.g. the day's share is used, and when it frees up).
        onError: (error) => {
          setProblem(error.message);
          toast.error(POSTING_MESSAGES.postFailed, { description: error.message });
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={handleSubmit} className="grid min-w-0 gap-5" data-testid="post-form">
      <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
        Posting to <span className="font-medium text-foreground">{channelName}</span>
        {testMode && <Badge variant="secondary">Test mode</Badge>}
        {metadata && (
          <span className="text-xs" data-testid="post-metadata-engine">
            · Suggested by {metadata.engine === 'local' ? 'the built-in writer' : 'the AI writer'}
          </span>
        )}
      </p>
      {metadata?.fallbackReason && (
        <p className="rounded-md bg-warning-soft px-3 py-2 text-xs text-warning">
          {metadata.fallbackReason}
        </p>
      )}
      <fieldset disabled={post.isPending} className="grid min-w-0 gap-4">
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor={ids.title}>Title</Label>
            <span
              className={cn(
                'text-xs tabular-nums',
                count.over ? 'text-destructive' : 'text-muted-foreground',
              )}
              data-testid="post-title-count"
              aria-live="polite"
            >
              {count.text}
            </span>
          </div>
          <Input
            id={ids.title}
            value={values.title}
            maxLength={YOUTUBE_TITLE_MAX + 20}
            aria-invalid={count.over || /[<>]/.test(values.title) || undefined}
            onChange={(event) => edit({ title: event.target.value })}
            data-testid="post-title"
          />
          <p className="text-xs text-muted-foreground">
            Up to 100 characters, without &lt; or &gt;.
          </p>
        </div>
        <div className="grid gap-1.5">
          <div className="flex items-center justify-between">
            <Label htmlFor={ids.description}>Description</Label>
            <span className="text-xs text-muted-foreground tabular-nums">
              {bytes}/{YOUTUBE_DESCRIPTION_MAX_BYTES}
            </span>
          </div>
          <Textarea
            id={ids.description}
            rows={5}
            value={values.description}
            onChange={(event) => edit({ description: event.target.value })}
            className="min-h-28 resize-y"
            data-testid="post-description"
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.tags}>Tags</Label>
          <Input
            id={ids.tags}
            value={values.tags}
            placeholder="interior design, small spaces"
            onChange={(event) => edit({ tags: event.target.value })}
            data-testid="post-tags"
          />
          <p className="text-xs text-muted-foreground">Separate tags with commas.</p>
        </div>
        <OptionGroup
          legend="Privacy"
          options={YOUTUBE_PRIVACIES.map((value) => ({ value, label: PRIVACY_LABELS[value] }))}
          value={values.privacy}
          onChange={(privacy) => edit({ privacy })}
          size="md"
        />
        <div className="grid gap-1.5">
          <Label htmlFor={ids.publishAt}>Publish time (optional)</Label>
          <div className="flex min-w-0 gap-2">
            <Input
              id={ids.publishAt}
              type="datetime-local"
              className="min-w-0 flex-1"
              value={values.publishAt}
              min={toLocalInputValue(new Date())}
              onChange={(event) => edit({ publishAt: event.target.value })}
              data-testid="post-publish-at"
            />
            {values.publishAt && (
              <Button type="button" variant="outline" onClick={() => edit({ publishAt: '' })}>
                Clear
              </Button>
            )}
          </div>
          <p className="text-xs text-muted-foreground" data-testid="post-publish-hint">
            {values.publishAt
              ? 'YouTube keeps the video private until then and publishes it at that time: a publish time needs Private.'
              : 'Leave empty to publish as soon as YouTube has processed the video.'}
          </p>
        </div>
        <SwitchRow
          label="Made for kids"
          hint="YouTube asks every uploader to say whether a video is made for children."
          checked={values.madeForKids}
          onChange={(madeForKids) => edit({ madeForKids })}
          testId="post-made-for-kids"
        />
        <SwitchRow
          label="Altered or synthetic content"
          hint="Tells viewers the video has realistic AI-made content, as YouTube requires."
          checked={values.syntheticMedia}
          onChange={(syntheticMedia) => edit({ syntheticMedia })}
          testId="post-synthetic"
        />
      </fieldset>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="post-form-problem">
          {problem}
        </p>
      )}
      <DialogFooter>
        <Button type="submit" loading={post.isPending} data-testid="post-submit">
          {!post.isPending && <Send aria-hidden="true" />}
          Post to YouTube
        </Button>
      </DialogFooter>
    </form>
  );
}
