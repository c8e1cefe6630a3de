import type { Submission } from '@shared/submissions';

/** "1 photo", "3 photos". */
export const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

type Reviewed = Pick<Submission, 'businessName' | 'email' | 'fileCount'>;

/** The approval's confirmation: what is approved and what approving does (nothing undoes it). */
export function approvalConfirmation(submission: Reviewed) {
  return {
    title: `Approve ${submission.businessName}?`,
    body:
      `${photoCount(submission.fileCount)} from ${submission.email}. Approving creates the ` +
      'account (or uses the one with this email), moves the photos to it and mails a sign-in link.',
  };
}

/** The rejection's dialog: what is rejected; the reason is asked below it. */
export function rejectionConfirmation(submission: Reviewed) {
  return {
    title: `Reject ${submission.businessName}?`,
    body: `${photoCount(submission.fileCount)} from ${submission.email}. The submitter gets a mail, with the reason if you give one.`,
  };
}
