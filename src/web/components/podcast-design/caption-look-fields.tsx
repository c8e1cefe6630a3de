import {
  CAPTION_POSITIONS,
  CAPTION_POSITION_LABELS,
  CAPTION_SIZES,
  CAPTION_SIZE_LABELS,
  CAPTION_STYLES,
  CAPTION_STYLE_HINTS,
  CAPTION_STYLE_LABELS,
  type CaptionLook,
} from '@shared/captions';
import { OptionGroup } from '../ui/option-group';

interface CaptionLookFieldsProps {
  look: CaptionLook;
  onChange: (look: CaptionLook) => void;
}

/**
 * How burned-in captions look (decision 060): style, size and position. The studio's podcast
 * clip and the episode page's clip batch choose them with these same fields.
 */
export function CaptionLookFields({ look, onChange }: CaptionLookFieldsProps) {
  const patch = (change: Partial<CaptionLook>) => onChange({ ...look, ...change });
  return (
    <>
      <OptionGroup
        legend="Caption style"
        options={CAPTION_STYLES.map((style) => ({
          value: style,
          label: CAPTION_STYLE_LABELS[style],
        }))}
        value={look.style}
        onChange={(style) => patch({ style })}
        phone="fill"
      />
      <p className="-mt-1 text-xs text-muted-foreground">{CAPTION_STYLE_HINTS[look.style]}</p>
      <div className="flex flex-wrap gap-4">
        <OptionGroup
          legend="Caption size"
          options={CAPTION_SIZES.map((size) => ({ value: size, label: CAPTION_SIZE_LABELS[size] }))}
          value={look.size}
          onChange={(size) => patch({ size })}
        />
        <OptionGroup
          legend="Caption position"
          options={CAPTION_POSITIONS.map((position) => ({
            value: position,
            label: CAPTION_POSITION_LABELS[position],
          }))}
          value={look.position}
          onChange={(position) => patch({ position })}
        />
      </div>
    </>
  );
}
