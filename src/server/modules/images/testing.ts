/**
 * For tests only (lint keeps production code out, decision 025): image_jobs rows written and
 * read the way the studio and the worker do, for tests of the platform's paid-work life cycle.
 */
export { findImageJobForWorker, insertImageJob, updateImageJob } from './repo.js';
