import { z } from 'zod';
import { MAX_PODCAST_FACES, PODCAST_FACE_MESSAGES } from './videos.js';

/**
 * Who speaks when, for clips whose words carry speaker labels (an ElevenLabs transcript,
 * issue 30, decision 070): the talking portrait cuts to each speaker's face, and the captions
 * colour each voice. Pure, one contract for the server and the studio.
 */

/** A turn on screen shorter than this is merged into its neighbour: the picture would flicker. */
export const MIN_TURN_MS = 1_500;
/** After a long pause, the cut comes this long before the next speaker's first word. */
const CUT_LEAD_MS = 300;

/** One word on a clip's clock (ms from its start), with its speaker when the engine knows. */
export interface SpeakerWord {
  startMs: number;
  endMs: number;
  speaker?: string | undefined;
}

/** Anything said with its speaker when known (a transcript word, a clip's word). */
type Labelled = Pick<SpeakerWord, 'speaker'>;

/** Which face is on screen from `startMs` to `endMs` of the clip (an index, largest first). */
export const speakerTurnSchema = z.object({
  startMs: z.number().int().min(0),
  endMs: z.number().int().min(0),
  face: z
    .number()
    .int()
    .min(0)
    .max(MAX_PODCAST_FACES - 1),
});
export type SpeakerTurn = z.infer<typeof speakerTurnSchema>;

/** Speaker label ("speaker_0") → the face that speaks for it. */
export const speakerFacesSchema = z.record(
  z.string().trim().min(1).max(60),
  z
    .number()
    .int(PODCAST_FACE_MESSAGES.chooseFace)
    .min(0, PODCAST_FACE_MESSAGES.chooseFace)
    .max(MAX_PODCAST_FACES - 1, PODCAST_FACE_MESSAGES.chooseFace),
);
export type SpeakerFaces = z.infer<typeof speakerFacesSchema>;

/** Each speaker once, in the order of their first word. */
export function speakersInOrder(words: readonly Labelled[]): string[] {
  const speakers: string[] = [];
  for (const { speaker } of words) {
    if (speaker !== undefined && !speakers.includes(speaker)) speakers.push(speaker);
  }
  return speakers;
}

/**
 * The first speaker gets the chosen face (0 when none), the next ones the remaining faces
 * largest first. Speakers beyond the faces get none: the picture keeps the face last shown.
 */
export function defaultSpeakerFaces(
  speakers: readonly string[],
  faceCount: number,
  speakerFace = 0,
): SpeakerFaces {
  const all = Array.from({ length: faceCount }, (_, index) => index);
  const order = [speakerFace, ...all.filter((index) => index !== speakerFace)];
  return Object.fromEntries(
    speakers.slice(0, faceCount).map((speaker, k) => [speaker, order[k]!] as const),
  );
}

interface Run {
  face: number;
  /** The first word's start and the last word's end. */
  fromMs: number;
  toMs: number;
}

/** Where the picture cuts from one run to the next: in the pause between their words. */
function cutBetween(before: Run, after: Run): number {
  const gap = after.fromMs - before.toMs;
  if (gap <= 0) return after.fromMs;
  return Math.max((before.toMs + after.fromMs) / 2, after.fromMs - CUT_LEAD_MS);
}

/** Each run's time on screen: from the cut before it (or 0) to the cut after it (or the end). */
function spansOf(runs: readonly Run[], durationMs: number): { startMs: number; endMs: number }[] {
  const cuts = runs.slice(1).map((run, k) => cutBetween(runs[k]!, run));
  return runs.map((_, k) => ({
    startMs: Math.round(k === 0 ? 0 : cuts[k - 1]!),
    endMs: Math.round(k === runs.length - 1 ? durationMs : cuts[k]!),
  }));
}

/** Adjacent runs of one face become one. */
function coalesce(runs: readonly Run[]): Run[] {
  const joined: Run[] = [];
  for (const run of runs) {
    const last = joined.at(-1);
    if (last?.face === run.face) last.toMs = Math.max(last.toMs, run.toMs);
    else joined.push({ ...run });
  }
  return joined;
}

