/** Limits shared by every web process: counters in the database, keyed by client address. */
export { AttemptCounters, type TakeResult } from './attempt-counters-repo.js';
export { clientAddressKey } from './client-address.js';
