import { describe, expect, it } from 'vitest';
import { EngineError, ENGINE_CAPABILITIES, type EngineCapability } from '../kernel/engine-error.js';
import {
  networkFailure,
  vendorDetail,
  vendorError,
  vendorFailure,
  vendorMessages,
  type VendorFailureKind,
} from './vendor-failure.js';

describe('vendorFailure', () => {
  const cases: [string, number, unknown, VendorFailureKind, boolean][] = [
    ['429 rate limit', 429, null, 'busy', true],
    ['500', 500, null, 'trouble', true],
    ['502', 502, '<html>Bad gateway</html>', 'trouble', true],
    ['503', 503, { error: { message: 'Overloaded' } }, 'trouble', true],
    ['504', 504, null, 'trouble', true],
    ['408 request timeout', 408, null, 'trouble', true],
    ['401 credentials', 401, { detail: 'Invalid key' }, 'credentials', false],
    ['403 credentials', 403, null, 'credentials', false],
    ['402 payment required', 402, null, 'outOfCredit', false],
    ['400 rejected', 400, null, 'rejected', false],
    ['404 rejected', 404, null, 'rejected', false],
    ['422 rejected', 422, null, 'rejected', false],
    // A code in the body decides whatever the status.
    ['Google RESOURCE_EXHAUSTED', 400, { error: { status: 'RESOURCE_EXHAUSTED' } }, 'busy', true],
    [
      'OpenAI insufficient_quota',
      429,
      { error: { code: 'insufficient_quota' } },
      'outOfCredit',
      false,
    ],
    [
      'OpenAI billing limit',
      400,
      { error: { code: 'billing_hard_limit_reached' } },
      'outOfCredit',
      false,
    ],
    ['OpenAI moderation', 400, { error: { code: 'moderation_blocked' } }, 'blocked', false],
    [
      'OpenAI content policy',
      400,
      { error: { code: 'content_policy_violation' } },
      'blocked',
      false,
    ],
    [
      'ElevenLabs quota',
      401,
      { detail: { status: 'quota_exceeded', message: 'No quota' } },
      'outOfCredit',
      false,
    ],
    ['ElevenLabs key', 400, { detail: { status: 'invalid_api_key' } }, 'credentials', false],
    ['ElevenLabs busy', 503, { detail: { status: 'system_busy' } }, 'busy', true],
    [
      'ElevenLabs concurrency',
      429,
      { detail: { status: 'too_many_concurrent_requests' } },
      'busy',
      true,
    ],
    [
      'an unknown code',
      400,
      { error: { code: 'something_new', message: 'Nope' } },
      'rejected',
      false,
    ],
  ];

  it.each(cases)('%s → %s', (_name, status, body, kind, retryable) => {
    for (const capability of ENGINE_CAPABILITIES) {
      const error = vendorFailure(capability, 'acme', status, body);
      expect(error).toBeInstanceOf(EngineError);
      expect(error).toMatchObject({ capability, vendor: 'acme', retryable, name: 'EngineError' });
      const expected = vendorError({ capability, vendor: 'acme' }, kind, {
        detail: vendorDetail(body),
      });
      expect(error.message).toBe(expected.message);
    }
  });

  it('a rejected request carries the vendor’s own short explanation, never raw JSON or HTML', () => {
    expect(
      vendorFailure('video', 'hedra', 422, {
        detail: [{ loc: ['body', 'text_prompt'], msg: 'Field required' }],
      }).message,
    ).toBe('The video provider rejected the request: text_prompt: Field required.');
    expect(
      vendorFailure('speech', 'elevenlabs', 400, {
        detail: { status: 'x', message: 'Text is too long' },
      }).message,
    ).toBe('The voice service rejected the request: Text is too long.');
    expect(vendorFailure('image', 'openai', 400, '{"raw": true}').message).toBe(
      'The image provider rejected the request.',
    );
    expect(vendorFailure('script', 'openai', 404, '<html>Not found</html>').message).toBe(
      'The AI script writer rejected the request.',
    );
  });

  it('a network failure is retryable, worded as unreachable or not responding', () => {
    const cause = new TypeError('fetch failed');
    const source = { capability: 'video', vendor: 'veo' } as const;
    expect(networkFailure(source, cause)).toMatchObject({
      message: "We couldn't reach the video provider. We'll retry shortly.",
      retryable: true,
      cause,
    });
    expect(networkFailure(source, cause, { timedOut: true })).toMatchObject({
      message: "The video provider is not responding. We'll retry shortly.",
      retryable: true,
    });
  });
});

