import { MUSIC_BED_LABELS, MUSIC_BEDS, type MusicBed } from '@shared/videos';
import { Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useMusicPreview } from '../hooks/use-music-preview';
import { PREVIEW_BEDS, previewButtonLabel } from '../lib/music-preview';
import { OptionGroup, type Option } from '../../../components/ui/option-group';

const options: Option<MusicBed>[] = MUSIC_BEDS.map((bed) => ({
  value: bed,
  label: MUSIC_BED_LABELS[bed],
}));

/**
 * The music bed under a Text or Image to Video (issue 29): a few tracks the studio makes itself,
 * free to use anywhere, or none, each heard for a few seconds before choosing. It costs
 * nothing, so the price does not change.
 */
export function MusicBedPicker({
  value,
  onChange,
}: {
  value: MusicBed;
  onChange: (bed: MusicBed) => void;
}) {
  const hintId = useId();
  const preview = useMusicPreview();
  return (
    <div className="grid content-start gap-1" aria-describedby={hintId}>
      <OptionGroup legend="Music" options={options} value={value} onChange={onChange} />
      <div role="group" aria-label="Hear the tracks" className="flex flex-wrap items-center gap-1">
        <span className="text-xs text-muted-foreground">Hear:</span>
        {PREVIEW_BEDS.map((bed) => {
          const phase = preview.state?.bed === bed ? preview.state.phase : null;
          return (
            <Button
              key={bed}
              variant="ghost"
              size="sm"
              className="h-8 px-2 text-xs"
              aria-label={previewButtonLabel(preview.state, bed)}
              data-phase={phase ?? 'idle'}
              onClick={() => preview.toggle(bed)}
            >
              {phase === 'loading' ? (
                <Spinner label="" />
              ) : phase === 'playing' ? (
                <Pause aria-hidden="true" />
              ) : (
                <Play aria-hidden="true" />
              )}
              {MUSIC_BED_LABELS[bed]}
            </Button>
          );
        })}
      </div>
      <p id={hintId} className="max-w-72 text-xs text-muted-foreground">
        Made by the studio, royalty-free, faded in and out. No extra credits.
      </p>
    </div>
  );
}
