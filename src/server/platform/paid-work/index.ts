/**
 * The life cycle every paid job shares (one attempt, its work folder, the sorting of its
 * failures, the refund exactly once). Modules supply an adapter per table and a `produce`
 * callback, and import this face only.
 */
export {
  PaidWork,
  paidWorkHandlers,
  registerPaidWork,
  type AttemptContext,
  type OwnedRow,
  type PaidWorkAdapter,
  type PaidWorkDeps,
  type Produce,
  type Refund,
  type RowWork,
} from './lifecycle.js';
export { exhaustedMessage, failedAndRefunded, finalFailureOf } from './failures.js';
export { deleteOwned, deleteStored, type DeletionDeps, type OwnedDeletion } from './delete.js';
export { releaseClipInput } from './clip-inputs-repo.js';
