import { z } from 'zod';

/** What the browser reports to /api/client-errors. */
export const clientErrorReportSchema = z.strictObject({
  kind: z.literal('not_found'),
  path: z.string().min(1).max(2048),
});
export type ClientErrorReport = z.infer<typeof clientErrorReportSchema>;
