import { Image as ImageIcon } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import type { SavedBackground } from '../lib/prompt-form';

interface BackgroundPickerProps {
  /** The user's ready saved backgrounds. */
  backgrounds: readonly SavedBackground[];
  /** The picker's accessible name ("Podcast set", "Background image"). */
  label: string;
  /** The visible text. */
  text: string;
  onChoose: (background: SavedBackground) => void;
}

/**
 * Picks one of the user's saved backgrounds (/backgrounds): a native select dressed as a
 * button, like the character picker, so keyboard and screen reader behaviour come with it.
 */
export function BackgroundPicker({ backgrounds, label, text, onChoose }: BackgroundPickerProps) {
  if (backgrounds.length === 0) return null;
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'relative cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
      )}
    >
      <ImageIcon aria-hidden="true" />
      {text}
      <select
        aria-label={label}
        value=""
        onChange={(event) => {
          const chosen = backgrounds.find((b) => b.backgroundId === event.target.value);
          if (chosen) onChoose(chosen);
        }}
        className="absolute inset-0 cursor-pointer opacity-0"
      >
        <option value="" disabled>
          Choose a background
        </option>
        {backgrounds.map((background) => (
          <option key={background.backgroundId} value={background.backgroundId}>
            {background.name}
          </option>
        ))}
      </select>
    </label>
  );
}
