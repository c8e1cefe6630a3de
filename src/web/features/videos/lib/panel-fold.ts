/**
 * The prompt panel's fold on phones. Below the `sm` breakpoint the fixed panel, open, takes half
 * the screen or more (60 dvh with options and images), so the job cards behind it, and the
 * actions at their foot, can hardly be reached. Folded, it is one bar that opens it again; on
 * wider screens it is always whole, whatever this says (the fold is CSS below `sm` only).
 */

/** The user's last word on the fold; null until they (or a submit) said anything. */
export type PanelFoldChoice = 'open' | 'folded' | null;

/**
 * Folded or not. A choice wins; without one the panel is folded while the user has videos (or
 * while they are still being read: the cards come first), and open for a user with none, where
 * the empty state says to type in the prompt box.
 */
export function isPanelFolded(choice: PanelFoldChoice, jobCount: number | undefined): boolean {
  if (choice !== null) return choice === 'folded';
  return jobCount !== 0;
}

export type PanelFoldEvent =
  /** The fold button or the folded bar. */
  | 'toggled'
  /** A submit made every job it was asked for: fold, so the new card comes into view. */
  | 'submitted'
  /** A voiceover arrived to make a clip of: open, it is what the user came for. */
  | 'prefilled';

export function foldChoiceAfter(event: PanelFoldEvent, folded: boolean): PanelFoldChoice {
  switch (event) {
    case 'toggled':
      return folded ? 'open' : 'folded';
    case 'submitted':
      return 'folded';
    case 'prefilled':
      return 'open';
  }
}
