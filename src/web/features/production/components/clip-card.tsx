import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { MOTION_PRESETS, type ProductionClip } from '@shared/orders-production';
import { ORDER_CLIP } from '@shared/orders';
import { parseTagList } from '@shared/youtube-metadata';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Textarea } from '../../../components/ui/textarea';
import { cn } from '../../../lib/cn';
import { useProductionAction } from '../api/production';
import { dollars } from '../lib/time-left';

const REVIEW_LABELS: Record<ProductionClip['reviewStatus'], string> = {
  draft: 'Draft',
  in_review: 'In review',
  approved: 'Approved',
  changes_requested: 'Changes requested',
};

/** One clip of the order: its render, remake, cover frame and metadata. */
export function ClipCard({ orderId, clip }: { orderId: string; clip: ProductionClip }) {
  const action = useProductionAction(orderId);
  const render = clip.render;
  const done = render?.status === 'succeeded';
  const rendering = render && !['succeeded', 'failed'].includes(render.status);
  const locked = clip.reviewStatus === 'approved';
  const run = (input: Parameters<typeof action.mutate>[0], success: string) =>
    action.mutate(input, {
      onSuccess: () => toast.success(success),
      onError: (error) => toast.error(error.message),
    });

  return (
    <li
      className={cn(
        'grid min-w-0 gap-3 rounded-lg border border-border p-3',
        clip.reviewStatus === 'changes_requested' && 'border-warning bg-warning-soft/40',
      )}
      data-testid="clip-card"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">Clip {clip.position}</span>
        <Badge variant={clip.reviewStatus === 'approved' ? 'success' : 'secondary'}>
          {REVIEW_LABELS[clip.reviewStatus]}
        </Badge>
        {render && (
          <span className="text-xs text-muted-foreground" data-testid="clip-engine">
            {render.engineLabel} · {dollars(render.costCents)}
          </span>
        )}
      </div>
      {clip.changeComment && clip.reviewStatus === 'changes_requested' && (
        <p className="rounded-md bg-warning-soft p-2 text-sm text-warning" role="note">
          Client asked: “{clip.changeComment}”
        </p>
      )}
      {done && render.videoUrl ? (
        <CoverChooser orderId={orderId} clip={clip} videoUrl={render.videoUrl} disabled={locked} />
      ) : (
        <div className="grid aspect-[9/16] max-h-80 place-items-center rounded-md bg-muted text-sm">
          {render?.status === 'failed'
            ? (render.error ?? 'The render failed')
            : `Rendering… ${render?.progress ?? 0}%`}
        </div>
      )}
      <Remake
        disabled={locked || Boolean(rendering) || action.isPending}
        onRemake={(motionPrompt) =>
          run({ kind: 'remake', clipId: clip.id, motionPrompt }, 'A new render is on its way')
        }
      />
      <MetadataEditor
        key={`${clip.title}|${clip.description}|${clip.tags.join(',')}`}
        clip={clip}
        disabled={locked || action.isPending}
        onSave={(change) => run({ kind: 'metadata', clipId: clip.id, change }, 'Saved')}
        onRewrite={() => run({ kind: 'rewrite', clipId: clip.id }, 'Written again')}
      />
    </li>
  );
}

function CoverChooser(props: {
  orderId: string;
  clip: ProductionClip;
  videoUrl: string;
  disabled: boolean;
}) {
  const { clip, videoUrl } = props;
  const action = useProductionAction(props.orderId);
  const video = useRef<HTMLVideoElement>(null);
  const [seconds, setSeconds] = useState(clip.coverSeconds ?? 0);
  const seek = (value: number) => {
    setSeconds(value);
    if (video.current) {
      video.current.pause();
      video.current.currentTime = value;
    }
  };
  return (
    <div className="grid gap-2">
      <video
        ref={video}
        src={videoUrl}
        poster={clip.coverUrl ?? undefined}
        controls
        playsInline
        preload="metadata"
        className="aspect-[9/16] max-h-80 w-full rounded-md bg-black object-contain"
        aria-label={`Clip ${clip.position}`}
      />
      <Label htmlFor={`cover-${clip.id}`}>Cover frame: {seconds.toFixed(1)} s</Label>
      <div className="flex items-center gap-2">
        <input
          id={`cover-${clip.id}`}
          type="range"
          min={0}
          max={ORDER_CLIP.durationSeconds - 0.1}
          step={0.1}
          value={seconds}
          onChange={(event) => seek(Number(event.target.value))}
          disabled={props.disabled}
          className="min-w-0 flex-1"
        />
        <Button
          size="sm"
          variant="outline"
          disabled={props.disabled || action.isPending}
          onClick={() =>
            action.mutate(
              { kind: 'cover', clipId: clip.id, seconds },
              {
                onSuccess: () => toast.success('Cover saved'),
                onError: (error) => toast.error(error.message),
              },
            )
          }
        >
          Save cover
        </Button>
      </div>
      {clip.coverSeconds !== null && (
        <p className="text-xs text-muted-foreground">
          Cover at {clip.coverSeconds.toFixed(1)} s (the poster frame until one is saved)
        </p>
      )}
    </div>
  );
}

function Remake(props: { disabled: boolean; onRemake: (prompt: string) => void }) {
  const [preset, setPreset] = useState<string>(MOTION_PRESETS[1].prompt);
  const [custom, setCustom] = useState('');
  const prompt = preset === 'custom' ? custom.trim() : preset;
  return (
    <div className="grid gap-2">
      <Label>Make it again</Label>
      <div className="flex flex-wrap gap-2">
        <select
          aria-label="Motion"
          value={preset}
          onChange={(event) => setPreset(event.target.value)}
          className="h-8 min-w-0 flex-1 rounded-md border border-input bg-surface px-2 text-sm"
        >
          {MOTION_PRESETS.map((motion) => (
            <option key={motion.id} value={motion.prompt}>
              {motion.label}
            </option>
          ))}
          <option value="custom">Own prompt…</option>
        </select>
        <Button
          size="sm"
          variant="outline"
          disabled={props.disabled || !prompt}
          onClick={() => props.onRemake(prompt)}
        >
          Remake
        </Button>
      </div>
      {preset === 'custom' && (
        <Input
          aria-label="Motion prompt"
          value={custom}
          maxLength={500}
          onChange={(event) => setCustom(event.target.value)}
          placeholder="Slow dolly toward the window"
        />
      )}
    </div>
  );
}

function MetadataEditor(props: {
  clip: ProductionClip;
  disabled: boolean;
  onSave: (change: { title: string; description: string; tags: string[] }) => void;
  onRewrite: () => void;
}) {
  const { clip } = props;
  const [title, setTitle] = useState(clip.title);
  const [description, setDescription] = useState(clip.description);
  const [tags, setTags] = useState(clip.tags.join(', '));
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        props.onSave({ title, description, tags: parseTagList(tags) });
      }}
    >
      <Label htmlFor={`title-${clip.id}`}>Title</Label>
      <Input
        id={`title-${clip.id}`}
        value={title}
        maxLength={100}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Label htmlFor={`description-${clip.id}`}>Description</Label>
      <Textarea
        id={`description-${clip.id}`}
        rows={3}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
      />
      <Label htmlFor={`tags-${clip.id}`}>Tags (comma separated)</Label>
      <Input
        id={`tags-${clip.id}`}
        value={tags}
        onChange={(event) => setTags(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={props.disabled}>
          Save
        </Button>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={props.disabled}
          onClick={props.onRewrite}
        >
          Rewrite
        </Button>
      </div>
    </form>
  );
}
