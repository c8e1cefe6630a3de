/**
 * Statuses a video or image job never leaves once it reaches them. The server's queries skip
 * finished jobs with it, and the web app's cache ignores a late live event about one (it must
 * not move a finished card backwards). Plain constants, no zod: cheap for any page to import.
 */
export const FINAL_JOB_STATUSES = ['succeeded', 'failed'] as const;
export type FinalJobStatus = (typeof FINAL_JOB_STATUSES)[number];

export function isFinalJobStatus(status: string): status is FinalJobStatus {
  return (FINAL_JOB_STATUSES as readonly string[]).includes(status);
}
