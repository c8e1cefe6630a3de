import { z } from 'zod';
import { singleLine } from './text';

/**
 * Client intake (spec "Public submission" and "Admin review"): a visitor with no account sends
 * photos from /upload, an admin approves (account, photos, magic link) or rejects them on
 * /admin/submissions. Contracts shared by the server and the web.
 */

export const SUBMISSION_TYPES = ['files', 'google_drive'] as const;
export type SubmissionType = (typeof SUBMISSION_TYPES)[number];

export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Spec section 9: at most 10 files; a Drive folder that could not be listed counts as 10. */
export const MAX_SUBMISSION_FILES = 10;
export const DRIVE_ASSUMED_IMAGE_COUNT = 10;
/** Review takes 24-48 hours; the thank-you moves on to /pricing after 1.5 s. */
export const SUBMISSION_REDIRECT_MS = 1500;
export const SUBMISSION_REDIRECT_TO = '/pricing';

export const SUBMISSION_LIMITS = {
  email: 254,
  phone: 40,
  businessName: 200,
  contentDescription: 2000,
  googleDriveLink: 500,
  rejectionReason: 1000,
} as const;

export const SUBMISSION_MESSAGES = {
  requiredTitle: 'Required fields missing',
  requiredFiles: 'Please fill in email, phone, business name and select at least one file',
  requiredDrive: 'Please fill in email, phone, business name and Google Drive link',
  tooManyFilesTitle: 'Too many files',
  tooManyFiles: 'Please select up to 10 files at a time',
  invalidFileTypeTitle: 'Invalid file type',
  invalidFileType: 'Please upload only image files (JPG, PNG, etc.)',
  invalidEmail: 'Please enter a valid email address',
  invalidPhone: 'Please enter a valid phone number',
  invalidDriveLink:
    'Please enter a Google Drive folder link, like https://drive.google.com/drive/folders/…',
  filesNotForDrive: 'Send either files or a Google Drive link, not both',
  driveNotPublic:
    'We could not open that Google Drive folder. Share it as "Anyone with the link can view" and try again.',
  driveEmpty: 'That Google Drive folder has no images in it',
  driveUnavailable: 'Google Drive could not be reached. Please try again in a few minutes.',
  tooLong: (field: string, max: number) => `The ${field} must be at most ${max} characters`,
  tooManyRequests: 'Too many submissions from this address. Please try again later.',
  /** The caps on photos awaiting review are reached (decision 050): said before sending. */
  uploadsFull: "We can't take more uploads right now; please try again later",
  keptUnreviewed: (days: number) =>
    `Photos we have not reviewed within ${days} days are deleted; send them again if that happens.`,
  success:
    "Thank you! We'll review your content within 24-48 hours and email you a magic link to access your account.",
  failedTitle: 'Submission failed',
  tryAgain: 'Please try again',
  // Admin review
  loadFailed: 'Error loading submissions',
  approved: 'Submission Approved',
  approvedBody: 'Account created and magic link sent',
  approvedMailFailed:
    'Account created, but the magic link could not be sent: it is in the mail outbox as failed',
  approvalFailed: 'Approval Failed',
  /** The approval's note to the operator when a Drive folder's images could not be fetched. */
  drivePhotosToAdd:
    "This client's photos are in their Google Drive folder and were not copied: add them to the client's order yourself",
  /** The client's approval mail, same case. */
  drivePhotosMailNote: 'Our team will add the photos from your Google Drive folder to your order.',
  rejected: 'Submission Rejected',
  rejectionFailed: 'Rejection Failed',
  notFound: 'Submission not found',
  alreadyReviewed: (status: SubmissionStatus) =>
    `This submission was already ${status} by another review`,
  filesRemoved: (date: string) => `Photos deleted on ${date} (kept for a limited time)`,
  filesRemovedCannotApprove:
    'The photos of this submission were deleted (kept for a limited time), so there is nothing to approve: reject it, or ask the sender to send them again',
  accessDenied: 'Access Denied',
  noPermission: "You don't have admin permissions",
} as const;

/**
 * A Google Drive folder link, as Drive's share dialog and older links write it (vendors.md
 * section 10): https://drive.google.com/drive/folders/<id> (also with /u/<n>/ and a query such
 * as ?usp=sharing), or https://drive.google.com/open?id=<id>. The folder id is what the server
 * lists.
 */
const DRIVE_FOLDER_URL =
  /^https:\/\/drive\.google\.com\/drive\/(?:u\/\d{1,2}\/)?folders\/([A-Za-z0-9_-]{10,100})\/?(?:\?[A-Za-z0-9_=&.-]{0,200})?$/;
