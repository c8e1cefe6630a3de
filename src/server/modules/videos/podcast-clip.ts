import {
  clipSpeechProblem,
  HEDRA_MIN_DURATION,
  podcastClipFieldsSchema,
  VIDEO_MESSAGES,
  VOICEOVER_CLIP_MESSAGES,
} from '@shared/videos';
import { cuesWithin } from '@shared/voiceovers';
import { CAPTION_MESSAGES } from '@shared/captions';
import { clipSpeakerTurns, speakersInOrder } from '@shared/speaker-turns';
import { CAPTION_WORDS_MESSAGES } from '@shared/transcripts';
import { badRequest } from '../../platform/errors.js';
import type { StoredUpload, UploadForm } from '../../platform/uploads/index.js';
import { audiogramDesign, wantsAudiogram } from './audiogram-inputs.js';
import { editedCues } from './caption-edits.js';
import { assertWordsWithinAudio, cuesOfWords } from './clip-words.js';
import { createJob, type Created } from './create-job.js';
import { copyBackgroundInput, photoInputDeps } from './photo-inputs.js';
import { assertSpeakerFace, facesInPicture, faceDetectorOf } from './podcast-faces.js';
import { characterPortraitKey, voiceoverSpeech } from './podcast-inputs.js';
import {
  assertMomentFits,
  cuesOfMoment,
  cutMoment,
  heardIn,
  speakerWordsOfClip,
  wordsOfClip,
} from './podcast-moment.js';
import type { VideosServiceDeps } from './service.js';
import { parseFields, probeAudioLength } from './upload-form.js';

/**
 * A podcast clip's job from its form: speech plus a portrait. The speech is an uploaded audio
 * file or a ready voiceover of the user's (voiceoverId), whose captions are burned in unless
 * turned off; the portrait is an uploaded image or a ready podcast character's (characterId).
 * With `startSeconds` the clip is a moment cut from the speech (decision 058); with a speaker
 * the local engine's talking portrait needs that face (decision 057); an audiogram style makes
 * it a designed card (decision 059).
 */
