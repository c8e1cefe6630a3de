import { AUDIOGRAM_TEMPLATES, isAudiogramStyle } from '@shared/audiogram';
import { HEDRA_CREDITS_PER_SECOND } from '@shared/pricing';
import type { TranscriptWord } from '@shared/transcripts';
import { HEDRA_ASPECT_RATIOS } from '@shared/videos';
import { Clapperboard, Coins } from 'lucide-react';
import { useId } from 'react';
import {
  AudiogramLettering,
  PodcastStyleChoice,
} from '../../../components/podcast-design/audiogram-fields';
import { AudiogramLogoField } from '../../../components/podcast-design/audiogram-logo-field';
import { CaptionLookFields } from '../../../components/podcast-design/caption-look-fields';
import { SpeakerSection } from '../../../components/podcast-design/speaker-section';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Label } from '../../../components/ui/label';
import { OptionGroup } from '../../../components/ui/option-group';
import { Switch } from '../../../components/ui/switch';
import { formatCredits } from '../../../lib/credit-packages';
import { errorMessage } from '../../../lib/error-messages';
import { usePodcastFaces } from '../../../lib/podcast-faces';
import { chosenSpeaker, speakerHold, speakerState, voicesNote } from '../../../lib/speaker-face';
import { useRenderClips } from '../api/clips';
import {
  batchForm,
  batchPrice,
  batchProblem,
  type BatchDesign,
  type PickedClip,
} from '../lib/clip-batch';
import { batchVoices, clipTalkingPicture } from '../lib/clip-speakers';
import { PicturePicker } from './picture-picker';

interface ClipBatchFormProps {
  episodeId: string;
  durationSeconds: number;
  /** The moments picked, trimmed, in the list's order. */
  clips: readonly PickedClip[];
  /** The episode's words (with speaker labels when the engine tells voices apart). */
  words: readonly TranscriptWord[] | null;
  design: BatchDesign;
  onDesign: (patch: Partial<BatchDesign>) => void;
  /** The batch was accepted and charged: its video jobs' ids. */
  onRendered: (videoIds: string[]) => void;
}

const credits = (amount: number) =>
  `${formatCredits(amount)} ${amount === 1 ? 'credit' : 'credits'}`;

/**
 * One design for every picked moment (talking portrait with a picture, or an audiogram
 * template; the captions and their look; the shape), the batch's price before anything is
 * paid (each clip at the podcast clip's price per second), and the render.
 */
export function ClipBatchForm(props: ClipBatchFormProps) {
  const { episodeId, durationSeconds, clips, words, design, onDesign, onRendered } = props;
  const captionsId = useId();
  const render = useRenderClips(episodeId);
  const audiogram = isAudiogramStyle(design.style);
  const price = batchPrice(clips);
  const problem = batchProblem(clips, design, durationSeconds);
  // The talking portrait's faces, asked before paying (decisions 057, 071): who speaks, or none.
  const picture = clipTalkingPicture(design);
  const faces = usePodcastFaces(picture);
  const speaking = speakerState(picture, faces);
  const speaker = chosenSpeaker(speaking, design.speakerFace);
  const held = speakerHold(speaking);
  const voices = voicesNote(speaking, batchVoices(clips, words));

  function submit() {
    if (problem || held) return;
    render.mutate(batchForm(clips, design, speaker), {
      onSuccess: (batch) => onRendered(batch.videoIds),
    });
  }

  return (
    <Card>
      <CardContent className="grid gap-4" data-testid="clip-batch-form">
        <PodcastStyleChoice style={design.style} onChange={(style) => onDesign({ style })} />
        {audiogram && (
          <>
            <AudiogramLettering value={design} onChange={onDesign} />
            <AudiogramLogoField
              logo={design.logo}
              onChange={(logo) => onDesign({ logo })}
              fallback="Without one, the picture below (if any) or the show's initials are used."
            />
          </>
        )}
        <PicturePicker
          value={design.picture}
          onChange={(picture) => onDesign({ picture, speakerFace: null })}
          optional={audiogram}
        />
        <SpeakerSection
          state={speaking}
          previewUrl={design.picture?.imageUrl ?? ''}
          speaker={speaker}
          onSpeaker={(speakerFace) => onDesign({ speakerFace })}
          onAudiogram={() => onDesign({ style: AUDIOGRAM_TEMPLATES[0] })}
          onRetry={() => void faces.refetch()}
        />
        <OptionGroup
          legend="Aspect ratio"
          options={HEDRA_ASPECT_RATIOS.map((ratio) => ({ value: ratio, label: ratio }))}
          value={design.aspectRatio}
          onChange={(aspectRatio) => onDesign({ aspectRatio })}
        />
        <div className="flex items-center gap-3">
          <Switch
            id={captionsId}
            checked={design.captions}
            onCheckedChange={(captions) => onDesign({ captions })}
          />
          <Label htmlFor={captionsId}>Burn in captions</Label>
        </div>
        {design.captions && (
          <div className="grid gap-3 rounded-lg border border-border p-3">
            <CaptionLookFields
              look={design.captionLook}
              onChange={(captionLook) => onDesign({ captionLook })}
            />
          </div>
        )}
        <div className="grid gap-3 border-t border-border pt-4">
          {voices && (
            <p className="text-sm text-muted-foreground" data-testid="voices-note">
              {voices}
            </p>
          )}
          <p
            className="flex items-start gap-1.5 text-sm text-muted-foreground"
            data-testid="clip-batch-price"
            aria-live="polite"
          >
            <Coins className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            <span>
              {clips.length === 0 ? (
                'Pick moments above to make clips of them.'
              ) : (
                <>
                  {clips.length} {clips.length === 1 ? 'clip' : 'clips'}:{' '}
                  <strong className="font-semibold text-foreground tabular-nums">
                    {credits(price.total)}
                  </strong>{' '}
                  <span className="tabular-nums">
                    ({clips.map((clip, k) => `#${clip.rank + 1} ${price.each[k]}`).join(' + ')};{' '}
                    {HEDRA_CREDITS_PER_SECOND} credits per second of clip)
                  </span>
                </>
              )}
            </span>
          </p>
          {clips.length > 0 && problem && (
            <p className="text-sm text-destructive" role="alert">
              {problem}
            </p>
          )}
          {render.isError && (
            <p className="text-sm text-destructive" role="alert">
              {errorMessage(render.error, 'The clips could not be started.')}
            </p>
          )}
          <Button
            className="w-full sm:w-fit"
            onClick={submit}
            disabled={problem !== null || held !== null}
            title={held ?? undefined}
            loading={render.isPending}
          >
            <Clapperboard aria-hidden="true" />
            {clips.length === 0
              ? 'Render clips'
              : `Render ${clips.length} ${clips.length === 1 ? 'clip' : 'clips'} for ${credits(price.total)}`}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
