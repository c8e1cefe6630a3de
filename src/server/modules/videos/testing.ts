/**
 * For tests and benchmarks only (lint keeps production code out, decision 025): reading a
 * render's row the way the worker does, to wait for it to finish.
 */
export { findJobForWorker, isFinal, type VideoJobRow } from './repo.js';
