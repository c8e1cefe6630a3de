/**
 * The few statements pg-boss's API does not offer, written against its v10 job table
 * (node_modules/pg-boss/src/plans.js createTableJob; pg-boss is pinned at 10.4.2). Each one
 * only adjusts a row's retry bookkeeping or output; state changes still go through pg-boss
 * (fail/complete), so its retry and dead-letter logic stays the only one.
 */
export function jobSql(schema: string) {
  const job = `${schema}.job`;
  return {
    /** Jobs left `active`: on PGlite at boot they can only belong to a dead process. */
    activeJobs: `SELECT name, array_agg(id::text) AS ids FROM ${job} WHERE state = 'active' GROUP BY name`,

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

    progress: `UPDATE ${job} SET output = jsonb_build_object('progress', $3::int)
      WHERE name = $1 AND id = $2::uuid AND state = 'active'`,

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