/**
 * The clip's speaker turns: which face is on screen when, from 0 to `durationMs` without a gap.
 * A change sits in the pause between two speakers' words; a turn shorter than MIN_TURN_MS is
 * merged into its longer neighbour. Words without a label, or of a speaker without a face,
 * keep the face on screen. Empty when the picture would never change (one face speaks).
 */
export function speakerTurns(
  words: readonly SpeakerWord[],
  durationMs: number,
  faces: SpeakerFaces,
): SpeakerTurn[] {
  const labelled: Run[] = [];
  for (const word of words) {
    const face = word.speaker === undefined ? undefined : faces[word.speaker];
    const last = labelled.at(-1);
    if (face === undefined) {
      if (last) last.toMs = Math.max(last.toMs, word.endMs);
    } else labelled.push({ face, fromMs: word.startMs, toMs: word.endMs });
  }
  let runs = coalesce(labelled);
  while (runs.length > 1) {
    const spans = spansOf(runs, durationMs);
    const lengths = spans.map((span) => span.endMs - span.startMs);
    const shortest = lengths.indexOf(Math.min(...lengths));
    if (lengths[shortest]! >= MIN_TURN_MS) break;
    const before = lengths[shortest - 1] ?? -1;
    const after = lengths[shortest + 1] ?? -1;
    const into = before >= after ? shortest - 1 : shortest + 1;
    const absorbed = runs[shortest]!;
    const neighbour = runs[into]!;
    const merged = {
      face: neighbour.face,
      fromMs: Math.min(neighbour.fromMs, absorbed.fromMs),
      toMs: Math.max(neighbour.toMs, absorbed.toMs),
    };
    const [from, to] = into < shortest ? [into, shortest] : [shortest, into];
    runs = coalesce([...runs.slice(0, from), merged, ...runs.slice(to + 1)]);
  }
  if (runs.length < 2) return [];
  return spansOf(runs, durationMs).map((span, k) => ({ ...span, face: runs[k]!.face }));
}

export interface SpeakerFaceChoice {
  /** How many faces the picture has (largest first). */
  faceCount: number;
  /** The face the user chose to speak (the first speaker's by default). */
  speakerFace?: number | undefined;
  /** The user's own mapping; speakers left out of it get the default one. */
  speakerFaces?: SpeakerFaces | undefined;
}

/**
 * A clip's turns from its words and the picture's faces: the default mapping
 * (defaultSpeakerFaces) overridden by the user's. Empty with one face or one speaker.
 */
export function clipSpeakerTurns(
  words: readonly SpeakerWord[],
  durationMs: number,
  choice: SpeakerFaceChoice,
): SpeakerTurn[] {
  if (choice.faceCount < 2) return [];
  const speakers = speakersInOrder(words);
  if (speakers.length < 2) return [];
  const faces = {
    ...defaultSpeakerFaces(speakers, choice.faceCount, choice.speakerFace),
    ...choice.speakerFaces,
  };
  return speakerTurns(words, durationMs, faces);
}

/**
 * Each word's voice for the captions' colours: 0 for the first speaker heard, 1 for the next;
 * a word without a label keeps the voice before it (none before any label).
 */
export function voicesOf(words: readonly Labelled[]): (number | undefined)[] {
  const speakers = speakersInOrder(words);
  let voice: number | undefined;
  return words.map((word) => {
    if (word.speaker !== undefined) voice = speakers.indexOf(word.speaker);
    return voice;
  });
}

/**
 * Hedra animates one face per generation, of the portrait as it is sent: with two speakers its
 * clip cannot cut between them (decision 070). For the studio to say before the user pays,
 * wherever it names what an engine cannot do.
 */
export const HEDRA_ONE_FACE_NOTE =
  'Hedra animates one face per clip: the portrait stays on one speaker, and only the captions follow who speaks.';

/**
 * Said before paying when the words carry several voices but the picture has one face
 * (decision 071): the local portrait stays on it for every voice; the captions still follow.
 */
export const oneFaceVoicesNote = (voices: number) =>
  `${voices} voices heard, but the picture has one face: it speaks for every voice, and each voice's captions have their own colour. A picture with a face for each speaker would cut to whoever speaks.`;

/** Said before paying when the local portrait will cut between the speakers' faces. */
export const followsSpeakerNote = (voices: number) =>
  `${voices} voices heard: the picture cuts to whoever speaks, and each voice's captions have their own colour.`;
