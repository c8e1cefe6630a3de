import { z } from 'zod';
import { field, integer } from './fields.js';

const MB = 1024 * 1024;
const days = (min: number, fallback: number) =>
  field(z.coerce.number().min(min).max(365).default(fallback));

/**
 * Anonymous /upload submissions (decision 050): the caps on bytes of files awaiting review
 * (pending, or rejected and still within the grace) per client address and in all, and the
 * days the sweep keeps files of rejected and of never-reviewed submissions.
 */
export const submissionSettings = z
  .object({
    SUBMISSION_PENDING_BYTES_PER_ADDRESS: integer({ min: 1024, fallback: 250 * MB }),
    SUBMISSION_PENDING_BYTES_TOTAL: integer({ min: 1024, fallback: 5 * 1024 * MB }),
    SUBMISSION_REJECTED_GRACE_DAYS: days(0, 7),
    SUBMISSION_UNREVIEWED_KEEP_DAYS: days(1, 30),
  })
  .transform((env) => ({
    submissions: {
      pendingBytesPerAddress: env.SUBMISSION_PENDING_BYTES_PER_ADDRESS,
      pendingBytesTotal: env.SUBMISSION_PENDING_BYTES_TOTAL,
      rejectedGraceDays: env.SUBMISSION_REJECTED_GRACE_DAYS,
      unreviewedKeepDays: env.SUBMISSION_UNREVIEWED_KEEP_DAYS,
    },
  }));
