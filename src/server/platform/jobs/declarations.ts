import type { ContractPayload, ContractPayloadInput, PayloadSchema } from '@shared/jobs';
import type { JobCatalog, JobPolicy } from './definitions.js';
import type { ExhaustedHandler, JobHandler } from './registry.js';
import type { AppTx } from '../../db/client.js';

/**
 * One background job, declared once where it belongs (its module, or the platform for its own
 * jobs): the name, the zod schema of its payload and its retry/timeout policy. The handler is
 * bound to this object in the owner's descriptor (`work(declaration, handlerOf)`), so the name
 * is written here only; the app's catalog is the union of every declaration the descriptors
 * list (modules/index.ts).
 */
export interface JobDeclaration<
  N extends string = string,
  P extends PayloadSchema = PayloadSchema,
> {
  readonly name: N;
  readonly payload: P;
  readonly policy: JobPolicy;
}

export function declareJob<N extends string, P extends PayloadSchema>(
  name: N,
  spec: { payload: P; policy: JobPolicy },
): JobDeclaration<N, P> {
  return { name, payload: spec.payload, policy: spec.policy };
}

/** The contract (name → payload schema) of some declarations, as a type. */
export type ContractOf<J extends JobDeclaration> = {
  readonly [D in J as D['name']]: D['payload'];
};

/** What a worker runs for one job, and for the job that failed for good (optional). */
export interface JobHandlers<P> {
  run: JobHandler<P>;
  onExhausted?: ExhaustedHandler<P>;
}

/**
 * A declaration with its handler: `handlerOf` is called once per worker process with the
 * owner's context (build engines' users, paid work, … there, not per job).
 */
export interface JobBinding<Ctx, J extends JobDeclaration = JobDeclaration> {
  readonly job: J;
  readonly handlerOf: (ctx: Ctx) => JobHandlers<never>;
}

export function work<Ctx, N extends string, P extends PayloadSchema>(
  job: JobDeclaration<N, P>,
  handlerOf: (ctx: Ctx) => JobHandlers<ContractPayload<ContractOf<JobDeclaration<N, P>>, N>>,
): JobBinding<Ctx, JobDeclaration<N, P>> {
  return { job, handlerOf: handlerOf as JobBinding<Ctx>['handlerOf'] };
}

/**
 * Builds one catalog from declarations, refusing a name declared twice (two modules, or a
 * module listing a job twice): the queue and the registry are then built from it.
 */
export function catalogOf<J extends JobDeclaration>(
  declarations: readonly J[],
): JobCatalog<ContractOf<J>> {
  const contract: Record<string, PayloadSchema> = {};
  const definitions: Record<string, JobPolicy> = {};
  const twice = new Set<string>();
  for (const { name, payload, policy } of declarations) {
    if (Object.hasOwn(contract, name)) twice.add(name);
    contract[name] = payload;
    definitions[name] = policy;
  }
  if (twice.size > 0) {
    throw new Error(`Invalid job catalog: declared more than once: ${[...twice].join(', ')}`);
  }
  return { contract, definitions } as unknown as JobCatalog<ContractOf<J>>;
}

export interface EnqueueOptions {
  /** Enqueue inside this drizzle transaction: a rollback drops the job too. */
  tx?: AppTx;
  singletonKey?: string;
  singletonSeconds?: number;
  startAfterSeconds?: number;
}

/**
 * A module's typed view of the queue: it enqueues its own jobs (declared by it, or by a
 * module whose face exports them), type-checked against their payload schemas, and reads the
 * policy the running queue applies (a test's catalog may shorten one).
 */
export interface JobSender<J extends JobDeclaration> {
  enqueue<N extends J['name']>(
    name: N,
    payload: ContractPayloadInput<ContractOf<J>, N>,
    options?: EnqueueOptions,
  ): Promise<string | null>;
  policyOf(name: J['name']): JobPolicy;
}

/** What modules are given of the queue: a sender typed on the declarations they name. */
export interface JobSenders {
  sender<const J extends readonly JobDeclaration[]>(...jobs: J): JobSender<J[number]>;
}
