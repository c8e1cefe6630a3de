import { randomUUID } from 'node:crypto';
import {
  balanceLimitMessage,
  CREDITS_CHANGED_EVENT,
  CREDITS_MAX,
  insufficientCreditsMessage,
} from '@shared/credits';
import type { AppTx, Database } from '../../db/client.js';
import { AppError, badRequest, conflict, notFound } from '../errors.js';
import { publishEvent } from '../events/index.js';
import {
  addToBalanceIfCovered,
  appendLedgerEntry,
  ensureBalanceRow,
  findEntryById,
  findEntryByKey,
  findRefundOf,
  listEntries,
  lockUserCredits,
  readBalance,
  sumLedger,
  type LedgerEntry,
} from './repo.js';

/** HTTP 409: the change would take the balance past CREDITS_MAX; nothing was written. */
export class BalanceLimitError extends AppError {
  override name = 'BalanceLimitError';
  constructor(public readonly balance: number) {
    super(409, balanceLimitMessage(balance), { balance });
  }
}

/** HTTP 402; the error handler answers `{ error, balance, required }` (spec section 8). */
export class InsufficientCreditsError extends AppError {
  override name = 'InsufficientCreditsError';
  constructor(
    public readonly balance: number,
    public readonly required: number,
  ) {
    super(402, insufficientCreditsMessage(balance, required), { balance, required });
  }
}

export interface GrantInput {
  userId: string;
  amount: number;
  kind: 'signup_grant' | 'purchase';
  /** e.g. `signup:<userId>`, `purchase:<payment event id>`: a repeat changes nothing. */
  idempotencyKey: string;
  reason: string;
  reference?: string;
  tx?: AppTx;
}

export interface ChargeInput {
  userId: string;
  amount: number;
  /** e.g. `charge:veo:<jobId>`: a retried request returns the first charge. */
  idempotencyKey: string;
  reason: string;
  reference?: string;
  tx?: AppTx;
}

export interface ChargeResult {
  entryId: number;
  balance: number;
  /** false when the key had already charged: nothing was deducted this time. */
  applied: boolean;
}

export interface AdjustResult {
  entryId: number;
  balance: number;
  /** The change actually made: a deduction larger than the balance stops at zero. */
  applied: number;
}

type Change = Omit<LedgerEntry, 'id' | 'createdAt' | 'balanceAfter' | 'refundOf' | 'createdBy'> &
  Partial<Pick<LedgerEntry, 'refundOf' | 'createdBy'>>;

/**
 * The only code that writes credits. Every write runs under a per-user lock inside one
 * transaction (the caller's `tx`, so a paid job and its charge commit together, or its own):
 * balance row update, append-only ledger entry and the `credits.changed` event commit or
 * vanish together, so the balance always equals the ledger sum and never goes negative.
 */
export class CreditsService {
  private readonly database: Database;

  constructor(options: { database: Database }) {
    this.database = options.database;
  }

  /** The current balance; 0 for a user who never had credits. */
  balance(userId: string, tx?: AppTx): Promise<number> {
    return readBalance(tx ?? this.database.db, userId);
  }

  /** Sum of the user's ledger entries; equals balance() at every commit (tests, audits). */
  ledgerSum(userId: string, tx?: AppTx): Promise<number> {
    return sumLedger(tx ?? this.database.db, userId);
  }

  history(userId: string, options: { limit: number; before?: number | undefined }) {
    return listEntries(this.database.db, userId, options);
  }

  /** Every entry of the user, newest first (the CSV export), read a page at a time. */
  async fullHistory(userId: string): Promise<LedgerEntry[]> {
    const entries: LedgerEntry[] = [];
    for (;;) {
      const before = entries.at(-1)?.id;
      const page = await listEntries(this.database.db, userId, { limit: 1000, before });
      entries.push(...page);
      if (page.length < 1000) return entries;
    }
  }

