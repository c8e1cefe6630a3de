import { spokenText } from '@shared/scripts';
import { voiceoverCredits } from '@shared/voiceovers';

export { spokenText };

/**
 * What a voiceover costs, worked out in the browser before the user confirms. The server
 * charges from the same rule (and never trusts this figure): the voice reads the script
 * without its section labels, and every started 1,000 of those characters is one credit.
 *
 * spokenText is the shared rule (@shared/scripts) the server charges by.
 */

/** Credits a voiceover of this script costs. */
export const voiceoverCostOf = (script: string): number =>
  voiceoverCredits(spokenText(script).length);

/** "1 credit", "2 credits". */
export const creditsText = (credits: number): string =>
  `${credits} ${credits === 1 ? 'credit' : 'credits'}`;
