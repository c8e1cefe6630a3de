import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import {
  MAX_PODCAST_FACES,
  PODCAST_FACE_MESSAGES,
  podcastFacesFieldsSchema,
  VIDEO_MESSAGES,
  type PodcastFaces,
} from '@shared/videos';
import { PHOTO_MESSAGES } from '@shared/photos';
import {
  sharedFaceDetector,
  type DetectedFace,
  type FaceDetector,
} from '../../media/faces/index.js';
import { findFaces } from '../../media/talking/render.js';
import { badRequest, notFound } from '../../platform/errors.js';
import type { StoragePort } from '../../platform/storage/index.js';
import type { UploadForm } from '../../platform/uploads/index.js';
import type { Queryable } from '../../db/client.js';
import { findOwnPhoto } from '../photos/index.js';
import { characterPortraitKey } from './podcast-inputs.js';
import type { VideosServiceDeps } from './service.js';
import { parseFields } from './upload-form.js';

/**
 * The faces of a podcast clip's picture (decision 057): listed for the form to pick who speaks,
 * and checked before a talking portrait is charged. Pictures are an upload's local copy or a
 * character's stored portrait (copied to a temp file for the detector).
 */

/**
 * The faces in a podcast clip's picture (an uploaded `image`, a character's portrait or one of
 * the user's photos), for the form to pick who speaks or to say there is none. Keeps no file:
 * the form is discarded, and a stored picture is looked at in place.
 */
export async function podcastFacesOf(
  deps: Pick<VideosServiceDeps, 'database' | 'storage' | 'engines' | 'faces'>,
  userId: string,
  form: UploadForm<'image'>,
): Promise<PodcastFaces> {
  try {
    const { image } = form.files;
    const { characterId, photoId } = parseFields(podcastFacesFieldsSchema, form.fields);
    if (photoId && (image || characterId)) throw badRequest(VIDEO_MESSAGES.onePicture);
    if (image && characterId) throw badRequest(VIDEO_MESSAGES.imageOrCharacter);
    if (!image && !characterId && !photoId) throw badRequest(VIDEO_MESSAGES.selectImages);
    // The owner's picture is found (or 404) even for Hedra: the answer never depends on the
    // engine for another user's id.
    const source: PictureSource = image?.localPath
      ? { localPath: image.localPath }
      : photoId
        ? { key: await ownPhotoKey(deps.database.db, userId, photoId) }
        : { key: await characterPortraitKey(deps.database.db, userId, characterId) };
    // Hedra takes the portrait as it is: nothing to detect, no speaker to choose.
    if (deps.engines.engineFor('hedra') !== 'local') return { localEngine: false, faces: [] };
    return facesResponse(await facesInPicture(faceDetectorOf(deps), deps.storage, source));
  } finally {
    await form.discard();
  }
}

/** One of the user's photos (My photos); anyone else's or an unknown one answers 404. */
async function ownPhotoKey(q: Queryable, userId: string, photoId: string): Promise<string> {
  const photo = await findOwnPhoto(q, userId, photoId);
  if (!photo) throw notFound(PHOTO_MESSAGES.notFound);
  return photo.storageKey;
}

/** The service's face detector: the one it was given (tests), else the shared one. */
export function faceDetectorOf(deps: Pick<VideosServiceDeps, 'faces'>): FaceDetector {
  return deps.faces ?? sharedFaceDetector();
}

export type PictureSource = { localPath: string } | { key: string };

export async function facesInPicture(
  detector: FaceDetector,
  storage: StoragePort,
  source: PictureSource,
): Promise<DetectedFace[]> {
  if ('localPath' in source) return detect(detector, source.localPath);
  const dir = await mkdtemp(path.join(tmpdir(), 'reelcast-faces-'));
  try {
    const object = await storage.get(source.key);
    if (!object) return [];
    const file = path.join(dir, 'picture');
    await pipeline(object.body, createWriteStream(file));
    return await detect(detector, file);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function detect(detector: FaceDetector, file: string): Promise<DetectedFace[]> {
  const faces = await findFaces(detector, file);
  return faces.slice(0, MAX_PODCAST_FACES);
}

export function facesResponse(faces: DetectedFace[]): PodcastFaces {
  return { localEngine: true, faces: faces.map((face, index) => ({ index, box: face.box })) };
}

/** 400 unless the picture has the chosen speaker's face (nothing is charged yet). */
export function assertSpeakerFace(faces: DetectedFace[], speakerFace: number): void {
  if (faces.length === 0) throw badRequest(PODCAST_FACE_MESSAGES.noFace);
  if (!faces[speakerFace]) throw badRequest(PODCAST_FACE_MESSAGES.faceNotFound);
}
