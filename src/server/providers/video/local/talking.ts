import { DEFAULT_CAPTION_LOOK } from '@shared/captions';
import { captionFontsDir } from '../../../media/fonts.js';
import { renderTalkingPortrait } from '../../../media/talking/render.js';
import { renderSpeakerCuts } from '../../../media/talking/speaker-cuts.js';
import { spokenWordsOf } from './spoken-words.js';
import type { VideoRenderRequest } from '../port.js';
import {
  RENDER_END,
  RENDER_START,
  framePicture,
  portraitAndAudio,
  renderProgress,
  renderTimeoutMs,
  type EngineKit,
} from './render-steps.js';

/**
 * The talking portrait (decision 057): renders it and answers true when the portrait has the
 * chosen face; false (nothing rendered) when it has none, or there is no detector, and the
 * clip pulses instead. The server refuses the talking style for a faceless picture before
 * charging, so this fallback only serves callers that asked for no style. With speaker turns
 * and a picture of two or more faces it cuts between the speakers' close-ups instead.
 */
export async function renderTalking(
  kit: EngineKit,
  request: VideoRenderRequest,
  output: string,
): Promise<boolean> {
  if (!kit.detection.detector) return false;
  const { portrait, audio } = await portraitAndAudio(kit, request);
  const { orientation, subject } = await framePicture(kit, portrait.path, request);
  const { faces } = subject;
  const face = faces[request.speakerFace ?? 0] ?? faces[0];
  if (!face) return false;
  // The renderer writes the captions itself: it places them clear of the face (decision 072).
  const cues = request.captions ?? [];
  const captions = cues.length
    ? { cues, look: request.captionLook ?? DEFAULT_CAPTION_LOOK, fontsDir: captionFontsDir() }
    : undefined;
  const words = await spokenWordsOf(request.spokenWords, request.signal);
  request.onProgress(RENDER_START);
  const portraitRequest = {
    picture: portrait.path,
    orientation,
    audio: audio.path,
    output,
    workDir: request.workDir,
    width: request.width,
    height: request.height,
    durationSeconds: request.durationSeconds,
    prompt: request.prompt,
    seed: request.seed,
    signal: request.signal,
    ...(captions && { captions }),
    ...(words && { words }),
    run: {
      timeoutMs: renderTimeoutMs(request.durationSeconds),
      onProgress: renderProgress(request),
    },
  };
  // Two speakers on a picture with their faces: cut between their close-ups (decision 070).
  const turns = request.speakerTurns ?? [];
  if (turns.length > 1 && faces.length > 1) {
    await renderSpeakerCuts(kit.media, faces, turns, portraitRequest);
  } else {
    await renderTalkingPortrait(kit.media, face, portraitRequest);
  }
  request.onProgress(RENDER_END);
  return true;
}
