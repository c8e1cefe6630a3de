import { EngineError } from '../../kernel/engine-error.js';
import {
  retryAfterMs,
  vendorError,
  vendorFailure,
  type VendorHttpFailure,
  type VendorSource,
} from '../http.js';

/**
 * How a transcription vendor's failed answer reads, for both vendors (OpenAI-compatible
 * `{error: {message, code}}`, ElevenLabs `{detail: {status, message}}`; the shared mapping
 * knows both): a 429 or 5xx is retryable and carries the vendor's `retry-after`, so the chunked
 * transcriber waits as long as it was asked before trying that piece again; a 413 means a
 * piece outgrew the upload limit, which another attempt cannot change.
 */

export const PIECE_TOO_LARGE_DETAIL = 'the recording piece is larger than it accepts.';

export function transcriptionHttpError(
  source: VendorSource,
  { status, body, headers }: VendorHttpFailure,
): EngineError {
  if (status === 413) {
    return vendorError(source, 'rejected', { detail: PIECE_TOO_LARGE_DETAIL, retryable: false });
  }
  const mapped = vendorFailure(source.capability, source.vendor, status, body);
  if (!mapped.retryable) return mapped;
  return new EngineError(source.capability, mapped.message, true, {
    vendor: source.vendor,
    retryAfterMs: retryAfterMs(headers),
  });
}