/**
 * The sentences users read, pinned: video, image and speech read exactly as their tables did
 * before one wording function; the script writer's busy/not responding/timed out/failed lines
 * follow the shared pattern now (docs/decisions/027-one-engine-error.md).
 */
describe('vendorMessages', () => {
  const pinned: Record<EngineCapability, Record<string, string>> = {
    video: {
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
      rejected: 'The video provider rejected the request.',
      rejectedWith: 'The video provider rejected the request: Bad seed.',
      failed: 'The video provider could not make this video.',
      failedWith: 'The video provider could not make this video: Bad seed.',
    },
    image: {
      busy: "The image provider is busy. We'll retry shortly.",
      trouble: "The image provider had a temporary problem. We'll retry shortly.",
      unreachable: "We couldn't reach the image provider. We'll retry shortly.",
      notResponding: "The image provider is not responding. We'll retry shortly.",
      timedOut: 'The image provider took too long to respond.',
      blocked: "The image was blocked by the provider's content filter.",
      credentials: 'The image provider did not accept our credentials. Please contact support.',
      outOfCredit: "The image provider's account is out of credit. Please contact support.",
      unexpected: "The image provider sent an answer we couldn't read.",
      downloadFailed: "We couldn't download the finished image from the provider.",
      rejected: 'The image provider rejected the request.',
      rejectedWith: 'The image provider rejected the request: Bad seed.',
      failed: 'The image provider could not make this image.',
      failedWith: 'The image provider could not make this image: Bad seed.',
    },
    speech: {
      busy: 'The voice service is busy. Please try again in a moment.',
      trouble: 'The voice service had a temporary problem. Please try again in a moment.',
      unreachable: "We couldn't reach the voice service. Please try again in a moment.",
      notResponding: 'The voice service is not responding. Please try again in a moment.',
      timedOut: 'The voice service took too long to respond.',
      blocked: 'The voice service refused this text.',
      credentials: 'The voice service did not accept our credentials. Please contact support.',
      outOfCredit: "The voice service's account is out of credit. Please contact support.",
      unexpected: "The voice service sent an answer we couldn't read.",
      downloadFailed: "We couldn't download the audio from the voice service.",
      rejected: 'The voice service rejected the request.',
      rejectedWith: 'The voice service rejected the request: Bad seed.',
      failed: 'The voice service could not read this text.',
      failedWith: 'The voice service could not read this text: Bad seed.',
    },
    script: {
      busy: 'The AI script writer is busy. Please try again.',
      trouble: 'The AI script writer had a temporary problem. Please try again.',
      unreachable: "We couldn't reach the AI script writer. Please try again.",
      notResponding: 'The AI script writer is not responding. Please try again.',
      timedOut: 'The AI script writer took too long to respond.',
      blocked: 'The AI script writer declined to write about this topic.',
      credentials: 'The AI script writer did not accept our credentials. Please contact support.',
      outOfCredit: "The AI script writer's account is out of credit. Please contact support.",
      unexpected: "The AI script writer sent an answer we couldn't read.",
      downloadFailed:
        'The AI script writer stopped before the script was finished. Please try again.',
      rejected: 'The AI script writer rejected the request.',
      rejectedWith: 'The AI script writer rejected the request: Bad seed.',
      failed: 'The AI script writer failed while writing.',
      failedWith: 'The AI script writer failed while writing: Bad seed.',
    },
    transcription: {
      busy: "The transcription service is busy. We'll retry shortly.",
      trouble: "The transcription service had a temporary problem. We'll retry shortly.",
      unreachable: "We couldn't reach the transcription service. We'll retry shortly.",
      notResponding: "The transcription service is not responding. We'll retry shortly.",
      timedOut: 'The transcription service took too long to respond.',
      blocked: 'The transcription service refused this recording.',
      credentials:
        'The transcription service did not accept our credentials. Please contact support.',
      outOfCredit: "The transcription service's account is out of credit. Please contact support.",
      unexpected: "The transcription service sent an answer we couldn't read.",
      downloadFailed: "We couldn't read the transcript from the transcription service.",
      rejected: 'The transcription service rejected the request.',
      rejectedWith: 'The transcription service rejected the request: Bad seed.',
      failed: 'The transcription service could not transcribe this recording.',
      failedWith: 'The transcription service could not transcribe this recording: Bad seed.',
    },
  };

  it.each(ENGINE_CAPABILITIES)('words %s failures as users read them', (capability) => {
    const { rejected, failed, ...simple } = vendorMessages(capability);
    expect({
      ...simple,
      rejected: rejected(),
      rejectedWith: rejected('Bad seed.'),
      failed: failed(),
      failedWith: failed('Bad seed.'),
    }).toEqual(pinned[capability]);
  });
});