export async function podcastClipJob(
  deps: VideosServiceDeps,
  userId: string,
  form: UploadForm<'audio' | 'image' | 'logo'>,
): Promise<Created> {
  const { db } = deps.database;
  const { audio, image, logo } = form.files;
  // An audiogram's picture is optional: its cover art is the logo, or else this picture.
  const needsPortrait = !wantsAudiogram(form.fields);
  const wantsCharacter = Boolean(form.fields.characterId);
  const wantsVoiceover = Boolean(form.fields.voiceoverId);
  if (image && wantsCharacter) throw badRequest(VIDEO_MESSAGES.imageOrCharacter);
  if (audio && wantsVoiceover) throw badRequest(VOICEOVER_CLIP_MESSAGES.audioOrVoiceover);
  if ((!audio && !wantsVoiceover) || (needsPortrait && !image && !wantsCharacter)) {
    throw badRequest(VIDEO_MESSAGES.selectAudioAndImage);
  }
  const {
    characterId,
    voiceoverId,
    captions,
    backgroundId,
    startSeconds,
    speakerFace,
    ...allFields
  } = parseFields(podcastClipFieldsSchema, form.fields);
  const { style, title, showName, brandColor, waveform, ...rest } = allFields;
  const { captionStyle, captionSize, captionPosition, captionText, captionWords, ...fields } = rest;
  if (captionWords && !audio) throw badRequest(CAPTION_WORDS_MESSAGES.withoutAudio);
  // The words edited are a voiceover's, or an uploaded file's heard words (decision 069).
  if (captionText !== undefined && !wantsVoiceover && !captionWords) {
    throw badRequest(CAPTION_MESSAGES.textWithoutVoiceover);
  }
  const audiogram = audiogramDesign({ style, title, showName, brandColor, waveform }, logo);
  const speech = audio
    ? { audioKey: audio.key, seconds: await probeAudioLength(deps.media, audio) }
    : await voiceoverSpeech(db, userId, voiceoverId);
  // With a moment the range is checked against the speech; without, the first seconds.
  const asked = startSeconds === undefined ? fields.durationSeconds : HEDRA_MIN_DURATION;
  const speechProblem = clipSpeechProblem(asked, speech.seconds);
  if (speechProblem) throw badRequest(speechProblem);
  if (captionWords) assertWordsWithinAudio(captionWords, speech.seconds);
  const request = { startSeconds: startSeconds ?? 0, durationSeconds: fields.durationSeconds };
  if (startSeconds !== undefined) assertMomentFits(request, speech.seconds);
  const portraitKey =
    image?.key ??
    (needsPortrait || wantsCharacter
      ? await characterPortraitKey(db, userId, characterId)
      : undefined);
  // The talking portrait asked for (a speaker chosen) needs that face: refused before paying.
  // Words of two voices need the faces too: the local portrait cuts to whoever speaks.
  const twoVoices = speakersInOrder(captionWords ?? []).length > 1;
  const needsFaces = (speakerFace !== undefined || twoVoices) && !audiogram && portraitKey;
  let faceCount = 0;
  if (needsFaces && deps.engines.engineFor('hedra') === 'local') {
    const faces = await facesInPicture(
      faceDetectorOf(deps),
      deps.storage,
      image?.localPath ? { localPath: image.localPath } : { key: portraitKey },
    );
    if (speakerFace !== undefined) assertSpeakerFace(faces, speakerFace);
    faceCount = faces.length;
  }
  const moment =
    startSeconds === undefined
      ? undefined
      : await cutMoment(
          deps,
          userId,
          { key: speech.audioKey, seconds: speech.seconds, localPath: audio?.localPath },
          request,
        );
  const clip = moment ?? {
    ...request,
    durationSeconds: Math.min(request.durationSeconds, speech.seconds),
  };
  const speakerTurns = clipSpeakerTurns(
    speakerWordsOfClip(captionWords ?? [], clip),
    Math.round(clip.durationSeconds * 1000),
    { faceCount, speakerFace },
  );
  // A voiceover's cues, or those of an uploaded file's words, on the speech's clock.
  // An uploaded file's words are those heard in the clip: its first voice is the first colour.
  const speechCues =
    'cues' in speech
      ? speech.cues
      : captionWords
        ? cuesOfWords(captionWords.filter((w) => heardIn(w, clip)))
        : [];
  const clipCues = !captions
    ? []
    : moment
      ? cuesOfMoment(speechCues, moment)
      : cuesWithin(speechCues, Math.round(fields.durationSeconds * 1000));
  // The user's words on the spoken words' times (caption-edits.ts).
  const cues =
    captionText !== undefined && clipCues.length ? editedCues(clipCues, captionText) : clipCues;
  const captionLook = { style: captionStyle, size: captionSize, position: captionPosition };
  // Captions asked for an uploaded file without its words (an API caller, or a user who did not
  // wait for them): the render hears its own cut audio first, when there is an engine.
  const heardBy =
    captions && audio && !captionWords ? deps.transcription?.engine?.engine : undefined;
  let set: StoredUpload | undefined;
  try {
    // An audiogram is a designed card: no set behind a host.
    set =
      backgroundId && !audiogram
        ? await copyBackgroundInput(photoInputDeps(deps), userId, backgroundId)
        : undefined;
    const created = await createJob(deps, userId, {
      mode: 'hedra',
      ...fields,
      // The clip is the snapped moment; it never costs more than the range asked for.
      ...(moment && {
        durationSeconds: moment.durationSeconds,
        billedSeconds: Math.min(moment.durationSeconds, fields.durationSeconds),
      }),
      ...(portraitKey && { inputImageKey: portraitKey }),
      ...(audiogram && { audiogram }),
      inputAudioKey: moment?.audioKey ?? speech.audioKey,
      ...(set && { inputBackgroundKey: set.key }),
      ...('voiceoverId' in speech && { voiceoverId: speech.voiceoverId }),
      ...(cues.length > 0 && { captions: cues, captionLook }),
      ...(heardBy && { captionsHeardBy: heardBy, captionLook }),
      ...(speakerFace !== undefined && { speakerFace }),
      ...(speakerTurns.length > 0 && { speakerTurns }),
      ...('words' in speech && { spokenWords: wordsOfClip(speech.words, moment ?? request) }),
    });
    // The uploaded file's moment is the job's audio: the whole file is not needed.
    if (moment && audio) await deps.storage.delete(audio.key).catch(() => {});
    return created;
  } catch (error) {
    // The form's own files are discarded by withUploads; the copies made here are ours.
    for (const key of [set?.key, moment?.audioKey]) {
      if (key) await deps.storage.delete(key).catch(() => {});
    }
    throw error;
  }
}
