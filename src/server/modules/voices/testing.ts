/** For tests only (lint keeps production code out, decision 025): voices seeded straight into the table. */
export { insertClonedVoice, insertDefaultVoice } from './repo.js';