  /** Adds credits (sign-up gift, verified purchase) once per idempotency key. */
  async grant(input: GrantInput): Promise<ChargeResult> {
    assertPositiveAmount(input.amount);
    return this.inTransaction(input.tx, async (tx) => {
      await lockUserCredits(tx, input.userId);
      await ensureBalanceRow(tx, input.userId);
      const change: Change = {
        userId: input.userId,
        kind: input.kind,
        amount: input.amount,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        reference: input.reference ?? null,
      };
      return this.applyOnce(tx, change, () => findEntryByKey(tx, input.idempotencyKey));
    });
  }

  /**
   * Deducts `amount` or throws InsufficientCreditsError having written nothing. The deduction
   * is one conditional UPDATE (`… WHERE balance >= amount`), never read-then-write. A repeated
   * idempotency key returns the original entry and charges nothing.
   */
  async charge(input: ChargeInput): Promise<ChargeResult> {
    assertPositiveAmount(input.amount);
    return this.inTransaction(input.tx, async (tx) => {
      await lockUserCredits(tx, input.userId);
      const change: Change = {
        userId: input.userId,
        kind: 'charge',
        amount: -input.amount,
        idempotencyKey: input.idempotencyKey,
        reason: input.reason,
        reference: input.reference ?? null,
      };
      return this.applyOnce(tx, change, () => findEntryByKey(tx, input.idempotencyKey));
    });
  }

  /** Returns a charge's credits to its owner, exactly once however often it is asked. */
  async refund(input: {
    chargeEntryId: number;
    reason: string;
    tx?: AppTx;
  }): Promise<{ balance: number; applied: boolean }> {
    return this.inTransaction(input.tx, async (tx) => {
      const charge = await findEntryById(tx, input.chargeEntryId);
      if (!charge) throw notFound('No such charge');
      if (charge.kind !== 'charge') throw badRequest('Only a charge can be refunded');
      await lockUserCredits(tx, charge.userId);
      const change: Change = {
        userId: charge.userId,
        kind: 'refund',
        amount: -charge.amount,
        idempotencyKey: `refund:${charge.id}`,
        reason: input.reason,
        reference: charge.reference,
        refundOf: charge.id,
      };
      const { balance, applied } = await this.applyOnce(tx, change, () =>
        findRefundOf(tx, charge.id),
      );
      return { balance, applied };
    });
  }

  /**
   * An admin's correction, positive or negative. A deduction larger than the balance is
   * floored: the balance becomes 0 and the ledger records the amount actually taken (the
   * reason notes what was asked), because the balance may never go negative and the ledger
   * must sum to it. Each admin call is its own entry (random key): admins repeat on purpose.
   * Billing takes back refunded or disputed credits through here too (no admin), passing an
   * idempotency key so that one reversal is recorded once.
   */
  async adjust(input: {
    userId: string;
    amount: number;
    reason: string;
    /** The admin who asked; omitted for automatic corrections (refunds, disputes). */
    adminId?: string;
    idempotencyKey?: string;
    reference?: string;
    tx?: AppTx;
  }): Promise<AdjustResult> {
    if (!isCreditAmount(Math.abs(input.amount))) {
      throw new RangeError(`adjustment must be a non-zero integer, got ${input.amount}`);
    }
    return this.inTransaction(input.tx, async (tx) => {
      await lockUserCredits(tx, input.userId);
      await ensureBalanceRow(tx, input.userId);
      const current = await readBalance(tx, input.userId);
      // Safe to compute from the read: the lock above holds every other writer off.
      // `+ 0` turns the -0 of Math.max(-3, -0) into 0.
      const applied = Math.max(input.amount, -current) + 0;
      const reason =
        applied === input.amount
          ? input.reason
          : `${input.reason} (asked ${input.amount}, floored at a zero balance)`;
      const idempotencyKey = input.idempotencyKey ?? `adjustment:${randomUUID()}`;
      const earlier = input.idempotencyKey ? await findEntryByKey(tx, idempotencyKey) : undefined;
      if (earlier) {
        if (earlier.userId !== input.userId || earlier.kind !== 'adjustment') throw keyTaken();
        return {
          entryId: earlier.id,
          balance: await readBalance(tx, input.userId),
          applied: earlier.amount,
        };
      }
      const entry = await this.apply(tx, {
        userId: input.userId,
        kind: 'adjustment',
        amount: applied,
        idempotencyKey,
        reason,
        reference: input.reference ?? null,
        createdBy: input.adminId ?? null,
      });
      // A fresh uuid key cannot be taken; a caller's key was looked up under the user's lock.
      if (!entry) throw keyTaken();
      return { entryId: entry.id, balance: entry.balance, applied };
    });
  }

