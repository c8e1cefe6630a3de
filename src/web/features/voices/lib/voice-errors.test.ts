import { VOICE_MESSAGES } from '@shared/voices';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { voiceFailureMessage } from './voice-errors';

const fallback = VOICE_MESSAGES.failedToClone;

describe('voiceFailureMessage', () => {
  it("says 'Not authenticated' when signed out, whatever the body", () => {
    expect(voiceFailureMessage(new ApiError(401, 'x', { error: 'Unauthorized' }), fallback)).toBe(
      'Not authenticated',
    );
    expect(voiceFailureMessage(new ApiError(401, 'x'), fallback)).toBe('Not authenticated');
  });

  it("keeps the server's words when it refuses the input", () => {
    const notMp3 = new ApiError(400, VOICE_MESSAGES.notMp3, { error: VOICE_MESSAGES.notMp3 });
    expect(voiceFailureMessage(notMp3, fallback)).toBe('Please upload an MP3 audio file');
    const added = new ApiError(409, 'x', { error: VOICE_MESSAGES.alreadyAdded });
    expect(voiceFailureMessage(added, VOICE_MESSAGES.failedToAdd)).toBe(
      'This voice is already in your voices',
    );
  });

  it("falls back to the spec's wording for server faults and bodies without a message", () => {
    expect(voiceFailureMessage(new ApiError(500, 'x', { error: 'Internal' }), fallback)).toBe(
      'Failed to clone voice',
    );
    expect(voiceFailureMessage(new ApiError(400, 'x', { nope: 1 }), fallback)).toBe(
      'Failed to clone voice',
    );
    expect(voiceFailureMessage(new Error('boom'), fallback)).toBe('Failed to clone voice');
  });

  it('keeps the network wording when the server could not be reached', () => {
    const offline = new ApiError(0, 'Could not reach the server.');
    expect(voiceFailureMessage(offline, fallback)).toBe('Could not reach the server.');
  });
});
