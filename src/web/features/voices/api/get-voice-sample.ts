import { voiceEndpoints } from '@shared/endpoints/voices';
import { urlOf } from '../../../lib/api';

/**
 * GET /api/voices/sample/:voiceId: a short spoken sample, played by an <audio> element (so not
 * fetched through the JSON client). `voiceId` is a default voice's voice-service id, or the row
 * id of one of the user's voices (a clone speaks with its own engine and voice).
 */
export function voiceSampleUrl(voiceId: string): string {
  return urlOf(voiceEndpoints.sample, { params: { voiceId } });
}
