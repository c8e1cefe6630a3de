import type { FastifyReply, FastifyRequest } from 'fastify';
import { MAX_SUBMISSION_FILES, SUBMISSION_MESSAGES } from '@shared/submissions';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { AttemptCounters, clientAddressKey } from '../../platform/limits/index.js';
import {
  addressHash,
  releaseReservation,
  reserveRoom,
  roomFor,
  type PendingCaps,
} from './pending-room-repo.js';

export interface AdmissionOptions {
  database: Database;
  caps: PendingCaps;
  /** Keys the address hash stored on a submission (config.appSecret). */
  secret: string;
  /** The per-file limit: a submission stores at most MAX_SUBMISSION_FILES of these. */
  fileLimitBytes: number;
  /** Submissions one client address may send per window (every POST counts). */
  submissionsPerWindow: number;
  windowMs: number;
}

/** An admitted submission: the room it holds, to settle or release when it ends. */
export interface Admission {
  addressHash: string;
  reservationId: string;
}

/** How long a full cap is said to last: the sweep runs hourly and admins review daily. */
const FULL_RETRY_AFTER_SECONDS = 60 * 60;

/**
 * Who may send a submission right now (decision 050), decided before its body is read:
 * 1. the per-address count (10 an hour), in the database so every web process shares it;
 * 2. room under the caps on pending bytes, reserved for the whole body: its Content-Length,
 *    or without one the most a submission can store (10 files at the per-file limit).
 * A full address cap answers 429 (this sender should slow down); a full total cap 503 with
 * Retry-After (the service is full for everyone, nothing this sender did). Both say the page's
 * message, so the form shows one sentence whichever cap it met.
 */
export class SubmissionAdmission {
  readonly #counters: AttemptCounters;

  constructor(private readonly options: AdmissionOptions) {
    this.#counters = new AttemptCounters(options.database);
  }

  /** The room this caller may still fill, and whether the form should take uploads at all. */
  async openFor(ip: string): Promise<{ uploadsOpen: boolean; roomBytes: number }> {
    const { database, caps, secret, fileLimitBytes } = this.options;
    const room = await roomFor(database.db, addressHash(ip, secret), caps);
    const roomBytes = Math.min(room.address, room.total);
    // Open while one photo of the largest allowed size still fits.
    return { uploadsOpen: roomBytes >= fileLimitBytes, roomBytes };
  }

  async admit(request: FastifyRequest, reply: FastifyReply): Promise<Admission> {
    const { options } = this;
    const countKey = `submissions|address|${clientAddressKey(request.ip)}`;
    const counted = await this.#counters.take(
      countKey,
      options.submissionsPerWindow,
      options.windowMs,
    );
    if (!counted.taken) {
      reply.header('retry-after', String(counted.retryAfterSeconds));
      throw new AppError(429, SUBMISSION_MESSAGES.tooManyRequests);
    }

    const hash = addressHash(request.ip, options.secret);
    const reservation = await reserveRoom(
      options.database,
      hash,
      this.#bytesToReserve(request),
      options.caps,
    );
    if (!reservation.reserved) {
      reply.header('retry-after', String(FULL_RETRY_AFTER_SECONDS));
      const status = reservation.fullCap === 'total' ? 503 : 429;
      throw new AppError(status, SUBMISSION_MESSAGES.uploadsFull);
    }
    return { addressHash: hash, reservationId: reservation.id };
  }

  /** Gives the room back (a refused or failed submission; a stored one settled it already). */
  async release(admission: Admission): Promise<void> {
    await releaseReservation(this.options.database.db, admission.reservationId);
  }

  /**
   * The body cannot be longer than its Content-Length (Node stops reading there), and no
   * submission stores more than its files at their limit: the smaller of the two always covers
   * what will be stored, so no upload ever needs cutting off mid-stream.
   */
  #bytesToReserve(request: FastifyRequest): number {
    const most = MAX_SUBMISSION_FILES * this.options.fileLimitBytes;
    const declared = Number(request.headers['content-length']);
    return Number.isSafeInteger(declared) && declared >= 0 ? Math.min(declared, most) : most;
  }
}
