import { describe, expect, it } from 'vitest';
import { driveFolderId, SUBMISSION_MESSAGES, submissionProblem } from './submissions';

describe('driveFolderId', () => {
  const id = '1AbC-dEf_GhIjKlMnOp';

  it.each([
    `https://drive.google.com/drive/folders/${id}`,
    `https://drive.google.com/drive/folders/${id}/`,
    `https://drive.google.com/drive/folders/${id}?usp=sharing`,
    `https://drive.google.com/drive/u/0/folders/${id}`,
    `https://drive.google.com/open?id=${id}`,
    `https://drive.google.com/open?id=${id}&usp=drive_fs`,
    `https://drive.google.com/open?authuser=0&id=${id}`,
    `  https://drive.google.com/drive/folders/${id}  `,
  ])('reads the folder id of %s', (link) => {
    expect(driveFolderId(link)).toBe(id);
  });

  it.each([
    `http://drive.google.com/drive/folders/${id}`,
    `https://drive.google.com.evil.test/drive/folders/${id}`,
    `https://docs.google.com/drive/folders/${id}`,
    `https://drive.google.com/file/d/${id}/view`,
    `https://drive.google.com/open?id=short`,
    `https://drive.google.com/open?ids=${id}`,
    `https://drive.google.com/drive/folders/${id}#fragment`,
    'not a link',
  ])('refuses %s', (link) => {
    expect(driveFolderId(link)).toBeNull();
  });
});

describe('submissionProblem: the phone number', () => {
  const form = (phone: string) => ({
    email: 'owner@bakery.test',
    phone,
    businessName: 'Corner Bakery',
    submissionType: 'files',
  });

  it.each([
    '+1 (555) 123-4567',
    '555.123.4567',
    '555-123-4567',
    '(555) 123 4567',
    '+44 20 7946 0958',
    '+49 (0)30 123456',
    '+33 1 23 45 67 89',
    '0171/1234567',
    '+1 555 123 4567 ext. 12',
    '555 1234 x9',
    '  +61 2 9876 5432  ',
  ])('takes %s', (phone) => {
    expect(submissionProblem(form(phone), 1)).toBeNull();
  });

  it.each([
    'abc',
    '12',
    '123456',
    '555-CALL-NOW',
    '+1 555 abc 4567',
    '1 + 555 123 4567',
    '++1 555 123 4567',
    '+1234567890123456',
    '---------',
    'call me maybe',
  ])('refuses %s with its own message', (phone) => {
    expect(submissionProblem(form(phone), 1)).toEqual({
      title: SUBMISSION_MESSAGES.failedTitle,
      message: 'Please enter a valid phone number',
    });
  });

  it('checks the phone of a Google Drive submission too', () => {
    const drive = {
      ...form('abc'),
      submissionType: 'google_drive',
      googleDriveLink: 'https://drive.google.com/drive/folders/1AbC-dEf_GhIjKlMnOp',
    };
    expect(submissionProblem(drive, 0)?.message).toBe('Please enter a valid phone number');
  });
});
