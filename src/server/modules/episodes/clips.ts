import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AUDIOGRAM_LOGO_FIELD } from '@shared/audiogram';
import {
  EPISODE_MESSAGES,
  episodeClipsFieldsSchema,
  type EpisodeClip,
  type EpisodeClipsBody,
  type EpisodeClipsResponse,
} from '@shared/episodes';
import { SPEECH_LENGTH_SLACK_SECONDS } from '@shared/videos';
import { voicesOf, type SpeakerWord } from '@shared/speaker-turns';
import type { TranscriptWord } from '@shared/transcripts';
import type { CaptionCue } from '@shared/voiceovers';
import { badRequest, conflict } from '../../platform/errors.js';
import type { StoredUpload } from '../../platform/uploads/index.js';
import { parseInput } from '../../platform/http/index.js';
import {
  createClipBatch,
  editedCues,
  withUploads,
  type FormReader,
  type VideosServiceDeps,
} from '../videos/index.js';
import { cuesFromWords, type TimedWord } from '../voiceovers/index.js';
import { copyRecording } from './recording.js';
import { findWords } from './repo.js';
import type { EpisodesService } from './service.js';

/** Clip lengths are kept to the hundredth of a second, as the studio's moments are. */
const hundredths = (seconds: number) => Math.round(seconds * 100) / 100;

/**
 * POST /api/episodes/:id/clips: the chosen moments of a ready episode rendered as one batch
 * of podcast clips (decision 066). Each clip's audio is cut from the episode's recording at
 * exactly the moment's edges (they sit at sentence ends already, and the user may have
 * trimmed them by words), its captions are the episode's words heard in it, or the words the
 * user edited, grouped into cues like a voiceover's. With speaker labels, the talking portrait
 * cuts to whoever speaks and each voice's captions get their colour (decision 070). The form is
 * the batch as JSON and, for an audiogram, its logo, read by the studio's own upload reader
 * (decision 073): the logo is checked, limited and refused in the podcast clip's words, and
 * deleted again when the batch is refused.
 */
export function renderEpisodeClips(
  episodes: EpisodesService,
  videos: VideosServiceDeps,
  userId: string,
  id: string,
  readForm: FormReader<typeof AUDIOGRAM_LOGO_FIELD>,
): Promise<EpisodeClipsResponse> {
  const files = { [AUDIOGRAM_LOGO_FIELD]: 'image' } as const;
  return withUploads(videos, userId, files, readForm, async (form) => {
    const { body } = parseInput(episodeClipsFieldsSchema, form.fields);
    return renderBatch(episodes, videos, userId, id, body, form.files.logo);
  });
}

async function renderBatch(
  episodes: EpisodesService,
  videos: VideosServiceDeps,
  userId: string,
  id: string,
  body: EpisodeClipsBody,
  logo: StoredUpload | undefined,
): Promise<EpisodeClipsResponse> {
  const row = await episodes.own(userId, id);
  if (row.status !== 'ready') throw conflict(EPISODE_MESSAGES.notReady);
  for (const clip of body.clips) {
    if (clip.end > row.durationSeconds + SPEECH_LENGTH_SLACK_SECONDS) {
      throw badRequest(EPISODE_MESSAGES.clipOutside);
    }
  }
  // The words serve the captions and, with speaker labels, the portrait's cuts.
  const words = await findWords(videos.database.db, row);
  const clips = body.clips.map((clip) => {
    const end = Math.min(clip.end, row.durationSeconds);
    const heard = clipWords(clip, end, words);
    return {
      startSeconds: clip.start,
      durationSeconds: hundredths(end - clip.start),
      cues: body.captions ? clipCues(heard, clip.captionText) : [],
      speakerWords: heard,
    };
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-episode-recording-'));
  try {
    // One local copy for the whole batch: ffmpeg seeks in it for each cut.
    const recording = await copyRecording(videos.storage, row.recordingKey, dir);
    const batch = await createClipBatch(videos, userId, recording, clips, {
      prompt: row.title,
      aspectRatio: body.aspectRatio,
      resolution: body.resolution,
      characterId: body.characterId,
      photoId: body.photoId,
      speakerFace: body.speakerFace,
      speakerFaces: body.speakerFaces,
      style: body.style,
      title: body.title,
      showName: body.showName,
      brandColor: body.brandColor,
      waveform: body.waveform,
      logo,
      captionLook: body.captionLook,
      episodeId: row.id,
    });
    return { videoIds: batch.jobs.map((job) => job.id), credits: batch.credits };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * A clip's words on its own clock (ms), with their speakers and voices: the user's edited words
 * when sent (they must lie in the clip), else the episode's words heard between its edges;
 * none without words. Its captions are cuesFromWords of them (a cue never spans two voices).
 */
export function clipWords(
  clip: EpisodeClip,
  end: number,
  words: readonly TranscriptWord[] | null,
): (TimedWord & SpeakerWord)[] {
  const slack = SPEECH_LENGTH_SLACK_SECONDS;
  if (clip.captionWords) {
    const outside = clip.captionWords.some(
      (word) => word.start < clip.start - slack || word.end > end + slack || word.end < word.start,
    );
    if (outside) throw badRequest(EPISODE_MESSAGES.clipWordsOutside);
  }
  const heard =
    clip.captionWords ?? (words ?? []).filter((w) => w.end > clip.start && w.start < end);
  const toMs = (seconds: number) =>
    Math.round(Math.max(0, Math.min(end, seconds) - clip.start) * 1000);
  const voices = voicesOf(heard);
  return heard.map((word, k) => ({
    word: word.text,
    startMs: toMs(word.start),
    endMs: toMs(word.end),
    ...(word.speaker !== undefined && { speaker: word.speaker }),
    ...(voices[k] !== undefined && { voice: voices[k] }),
  }));
}

/**
 * A clip's caption cues from its words; the edited caption text, when sent, is laid on those
 * cues' word times (decision 068). Edited text with no words heard has no times: refused.
 */
export function clipCues(
  heard: readonly TimedWord[],
  captionText: string | undefined,
): CaptionCue[] {
  const cues = cuesFromWords(heard);
  if (captionText === undefined) return cues;
  if (cues.length === 0) throw badRequest(EPISODE_MESSAGES.captionTextWithoutWords);
  return editedCues(cues, captionText);
}
