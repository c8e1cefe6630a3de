/**
 * The credit ledger: every charge, refund, grant and purchase, and the balance they sum to.
 * A platform concern (architecture.md): every paid module charges and refunds through it, so
 * modules import this face, never the repo behind it.
 */
export {
  BalanceLimitError,
  CreditsService,
  InsufficientCreditsError,
  type AdjustResult,
  type ChargeInput,
  type ChargeResult,
  type GrantInput,
} from './service.js';
export { lockUserCredits, type LedgerEntry } from './repo.js';
export { creditsRoutes } from './routes.js';
