/**
 * The quick podcast preset: a fixed podcast-studio scene for the podcast clip (mode hedra), and
 * the first ready AI character as the portrait.
 */
export const PODCAST_STUDIO_PROMPT =
  'Two podcast hosts in a cozy, professionally lit podcast studio, talking into studio ' +
  'microphones on boom arms, wearing headphones, warm key light and soft rim light, acoustic ' +
  'foam panels and a glowing neon sign in the softly blurred background, natural head ' +
  'movements and lip sync, friendly and engaging, cinematic shallow depth of field.';

/** An AI character as the preset needs it (the character creator owns the full record). */
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
  return characters.find((character) => character.status === 'ready' && character.imageUrl);
}

/** Downloads a character's portrait as a file, to be sent like an uploaded image. */
export async function loadCharacterPortrait(character: PresetCharacter): Promise<File> {
  if (!character.imageUrl) throw new Error(`${character.name} has no portrait yet`);
  const response = await fetch(character.imageUrl, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`Could not load ${character.name}'s portrait`);
  const blob = await response.blob();
  const extension = blob.type.split('/')[1]?.replace('jpeg', 'jpg') ?? 'png';
  return new File([blob], `${character.name}.${extension}`, { type: blob.type });
}
