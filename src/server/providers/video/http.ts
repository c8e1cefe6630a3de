import {
  VendorSession as SharedVendorSession,
  vendorHttpError as sharedVendorHttpError,
  type VendorMessages,
  type VendorTimeouts,
  type VendorVocabulary,
} from '../http.js';
import { VideoEngineError } from './port.js';

/**
 * The shared vendor HTTP helper (../http.ts) in the video studio's words: failures read as
 * the video provider's and are thrown as VideoEngineError.
 */

export { vendorDetail, type VendorJsonRequest, type VendorTimeouts } from '../http.js';

export const VENDOR_MESSAGES = {
  busy: "The video provider is busy. We'll retry shortly.",
  trouble: "The video provider had a temporary problem. We'll retry shortly.",
  unreachable: "We couldn't reach the video provider. We'll retry shortly.",
  notResponding: "The video provider is not responding. We'll retry shortly.",
  timedOut: 'The video provider took too long to respond.',
  blocked:
    "The video was blocked by the provider's safety filters. Try a different prompt or image.",
  credentials: 'The video provider did not accept our credentials. Please contact support.',
  outOfCredit: "The video provider's account is out of credit. Please contact support.",
  unexpected: "The video provider sent an answer we couldn't read.",
  downloadFailed: "We couldn't download the finished video from the provider.",
  rejected: (detail?: string) =>
    detail
      ? `The video provider rejected the request: ${detail}`
      : 'The video provider rejected the request.',
  failed: (detail?: string) =>
    detail
      ? `The video provider could not make this video: ${detail}`
      : 'The video provider could not make this video.',
} as const satisfies VendorMessages;

const VIDEO_VOCABULARY: VendorVocabulary = {
  messages: VENDOR_MESSAGES,
  ErrorClass: VideoEngineError,
};

/** An HTTP failure as the user should read it; 429 and 5xx are worth retrying. */
export function vendorHttpError(status: number, body: unknown): VideoEngineError {
  return sharedVendorHttpError(status, body, VIDEO_VOCABULARY) as VideoEngineError;
}

/** One render's conversation with Veo or Hedra (see ../http.ts). */
export class VendorSession extends SharedVendorSession {
  constructor(jobSignal: AbortSignal, timeouts: VendorTimeouts) {
    super(jobSignal, timeouts, VIDEO_VOCABULARY);
  }
}
