export {
  appJobs,
  deadLetterName,
  jobDefinitions,
  type JobCatalog,
  type JobDefinitions,
  type JobPolicy,
} from './definitions.js';
export {
  HandlerRegistry,
  type ExhaustedContext,
  type ExhaustedHandler,
  type JobContext,
  type JobFailure,
  type JobHandler,
} from './registry.js';
export {
  JobQueue,
  type EnqueueOptions,
  type JobQueueHealth,
  type JobQueueOptions,
  type JobSnapshot,
} from './queue.js';
export type { JobEvent, JobLogger } from './types.js';
