import { describe, expect, it } from 'vitest';
import { approvalConfirmation, photoCount, rejectionConfirmation } from './review-text';

const submission = { businessName: 'Studio Lumen', email: 'owner@lumen.test', fileCount: 3 };

describe('review confirmations', () => {
  it('name the business and the photo count', () => {
    expect(approvalConfirmation(submission)).toEqual({
      title: 'Approve Studio Lumen?',
      body:
        '3 photos from owner@lumen.test. Approving creates the account (or uses the one with ' +
        'this email), moves the photos to it and mails a sign-in link.',
    });
    expect(rejectionConfirmation(submission).title).toBe('Reject Studio Lumen?');
    expect(rejectionConfirmation(submission).body).toMatch(/^3 photos from owner@lumen\.test\. /);
  });

  it('counts one photo in the singular', () => {
    expect(photoCount(1)).toBe('1 photo');
    expect(photoCount(10)).toBe('10 photos');
  });
});