const DRIVE_OPEN_URL =
  /^https:\/\/drive\.google\.com\/open\?(?:[A-Za-z0-9_=.-]{0,100}&)?id=([A-Za-z0-9_-]{10,100})(?:&[A-Za-z0-9_=&.-]{0,200})?$/;

/** The folder id of a Drive folder link, or null when the text is not one. */
export function driveFolderId(link: string): string | null {
  const text = link.trim();
  return DRIVE_FOLDER_URL.exec(text)?.[1] ?? DRIVE_OPEN_URL.exec(text)?.[1] ?? null;
}

const EMAIL = z.email();

/**
 * A phone number as people write it: an optional leading +, digits with spaces, dots, dashes,
 * slashes or parentheses between them, and an optional extension (x12, ext. 12). It holds 7
 * (a local number) to 15 (E.164's most) digits, extension aside.
 */
const PHONE_NUMBER = /^\+?\(?\d[\d\s()./-]*$/;
const PHONE_EXTENSION = /\s*(?:x|ext\.?|#)\s*\d{1,6}$/i;

/** Whether the text reads as a phone number (not "abc", not "12", not "555-CALL-NOW"). */
export function isPhoneNumber(text: string): boolean {
  const number = text.trim().replace(PHONE_EXTENSION, '');
  if (!PHONE_NUMBER.test(number)) return false;
  const digits = number.replace(/\D/g, '').length;
  return digits >= 7 && digits <= 15;
}

export interface SubmissionFieldsInput {
  email?: string | undefined;
  phone?: string | undefined;
  businessName?: string | undefined;
  submissionType?: string | undefined;
  googleDriveLink?: string | undefined;
  contentDescription?: string | undefined;
}

export interface SubmissionProblem {
  title: string;
  message: string;
}

/**
 * The form's checks, the same on the page and on the server (which also checks the files by
 * their bytes): required fields first, in the spec's words, then the count, then the forms.
 */
export function submissionProblem(
  input: SubmissionFieldsInput,
  fileCount: number,
): SubmissionProblem | null {
  const type: SubmissionType = input.submissionType === 'google_drive' ? 'google_drive' : 'files';
  const blank = (value: string | undefined) => !value || value.trim() === '';
  const required = { title: SUBMISSION_MESSAGES.requiredTitle };
  if (type === 'files') {
    if (blank(input.email) || blank(input.phone) || blank(input.businessName) || fileCount < 1) {
      return { ...required, message: SUBMISSION_MESSAGES.requiredFiles };
    }
    if (fileCount > MAX_SUBMISSION_FILES) {
      return {
        title: SUBMISSION_MESSAGES.tooManyFilesTitle,
        message: SUBMISSION_MESSAGES.tooManyFiles,
      };
    }
  } else if (
    blank(input.email) ||
    blank(input.phone) ||
    blank(input.businessName) ||
    blank(input.googleDriveLink)
  ) {
    return { ...required, message: SUBMISSION_MESSAGES.requiredDrive };
  }
  const invalid = (message: string) => ({ title: SUBMISSION_MESSAGES.failedTitle, message });
  const email = input.email!.trim();
  if (email.length > SUBMISSION_LIMITS.email || !EMAIL.safeParse(email).success) {
    return invalid(SUBMISSION_MESSAGES.invalidEmail);
  }
  const lengths: [string, string | undefined, number][] = [
    ['phone number', input.phone, SUBMISSION_LIMITS.phone],
    ['business name', input.businessName, SUBMISSION_LIMITS.businessName],
    ['content description', input.contentDescription, SUBMISSION_LIMITS.contentDescription],
    ['Google Drive link', input.googleDriveLink, SUBMISSION_LIMITS.googleDriveLink],
  ];
  for (const [field, value, max] of lengths) {
    if (value && value.trim().length > max) {
      return invalid(SUBMISSION_MESSAGES.tooLong(field, max));
    }
  }
  if (!isPhoneNumber(input.phone!)) return invalid(SUBMISSION_MESSAGES.invalidPhone);
  if (type === 'google_drive' && !driveFolderId(input.googleDriveLink!)) {
    return invalid(SUBMISSION_MESSAGES.invalidDriveLink);
  }
  return null;
}

/** What POST /api/submissions reads from the form (after submissionProblem passed). */
export const submissionFieldsSchema = z.object({
  email: z.string().trim().toLowerCase(),
  phone: singleLine(z.string().trim()),
  businessName: singleLine(z.string().trim()),
  submissionType: z.enum(SUBMISSION_TYPES).default('files'),
  googleDriveLink: singleLine(z.string().trim()).optional(),
  contentDescription: z.string().trim().optional(),
  /** The honeypot: people never fill it; a filled one is answered like a success. */
  website: z.string().max(500).optional(),
});
export type SubmissionFields = z.infer<typeof submissionFieldsSchema>;

export const submissionMessageSchema = z.object({ message: z.string() });
export type SubmissionMessage = z.infer<typeof submissionMessageSchema>;

/** GET /api/submissions/settings: what /upload shows and checks before sending. */
export const submissionSettingsSchema = z.object({
  /** The configured support mailbox; null when none is (the page then shows no address). */
  supportEmail: z.string().nullable(),
  maxFiles: z.number().int(),
  maxFileBytes: z.number().int(),
  /** Whether Drive folders are listed (GOOGLE_API_KEY) or only checked for form. */
  driveListing: z.boolean(),
  /**
   * False when the caps on photos awaiting review leave this caller no room for one photo
   * (decision 050): the page then shows SUBMISSION_MESSAGES.uploadsFull instead of the form.
   */
  uploadsOpen: z.boolean(),
  /** Bytes this caller may still send; the page refuses larger selections before sending. */
  roomBytes: z.number().int(),
  /** Days a submission nobody reviewed keeps its photos (the page says so). */
  unreviewedKeepDays: z.number(),
});
export type SubmissionSettings = z.infer<typeof submissionSettingsSchema>;

// ---------------------------------------------------------------------------------------------
// Admin review

export const SUBMISSION_FILTERS = ['all', ...SUBMISSION_STATUSES] as const;
export type SubmissionFilter = (typeof SUBMISSION_FILTERS)[number];

export const submissionListQuerySchema = z.object({
  status: z.enum(SUBMISSION_FILTERS).default('all'),
});

export const submissionImageSchema = z.object({
  name: z.string(),
  size: z.number(),
  contentType: z.string(),
  /** A signed link to the stored file (thumbnail and full size); null for a Drive listing. */
  url: z.string().nullable(),
});

export const submissionSchema = z.object({
  id: z.string(),
  email: z.string(),
  phone: z.string(),
  businessName: z.string(),
  submissionType: z.enum(SUBMISSION_TYPES),
  fileCount: z.number().int(),
  googleDriveLink: z.string().nullable(),
  contentDescription: z.string().nullable(),
  status: z.enum(SUBMISSION_STATUSES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  reviewedAt: z.string().nullable(),
  /** When the sweep deleted the stored photos (the images keep their names, without links). */
  filesRemovedAt: z.string().nullable(),
  images: z.array(submissionImageSchema),
});
export type Submission = z.infer<typeof submissionSchema>;

export const submissionListSchema = z.object({
  submissions: z.array(submissionSchema),
  counts: z.object({
    all: z.number().int(),
    pending: z.number().int(),
    approved: z.number().int(),
    rejected: z.number().int(),
  }),
});
export type SubmissionList = z.infer<typeof submissionListSchema>;

export const approveSubmissionBodySchema = z.object({
  submissionId: z.uuid(SUBMISSION_MESSAGES.notFound),
});

export const approveSubmissionResponseSchema = z.object({
  message: z.string(),
  userId: z.string(),
  accountCreated: z.boolean(),
  photoCount: z.number().int(),
  /** False when the magic link could not be sent (the approval stands; see the outbox). */
  linkSent: z.boolean(),
  /** Set when the photos are not in My photos and the operator adds them (a Drive folder). */
  photosToAdd: z.enum(['drive_folder']).optional(),
  photosToAddMessage: z.string().optional(),
});
export type ApproveSubmissionResponse = z.infer<typeof approveSubmissionResponseSchema>;

export const rejectSubmissionBodySchema = z.object({
  submissionId: z.uuid(SUBMISSION_MESSAGES.notFound),
  reason: z
    .string()
    .trim()
    .max(
      SUBMISSION_LIMITS.rejectionReason,
      SUBMISSION_MESSAGES.tooLong('reason', SUBMISSION_LIMITS.rejectionReason),
    )
    .optional(),
});
export type RejectSubmissionBody = z.infer<typeof rejectSubmissionBodySchema>;

/** Live event to every admin: a new submission arrived (the page re-reads the list). */
export const SUBMISSION_CREATED_EVENT = 'submissions.created';
export const submissionCreatedPayloadSchema = z.object({ id: z.string() });
