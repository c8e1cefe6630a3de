import type { HandlerRegistry } from '../../platform/jobs/index.js';
import { sweepSubmissionFiles, type SweepDeps } from './sweep.js';

/** Hourly: deletes the files of rejected, approved and long-unreviewed submissions. */
export function registerSubmissionJobs(registry: HandlerRegistry, deps: SweepDeps): void {
  registry.register('submissions.sweep', async () => {
    await sweepSubmissionFiles(deps);
  });
}
