/**
 * Vendors report a recording's language three ways: ISO 639-1 ("en"), ISO 639-3 ("eng",
 * ElevenLabs) or an English name ("english", OpenAI's whisper-1). Transcripts keep the
 * two-letter code where there is one.
 */

let codesByName: Map<string, string> | undefined;

/** "english" → "en", from the runtime's own language names (built once, on first use). */
function codeOfName(name: string): string | undefined {
  if (!codesByName) {
    codesByName = new Map();
    const names = new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
    const letters = 'abcdefghijklmnopqrstuvwxyz';
    for (const first of letters) {
      for (const second of letters) {
        const code = `${first}${second}`;
        const known = names.of(code);
        if (known) codesByName.set(known.toLowerCase(), code);
      }
    }
  }
  return codesByName.get(name);
}

export function languageCode(reported: string | null | undefined): string | undefined {
  const value = reported?.trim().toLowerCase();
  if (!value) return undefined;
  if (/^[a-z]{2,3}([-_][a-z0-9]+)*$/.test(value)) {
    try {
      // Canonical locales fold ISO 639-3 aliases into 639-1: "eng" → "en", "deu" → "de".
      const [canonical] = Intl.getCanonicalLocales(value.replace(/_/g, '-'));
      return canonical?.split('-')[0];
    } catch {
      return undefined;
    }
  }
  return codeOfName(value);
}
