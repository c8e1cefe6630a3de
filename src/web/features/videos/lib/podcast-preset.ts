/**
 * The podcast clip's (mode hedra) ready-made scenes: the quick preset's fixed two-host studio,
 * and a one-host studio for a clip made from a voiceover; both take the first ready AI
 * character as the portrait.
 */
export const PODCAST_STUDIO_PROMPT =
  'Two podcast hosts in a cozy, professionally lit podcast studio, talking into studio ' +
  'microphones on boom arms, wearing headphones, warm key light and soft rim light, acoustic ' +
  'foam panels and a glowing neon sign in the softly blurred background, natural head ' +
  'movements and lip sync, friendly and engaging, cinematic shallow depth of field.';

/** A script title longer than this is cut in the clip's prompt: the scene, not the title, matters. */
export const PROMPT_TITLE_MAX_LENGTH = 120;

/**
 * The scene for a clip made from a voiceover ("Make podcast clip" on /scripts): one host, as a
 * voiceover has one voice, talking about the script's subject. Well within the prompt limit,
 * whatever the title's length.
 */
export function podcastClipPromptFor(scriptTitle: string): string {
  const title = scriptTitle.replace(/\s+/g, ' ').trim();
  const shortTitle =
    title.length > PROMPT_TITLE_MAX_LENGTH
      ? `${title.slice(0, PROMPT_TITLE_MAX_LENGTH - 1).trimEnd()}…`
      : title;
  const about = shortTitle ? ` about "${shortTitle}"` : '';
  return (
    `A podcast host talking to camera${about} in a cozy, professionally lit podcast studio, ` +
    'speaking into a studio microphone on a boom arm, wearing headphones, warm key light and ' +
    'soft rim light, acoustic foam panels and a glowing neon sign in the softly blurred ' +
    'background, natural head movements and lip sync, friendly and engaging, cinematic ' +
    'shallow depth of field.'
  );
}

/**
 * An AI podcast host as the studio needs it (the character creator owns the full record). The
 * clip is sent with the character's id; the server uses its stored portrait.
 */
export interface PresetCharacter {
  id: string;
  name: string;
  /** The spec's character statuses; only `ready` ones are selectable. */
  status: string;
  /** A link to the character's portrait, once it has one. */
  imageUrl: string | null;
}

/** The character the preset uses: the first one that is ready and has a portrait. */
export function pickPresetCharacter<T extends PresetCharacter>(
  characters: readonly T[],
): T | undefined {
  return pickReadyCharacters(characters)[0];
}

/** The characters the portrait picker offers: ready ones with a portrait, in the list's order. */
export function pickReadyCharacters<T extends PresetCharacter>(characters: readonly T[]): T[] {
  return characters.filter((character) => character.status === 'ready' && character.imageUrl);
}
