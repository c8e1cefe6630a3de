/**
 * The episodes module's face (issue 30). The moment finder is the part built so far; the
 * module's descriptor, routes and job join it here.
 */
export { findEpisodeMoments, NO_WORDS_NOTE, type FindMomentsInput } from './moments/index.js';
