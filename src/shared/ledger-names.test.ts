import { describe, expect, it } from 'vitest';
import { ledgerReasonText, videoChargeReason } from './ledger-names';

describe('ledger reasons as people read them', () => {
  it('names each video kind, never the mode value', () => {
    expect(videoChargeReason('veo', 8)).toBe('Image to Video (8 s)');
    expect(videoChargeReason('hedra', 5.37)).toBe('Podcast clip (5.37 s)');
    expect(videoChargeReason('text-to-video', 5)).toBe('Text to Video (5 s)');
  });

  it('renames the entries written with mode values', () => {
    expect(ledgerReasonText('Video (veo, 8 s)')).toBe('Image to Video (8 s)');
    expect(ledgerReasonText('Video (hedra, 5.37 s)')).toBe('Podcast clip (5.37 s)');
    expect(ledgerReasonText('Video (text-to-video, 5 s)')).toBe('Text to Video (5 s)');
  });

  it('keeps every other reason as stored', () => {
    for (const reason of [
      'Image to Video (8 s)',
      'Refund: the video could not be made',
      'Image (1536x1536, 1080p)',
      'Video (sora, 8 s)',
      'Gift: Video (veo, 8 s)',
      'Free credits for signing up',
    ]) {
      expect(ledgerReasonText(reason)).toBe(reason);
    }
  });
});
