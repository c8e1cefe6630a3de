export {
  deadLetterName,
  type JobCatalog,
  type JobDefinitions,
  type JobPolicy,
} from './definitions.js';
export {
  catalogOf,
  declareJob,
  work,
  type ContractOf,
  type JobBinding,
  type JobDeclaration,
  type JobHandlers,
  type JobSender,
  type JobSenders,
} from './declarations.js';
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