  private inTransaction<T>(tx: AppTx | undefined, work: (tx: AppTx) => Promise<T>): Promise<T> {
    return tx ? work(tx) : this.database.db.transaction(work);
  }

  /**
   * Applies `change` unless `findEarlier` finds it already applied (same key, or the refund of
   * the same charge): then it answers with the earlier entry and the current balance. The
   * user's lock makes the first look final; the second look after a refused insert is a
   * safety net that turns a lost race into the same answer instead of an error.
   */
  private async applyOnce(
    tx: AppTx,
    change: Change,
    findEarlier: () => Promise<LedgerEntry | undefined>,
  ): Promise<ChargeResult> {
    const earlier = await findEarlier();
    if (!earlier) {
      const entry = await this.apply(tx, change);
      if (entry) return { entryId: entry.id, balance: entry.balance, applied: true };
    }
    const winner = earlier ?? (await findEarlier());
    if (!winner) throw keyTaken(); // the key belongs to an entry found by another lookup
    assertSameOperation(winner, change);
    return { entryId: winner.id, balance: await readBalance(tx, change.userId), applied: false };
  }

  /**
   * Moves the balance by `change.amount` (atomically, never below zero), appends the ledger
   * entry and publishes the event. Returns null when the ledger refuses the entry (its key or
   * refunded charge is taken): the balance move is undone first, so nothing changed and the
   * caller's transaction is intact (no failed statement).
   */
  private async apply(tx: AppTx, change: Change): Promise<{ id: number; balance: number } | null> {
    const balanceAfter = await addToBalanceIfCovered(tx, change.userId, change.amount);
    if (balanceAfter === null) {
      const balance = await readBalance(tx, change.userId);
      if (change.amount > 0) throw new BalanceLimitError(balance);
      throw new InsufficientCreditsError(balance, -change.amount);
    }
    const entryId = await appendLedgerEntry(tx, { ...change, balanceAfter });
    if (entryId === null) {
      await addToBalanceIfCovered(tx, change.userId, -change.amount);
      return null;
    }
    if (change.amount !== 0) {
      await publishEvent(tx, change.userId, CREDITS_CHANGED_EVENT, {
        balance: balanceAfter,
        delta: change.amount,
        kind: change.kind,
      });
    }
    return { id: entryId, balance: balanceAfter };
  }
}

/** 1..CREDITS_MAX: what one change can move (the route schemas keep people inside it). */
function isCreditAmount(amount: number): boolean {
  return Number.isSafeInteger(amount) && amount > 0 && amount <= CREDITS_MAX;
}

function assertPositiveAmount(amount: number): void {
  // A bug in a caller (prices are computed on the server), not a user error: fail loudly.
  if (!isCreditAmount(amount)) {
    throw new RangeError(
      `credit amount must be an integer from 1 to ${CREDITS_MAX}, got ${amount}`,
    );
  }
}

/** A reused key must name the same operation; anything else is a caller bug worth a 409. */
function assertSameOperation(entry: LedgerEntry, change: Change): void {
  if (
    entry.userId !== change.userId ||
    entry.kind !== change.kind ||
    entry.amount !== change.amount
  ) {
    throw keyTaken();
  }
}

const keyTaken = () => conflict('This idempotency key was already used for another operation');
