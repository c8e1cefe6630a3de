/** Client intake: /upload's public form and the admins' review (decision 030). */
export { submissionRoutes, type SubmissionRoutesOptions } from './routes.js';
export type { SubmissionAccounts } from './accounts.js';
export { registerSubmissionJobs } from './jobs.js';
