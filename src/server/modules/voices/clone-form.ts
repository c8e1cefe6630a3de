import type { FastifyRequest } from 'fastify';
import { VOICE_SAMPLE_MAX_BYTES } from '@shared/voices';
import { AppError, badRequest } from '../../platform/errors.js';
import {
  checkPartNames,
  fieldText,
  readableMultipartError,
  tooLargeMessage,
} from '../../platform/uploads/index.js';

/** The clone form's one file field. */
export const SAMPLE_FIELD = 'sample';

export interface CloneForm {
  fields: Record<string, string>;
  /** Absent when no file was chosen (browsers send an empty part without a name). */
  sample?: { filename: string; bytes: Buffer };
}

/**
 * Reads "Clone Your Voice" whole before anything is stored: the fields (whatever their order),
 * and the sample into memory, cut off at VOICE_SAMPLE_MAX_BYTES. A sample is at most 20 MB and
 * goes to storage and, with a key, to ElevenLabs: holding it once is simpler than streaming
 * it twice, and a refused form (no consent, not an MP3) leaves nothing behind.
 */
export async function readCloneForm(request: FastifyRequest): Promise<CloneForm> {
  const form: CloneForm = { fields: {} };
  try {
    for await (const part of request.parts()) {
      checkPartNames(part);
      if (part.type === 'field') {
        form.fields[part.fieldname] = fieldText(part);
        continue;
      }
      if (part.fieldname !== SAMPLE_FIELD) {
        throw badRequest(`Unexpected file field "${part.fieldname}"`);
      }
      if (form.sample) throw badRequest(`Send one file in "${SAMPLE_FIELD}"`);
      const bytes = await readLimited(part.file);
      if (part.filename || bytes.length > 0) form.sample = { filename: part.filename, bytes };
    }
  } catch (error) {
    throw readableMultipartError(error);
  }
  return form;
}

async function readLimited(file: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of file) {
    total += chunk.length;
    if (total > VOICE_SAMPLE_MAX_BYTES) {
      throw new AppError(413, tooLargeMessage('audio', VOICE_SAMPLE_MAX_BYTES));
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
