/** Client intake: /upload's public form and the admins' review (decision 030). */
import { work } from '../../platform/jobs/index.js';
import { routePlugin, type ModuleDescriptor } from '../../platform/modules.js';
import { createClientAccounts, type Auth } from '../auth/index.js';
import type { ModuleContext } from '../context.js';
import { submissionSweepJob } from './job-declarations.js';
import { submissionRoutes } from './routes.js';
import { sweepSubmissionFiles } from './sweep.js';

export { submissionRoutes, type SubmissionRoutesOptions } from './routes.js';
export type { SubmissionAccounts } from './accounts.js';

type SubmissionsContext = Pick<ModuleContext, 'config' | 'database' | 'storage'>;
type SubmissionsWebContext = SubmissionsContext &
  Pick<ModuleContext, 'media' | 'mail' | 'drive' | 'events'> & { auth: Auth };

export const submissionsModule = {
  name: 'submissions',
  routes: [
    routePlugin(submissionRoutes, (ctx: SubmissionsWebContext) => ({
      config: ctx.config,
      database: ctx.database,
      storage: ctx.storage,
      media: ctx.media,
      mail: ctx.mail,
      drive: ctx.drive,
      accounts: createClientAccounts({ auth: ctx.auth, database: ctx.database }),
      events: ctx.events,
    })),
  ],
  jobs: [
    // Hourly: deletes the files of rejected, approved and long-unreviewed submissions.
    work(submissionSweepJob, (ctx: SubmissionsContext) => ({
      run: async () => {
        await sweepSubmissionFiles(ctx);
      },
    })),
  ],
} satisfies ModuleDescriptor<SubmissionsContext, SubmissionsWebContext>;
