import { AUDIOGRAM_MESSAGES } from '@shared/audiogram';
import {
  AudiogramLettering,
  PodcastStyleChoice,
} from '../../../components/podcast-design/audiogram-fields';
import { AudiogramLogoField } from '../../../components/podcast-design/audiogram-logo-field';
import { isAudiogram, type AudiogramOptions } from '../lib/audiogram-form';

interface AudiogramDesignProps {
  design: AudiogramOptions;
  onChange: (patch: Partial<AudiogramOptions>) => void;
  /** The clip's Aspect ratio (set in the options), named here so the shape is never a surprise. */
  aspectRatio: string;
}

/**
 * The podcast clip's style: the talking portrait, or an audiogram (Headliner's kind of clip):
 * episode title, guest or show name, cover art or logo, brand colour and waveform. Its shape is
 * the clip's own Aspect ratio (one control, in the options): the server has one field for both.
 */
export function AudiogramDesign({ design, onChange, aspectRatio }: AudiogramDesignProps) {
  return (
    <div className="mt-3 grid gap-3" data-testid="audiogram-design">
      <PodcastStyleChoice style={design.style} onChange={(style) => onChange({ style })} />
      {isAudiogram(design) && (
        <>
          <AudiogramLettering value={design} onChange={onChange} />
          <AudiogramLogoField
            logo={design.logo}
            onChange={(logo) => onChange({ logo })}
            fallback="Without one, the portrait above (if any) or the show's initials are used."
          />
          <p className="text-xs text-muted-foreground" data-testid="audiogram-shape">
            Made in {aspectRatio}: change the Aspect ratio under Expand.{' '}
            {AUDIOGRAM_MESSAGES.engineNote}
          </p>
        </>
      )}
    </div>
  );
}
