import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The fonts our renders draw text with: Inter, shipped in npm (@expo-google-fonts/inter), so
 * no system fonts are needed. One place resolves them for canvas (the text-to-video caption)
 * and for libass (the podcast clip's burned captions).
 */

const INTER_FILES = {
  semiBold: '600SemiBold/Inter_600SemiBold.ttf',
  extraBold: '800ExtraBold/Inter_800ExtraBold.ttf',
} as const;
export type InterWeight = keyof typeof INTER_FILES;

const require = createRequire(import.meta.url);

/** The absolute path of one Inter weight's .ttf. */
export function interFontFile(weight: InterWeight): string {
  return require.resolve(`@expo-google-fonts/inter/${INTER_FILES[weight]}`);
}

/**
 * The family name libass finds Inter ExtraBold under; an .ass style names it, and the `ass`
 * filter's `fontsdir` (captionFontsDir) makes it available without installing it.
 */
export const CAPTION_FONT_NAME = 'Inter ExtraBold';

/**
 * The folder to give the `ass` filter as `fontsdir`: the package keeps each weight in its own
 * folder, so libass loads exactly the one font the captions use.
 */
export function captionFontsDir(): string {
  return path.dirname(interFontFile('extraBold'));
}
