/**
 * Long scripts are read in pieces. Every engine has a per-request limit (the local engine
 * 20,000 characters, ElevenLabs' Multilingual v2 10,000), so the voiceover job splits the
 * spoken text at sentence ends into pieces below all of them, reads them in order and joins
 * the audio. One size for every engine keeps the job free of vendor branches; a split between
 * two sentences is where a reader pauses anyway.
 */
export const SPEECH_CHUNK_MAX_CHARACTERS = 5_000;

interface Sentence {
  text: string;
  /** The last sentence of its paragraph: joined to the next one by a blank line. */
  endsParagraph: boolean;
}

/** Sentences (with their closing marks and quotes), in order, marked at paragraph ends. */
function sentencesOf(text: string): Sentence[] {
  return text.split(/\n\s*\n/).flatMap((paragraph) => {
    const sentences = paragraph
      .split(/(?<=[.!?…]["'”’)\]]*)\s+/u)
      .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
      .filter(Boolean);
    return sentences.map((sentence, index) => ({
      text: sentence,
      endsParagraph: index === sentences.length - 1,
    }));
  });
}

/** A sentence longer than a chunk: cut between words (a word longer than that, inside it). */
function splitLongSentence(sentence: string, max: number): string[] {
  const pieces: string[] = [];
  let current = '';
  for (const word of sentence.split(' ')) {
    for (let start = 0; start < word.length; start += max) {
      const part = word.slice(start, start + max);
      if (current && current.length + 1 + part.length > max) {
        pieces.push(current);
        current = part;
      } else {
        current = current ? `${current} ${part}` : part;
      }
    }
  }
  if (current) pieces.push(current);
  return pieces;
}

/**
 * Splits `text` into pieces of at most `max` characters, each made of whole sentences where a
 * sentence fits, packed greedily so there are as few pieces as possible; paragraphs stay
 * apart by a blank line (the engines pause there). A text that fits is one piece, as it is.
 */
export function splitForSpeech(text: string, max = SPEECH_CHUNK_MAX_CHARACTERS): string[] {
  const whole = text.trim();
  if (whole.length <= max) return whole ? [whole] : [];
  const chunks: string[] = [];
  let current = '';
  let separator = ' ';
  for (const sentence of sentencesOf(whole)) {
    const pieces =
      sentence.text.length > max ? splitLongSentence(sentence.text, max) : [sentence.text];
    for (const piece of pieces) {
      if (current && current.length + separator.length + piece.length > max) {
        chunks.push(current);
        current = piece;
      } else {
        current = current ? `${current}${separator}${piece}` : piece;
      }
      separator = ' ';
    }
    if (sentence.endsParagraph) separator = '\n\n';
  }
  if (current) chunks.push(current);
  return chunks;
}
