import type { z } from 'zod';

/**
 * The shape of a typed job contract: job names and the zod schemas of their payloads. The
 * app's jobs are declared by their modules (src/server/platform/jobs/declarations.ts
 * `declareJob`, decision 052) and gathered in src/server/modules/index.ts. Payloads carry ids
 * only (handlers re-read their rows), so they stay small, are safe to log and never go stale.
 */
export type PayloadSchema = z.ZodType<Record<string, unknown>>;
export type JobContract = Readonly<Record<string, PayloadSchema>>;

/** What a handler receives (after parsing). */
export type ContractPayload<C extends JobContract, N extends keyof C> = z.output<C[N]>;
/** What callers pass to enqueue (before parsing). */
export type ContractPayloadInput<C extends JobContract, N extends keyof C> = z.input<C[N]>;
