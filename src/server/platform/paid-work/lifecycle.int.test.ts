import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { JobContract } from '@shared/jobs';
import { creditLedger, type ImageJobRow } from '../../db/schema/index.js';
import {
  findImageJobForWorker,
  insertImageJob,
  updateImageJob,
} from '../../modules/images/testing.js';
import { EngineError } from '../../kernel/engine-error.js';
import { idCatalog } from '../../../../test/fixtures/job-catalogs.js';
import { createTestDatabase, type TestDatabase } from '../../../../test/helpers/database.js';
import { eventually, waitForJob } from '../../../../test/helpers/jobs.js';
import { insertUser } from '../../../../test/helpers/users.js';
import { CreditsService } from '../credits/index.js';
import { JobQueue } from '../jobs/queue.js';
import { HandlerRegistry } from '../jobs/registry.js';
import { failedAndRefunded } from './failures.js';
import { PaidWork, registerPaidWork, type AttemptContext, type Produce } from './lifecycle.js';

/**
 * The paid-work life cycle itself, on real image_jobs rows and the real job platform, with a
 * scripted `produce` in place of an engine: retries, final failures, exhausted retries, the
 * folders of killed attempts, and one refund however often a row is failed.
 */

const LABEL = 'lifecycle-test';
const FAILED = 'It could not be made. Your credits have been refunded.';
const REFUND_REASON = 'Refund: the test work could not be made';
const COST = 3;

let testDb: TestDatabase;
let credits: CreditsService;
let schemaCounter = 0;
const queues: JobQueue<JobContract>[] = [];

/** What `produce` does on each attempt, in order; the last one repeats. */
let attempts: Produce<ImageJobRow, string>[] = [];
let attemptCount = 0;
const discarded: string[] = [];

const produce: Produce<ImageJobRow, string> = (...args) => {
  const attempt = attempts[Math.min(attemptCount, attempts.length - 1)]!;
  attemptCount += 1;
  return attempt(...args);
};

function paidWork(): PaidWork<ImageJobRow, string> {
  return new PaidWork(
    { database: testDb.database, credits },
    {
      workLabel: LABEL,
      failedMessage: FAILED,
      findForWorker: findImageJobForWorker,
      markRunning: (tx, job) => updateImageJob(tx, job, { status: 'running' }),
      markSucceeded: (tx, job, outputKey) =>
        updateImageJob(tx, job, { status: 'succeeded', outputKey, completedAt: new Date() }),
      markFailed: (tx, job, message) => updateImageJob(tx, job, failedAndRefunded(message)),
      refundOf: (job) => ({ chargeEntryId: job.chargeEntryId, reason: REFUND_REASON }),
      discard: async (outputKey) => void discarded.push(outputKey),
    },
    produce,
  );
}

const ctx = (): AttemptContext => ({
  signal: new AbortController().signal,
  reportProgress: () => {},
});

beforeAll(async () => {
  testDb = await createTestDatabase();
  credits = new CreditsService({ database: testDb.database });
});
afterEach(async () => {
  attempts = [];
  attemptCount = 0;
  discarded.length = 0;
  await Promise.all(queues.splice(0).map((q) => q.stop({ graceful: false })));
});
afterAll(async () => {
  await testDb.dispose();
});

/** A user who paid for one queued image job: its row, charged in the ledger. */
async function paidRow(): Promise<ImageJobRow> {
  const { id: userId } = await insertUser(testDb.database.db);
  await credits.grant({
    userId,
    amount: 10,
    kind: 'signup_grant',
    idempotencyKey: `signup:${userId}`,
    reason: 'Welcome credits',
  });
  const id = randomUUID();
  const charge = await credits.charge({
    userId,
    amount: COST,
    idempotencyKey: `charge:${id}`,
    reason: 'Test work',
    reference: id,
  });
  return insertImageJob(testDb.database.db, {
    id,
    userId,
    prompt: 'A lighthouse',
    size: '1536x1536',
    quality: '720p',
    seed: 1,
    cost: COST,
    chargeEntryId: charge.entryId,
    engine: 'local',
  });
}

const rowOf = async (id: string) => (await findImageJobForWorker(testDb.database.db, id))!;

const refundsOf = (userId: string) =>
  testDb.database.db
    .select()
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), eq(creditLedger.kind, 'refund')));

/** The job platform running the work under `paid.work`, with its retry policy. */
async function workersFor(work: PaidWork<ImageJobRow, string>, retryLimit: number) {
  const jobs = idCatalog({ 'paid.work': { retryLimit, retryDelaySeconds: 1 } });
  const queue = await JobQueue.start(testDb.database, {
    jobs,
    schema: `paid_work_test_${++schemaCounter}`,
    maintenanceIntervalSeconds: 1,
  });
  queues.push(queue as unknown as JobQueue<JobContract>);
  const registry = new HandlerRegistry(jobs.contract);
  registerPaidWork(registry, 'paid.work', (payload) => ({ work, id: payload.id }));
  await queue.startWorkers(registry, { concurrency: 1 });
  return {
    async runToEnd(rowId: string) {
      const jobId = await queue.enqueue('paid.work', { id: rowId });
      return waitForJob(queue, 'paid.work', jobId!, (job) =>
        ['completed', 'failed'].includes(job.state),
      );
    },
  };
}

/** A leftover folder of a killed attempt on the row, with a file in it. */
async function killedAttemptFolder(rowId: string): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), `reelcast-${LABEL}-${rowId}-`));
  await writeFile(path.join(folder, 'partial.mp4'), 'half a video');
  return folder;
}

