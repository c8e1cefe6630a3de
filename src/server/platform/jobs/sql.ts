/**
 * The few statements pg-boss's API does not offer, written against its v10 job table
 * (node_modules/pg-boss/src/plans.js createTableJob; pg-boss is pinned at 10.4.2). Each one
 * only adjusts a row's retry bookkeeping or output; state changes still go through pg-boss
 * (fail/complete), so its retry and dead-letter logic stays the only one. The heartbeat,
 * lease and death statements use our own tables (db/schema/jobs.ts, decision 018).
 */
export function jobSql(schema: string) {
  const job = `${schema}.job`;
  const ms = (param: string) => `${param}::int * interval '1 millisecond'`;
  return {
    /** Next fail() is final and skips the dead letter (an unparsable payload cannot be refunded). */
    makeFinal: `UPDATE ${job} SET retry_limit = retry_count, dead_letter = NULL
      WHERE name = $1 AND id = $2::uuid AND state = 'active'`,

    /** A shutdown interrupted the attempt: give it back so a deploy does not use up retries. */
    returnAttempt: `UPDATE ${job} SET retry_limit = retry_limit + 1
      WHERE name = $1 AND id = $2::uuid AND state = 'active'`,

    /**
     * pg-boss inserts dead-letter rows with the failed job's retry_limit, no delay and a
     * 15 minute expiry (plans.js failJobs, dlq_jobs). onExhausted carries refunds, so its
     * row gets real retries and an expiry matching its timeout before it runs.
     */
    hardenDeadLetter: `UPDATE ${job} SET retry_limit = GREATEST(retry_limit, $3::int),
      retry_delay = GREATEST(retry_delay, $4::int), retry_backoff = true,
      expire_in = $5::int * interval '1 second'
      WHERE name = $1 AND id = $2::uuid AND state = 'active'`,

    /** Progress of the attempt this worker still holds; a reaped attempt writes nothing. */
    progress: `UPDATE ${job} SET output = jsonb_build_object('progress', $3::int)
      WHERE name = $1 AND id = $2::uuid AND state = 'active'
        AND EXISTS (SELECT 1 FROM job_leases WHERE job_id = $2::uuid AND worker_id = $4::uuid)`,

    registerWorker: `INSERT INTO job_workers (id, queue_schema, host, pid, concurrency)
      VALUES ($1::uuid, $2, $3, $4::int, $5::int)`,

    /** The database's clock, never the process's: 0 rows means another process reaped us. */
    beat: `UPDATE job_workers SET last_beat_at = now() WHERE id = $1::uuid RETURNING id`,

    unregisterWorker: `DELETE FROM job_workers WHERE id = $1::uuid`,

    liveWorkers: `SELECT count(*)::int AS live FROM job_workers
      WHERE queue_schema = $1 AND last_beat_at >= now() - ${ms('$2')}`,

    /** In the fetch's transaction: these attempts are this worker's ($1 ids, $2 queue, $3 worker). */
    lease: `INSERT INTO job_leases (job_id, queue_schema, queue, worker_id)
      SELECT unnest($1::uuid[]), '${schema}', $2, $3::uuid
      ON CONFLICT (job_id) DO UPDATE SET queue = excluded.queue, worker_id = excluded.worker_id,
        leased_at = now()`,

    /**
     * First statement of recording an outcome: locks the job row (the reaper takes the same
     * lock first, so the two never deadlock and never both act on one attempt).
     */
    lockActive: `SELECT id FROM ${job} WHERE name = $1 AND id = $2::uuid AND state = 'active'
      FOR UPDATE`,

    /** Second: the outcome is this worker's to record only if its lease is still there. */
    release: `DELETE FROM job_leases WHERE job_id = $1::uuid AND worker_id = $2::uuid
      RETURNING job_id`,

    /**
     * The reaper's first step: workers that stopped beating ($3: every other worker, on PGlite
     * at boot). SKIP LOCKED: a worker beating right now is alive, and reapers never wait on
     * each other.
     */
    reapWorkers: `DELETE FROM job_workers WHERE id IN (
        SELECT id FROM job_workers
        WHERE queue_schema = '${schema}' AND id <> $1::uuid
          AND ($3::boolean OR last_beat_at < now() - ${ms('$2')})
        FOR UPDATE SKIP LOCKED)
      RETURNING id`,

    /**
     * Active jobs nobody live is running: their lease's worker row is gone (just reaped, or
     * earlier), or they have no lease and started more than the grace ago ($2 ms; at once
     * with $3). Locked so that no other reaper and no late outcome acts on them meanwhile.
     */
    orphans: `SELECT j.name, j.id::text AS id, j.retry_count + 1 AS attempt,
        COALESCE(d.deaths, 0)::int AS deaths
      FROM ${job} j
      LEFT JOIN job_leases l ON l.job_id = j.id
      LEFT JOIN job_workers w ON w.id = l.worker_id
      LEFT JOIN job_deaths d ON d.job_id = j.id
      WHERE j.state = 'active' AND CASE
        WHEN l.job_id IS NULL THEN $3::boolean OR j.started_on < now() - ${ms('$2')}
        ELSE w.id IS NULL AND l.worker_id <> $1::uuid END
      ORDER BY j.started_on
      LIMIT 500
      FOR UPDATE OF j SKIP LOCKED`,

    dropLeases: `DELETE FROM job_leases WHERE job_id = ANY($1::uuid[])`,

    /** One more death for each of these jobs ($1 ids, $2 their queue names). */
    countDeaths: `INSERT INTO job_deaths (job_id, queue_schema, queue, deaths)
      SELECT id, '${schema}', name, 1 FROM unnest($1::uuid[], $2::text[]) AS t(id, name)
      ON CONFLICT (job_id) DO UPDATE SET deaths = job_deaths.deaths + 1, last_died_at = now()`,

    /** Quarantine: the next fail() is final and goes to the dead letter (onExhausted refunds). */
    quarantine: `UPDATE ${job} SET retry_limit = retry_count
      WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'active'`,

    /** A reaped job is started again now, not after the policy's retry delay. */
    retryNow: `UPDATE ${job} SET start_after = now()
      WHERE name = $1 AND id = ANY($2::uuid[]) AND state = 'retry'`,

    /** Leases left by pg-boss expiry or cancellation of a job still held. */
    pruneLeases: `DELETE FROM job_leases l WHERE l.queue_schema = '${schema}'
      AND NOT EXISTS (SELECT 1 FROM ${job} j
        WHERE j.name = l.queue AND j.id = l.job_id AND j.state = 'active')`,

    /** Death counts of jobs pg-boss archived or deleted (kept while the job row is). */
    pruneDeaths: `DELETE FROM job_deaths d WHERE d.queue_schema = '${schema}'
      AND NOT EXISTS (SELECT 1 FROM ${job} j WHERE j.name = d.queue AND j.id = d.job_id)`,

    /** Backlog per queue; served by pg-boss's fetch index (job_i5: state < 'active'). */
    queued: `SELECT name, count(*)::int AS queued FROM ${job}
      WHERE state < 'active' GROUP BY name`,

    /**
     * Which of these queues have a job ready now: one cheap query per poll instead of one
     * fetch (a write) per queue, which matters on PGlite where every query blocks the event
     * loop. LATERAL ... LIMIT 1 stops at the first ready row and prunes to that queue's
     * partition at run time (checked with EXPLAIN ANALYZE); an EXISTS was planned as a hash
     * semi-join over every waiting row.
     */
    readyQueues: `SELECT q.name FROM unnest($1::text[]) AS q(name)
      CROSS JOIN LATERAL (SELECT 1 FROM ${job} j
        WHERE j.name = q.name AND j.state < 'active' AND j.start_after < now() LIMIT 1) ready`,

    version: `SELECT version FROM ${schema}.version`,

    notify: `SELECT pg_notify($1, $2)`,
  };
}

export type JobSql = ReturnType<typeof jobSql>;
