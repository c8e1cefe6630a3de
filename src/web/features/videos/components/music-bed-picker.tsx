import { MUSIC_BED_LABELS, MUSIC_BEDS, type MusicBed } from '@shared/videos';
import { useId } from 'react';
import { OptionGroup, type Option } from './option-group';

const options: Option<MusicBed>[] = MUSIC_BEDS.map((bed) => ({
  value: bed,
  label: MUSIC_BED_LABELS[bed],
}));

/**
 * The music bed under a Text or Image to Video (issue 29): a few tracks the studio makes itself,
 * free to use anywhere, or none. It costs nothing, so the price does not change.
 */
export function MusicBedPicker({
  value,
  onChange,
}: {
  value: MusicBed;
  onChange: (bed: MusicBed) => void;
}) {
  const hintId = useId();
  return (
    <div className="grid content-start gap-1" aria-describedby={hintId}>
      <OptionGroup legend="Music" options={options} value={value} onChange={onChange} />
      <p id={hintId} className="max-w-72 text-xs text-muted-foreground">
        Made by the studio, royalty-free, faded in and out. No extra credits.
      </p>
    </div>
  );
}