describe('one attempt', () => {
  it('retries a passing trouble, then succeeds without a refund', async () => {
    attempts = [
      async () => {
        throw new Error('socket hang up');
      },
      async () => 'outputs/picture.png',
    ];
    const row = await paidRow();
    const platform = await workersFor(paidWork(), 2);

    expect(await platform.runToEnd(row.id)).toMatchObject({ state: 'completed', retryCount: 1 });
    expect(attemptCount).toBe(2);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'succeeded',
      outputKey: 'outputs/picture.png',
      refunded: false,
      error: null,
    });
    expect(await refundsOf(row.userId)).toEqual([]);
    expect(await credits.balance(row.userId)).toBe(10 - COST);
  });

  it('fails and refunds at once on an engine failure the user must fix, keeping its words', async () => {
    attempts = [
      async () => {
        throw new EngineError('image', 'This prompt was blocked by the safety filter.', false);
      },
    ];
    const row = await paidRow();
    const platform = await workersFor(paidWork(), 3);

    // The attempt ends the row itself: the job completes, nothing is retried.
    expect(await platform.runToEnd(row.id)).toMatchObject({ state: 'completed', retryCount: 0 });
    expect(attemptCount).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({
      status: 'failed',
      error: 'This prompt was blocked by the safety filter.',
      refunded: true,
    });
    const refunds = await refundsOf(row.userId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: COST, reason: REFUND_REASON, reference: row.id });
    expect(await credits.balance(row.userId)).toBe(10);
  });

  it('leaves an aborted attempt to the retries, whatever it threw', async () => {
    const controller = new AbortController();
    attempts = [
      async () => {
        controller.abort();
        throw new EngineError('image', 'Cancelled', false);
      },
    ];
    const row = await paidRow();
    await expect(
      paidWork().run(row.id, { signal: controller.signal, reportProgress: () => {} }),
    ).rejects.toThrow('Cancelled');
    expect(await rowOf(row.id)).toMatchObject({ status: 'running', refunded: false });
  });

  it('stores nothing for a row that was failed while its outputs were being stored', async () => {
    const work = paidWork();
    attempts = [
      async (row) => {
        await work.failAndRefund(row.id, FAILED); // a sweep that thought the worker dead
        return 'outputs/orphan.png';
      },
    ];
    const row = await paidRow();
    await work.run(row.id, ctx());
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', outputKey: null });
    expect(discarded).toEqual(['outputs/orphan.png']);
    expect(await refundsOf(row.userId)).toHaveLength(1);
  });
});

describe('retries that run out', () => {
  it('fails and refunds through onExhausted, with the engine’s words when it had some', async () => {
    attempts = [
      async () => {
        throw new EngineError('image', 'The image service is busy.', true);
      },
    ];
    const row = await paidRow();
    const platform = await workersFor(paidWork(), 1);

    expect(await platform.runToEnd(row.id)).toMatchObject({ state: 'failed', retryCount: 1 });
    expect(attemptCount).toBe(2);
    // onExhausted runs once pg-boss has failed the job: the row follows a moment later.
    const failed = await eventually('the row failed', async () => {
      const current = await rowOf(row.id);
      return current.status === 'failed' ? current : undefined;
    });
    expect(failed).toMatchObject({ error: 'The image service is busy.', refunded: true });
    expect(await refundsOf(row.userId)).toHaveLength(1);
    expect(await credits.balance(row.userId)).toBe(10);
  });

  it('shows the generic sentence for a failure no engine worded', async () => {
    const row = await paidRow();
    await paidWork().exhausted(row.id, { name: 'Error', message: 'ECONNRESET' });
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', error: FAILED, refunded: true });
  });
});

describe('a killed attempt', () => {
  it('has its folder swept by the next attempt and by onExhausted', async () => {
    const row = await paidRow();
    const leftover = await killedAttemptFolder(row.id);
    let workDir = '';
    attempts = [
      async (_row, dir) => {
        workDir = dir;
        expect(existsSync(leftover)).toBe(false);
        expect(path.basename(dir).startsWith(`reelcast-${LABEL}-${row.id}-`)).toBe(true);
        throw new Error('killed again');
      },
    ];
    await expect(paidWork().run(row.id, ctx())).rejects.toThrow('killed again');
    expect(existsSync(workDir)).toBe(false);

    const another = await killedAttemptFolder(row.id);
    await paidWork().exhausted(row.id, { name: 'Error', message: 'worker died' });
    expect(existsSync(another)).toBe(false);
    expect(await rowOf(row.id)).toMatchObject({ status: 'failed', refunded: true });
  });
});

describe('refunds', () => {
  it('refunds once however often and however concurrently a row is failed', async () => {
    const row = await paidRow();
    const work = paidWork();
    const failure = { name: 'Error', message: 'worker died' };
    await Promise.all([
      work.exhausted(row.id, failure),
      work.exhausted(row.id, failure),
      work.failAndRefund(row.id, 'again'),
      work.failAndRefund(row.id, 'and again'),
    ]);
    await work.exhausted(row.id, failure);

    const refunds = await refundsOf(row.userId);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: COST, reason: REFUND_REASON });
    expect(await credits.balance(row.userId)).toBe(10);
    expect(await credits.ledgerSum(row.userId)).toBe(10);
  });

  it('never fails nor refunds a row that succeeded', async () => {
    attempts = [async () => 'outputs/done.png'];
    const row = await paidRow();
    const work = paidWork();
    await work.run(row.id, ctx());
    await work.exhausted(row.id, { name: 'Error', message: 'late' });
    await work.run(row.id, ctx());
    expect(attemptCount).toBe(1);
    expect(await rowOf(row.id)).toMatchObject({ status: 'succeeded', refunded: false });
    expect(await refundsOf(row.userId)).toEqual([]);
  });
});
