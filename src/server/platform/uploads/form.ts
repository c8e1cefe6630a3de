import { randomUUID } from 'node:crypto';
import path from 'node:path';
import multipart, { type Multipart, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { INVALID_TEXT_MESSAGE, isFreeText, isSingleLine } from '@shared/text';
import { AppError, badRequest } from '../errors.js';
import type { Bucket, StoragePort } from '../storage/index.js';
import type { UploadKind } from './formats.js';
import { receiveUpload, type ImageDecoder, type StoredUpload } from './intake.js';

/** Per-kind size limits (config: IMAGE_UPLOAD_LIMIT_BYTES, AUDIO_UPLOAD_LIMIT_BYTES). */
export type UploadLimits = Record<UploadKind, number>;

/** Prompts and options only: a field this long is not a form our studio sent. */
const FIELD_MAX_BYTES = 16 * 1024;

/**
 * Registers @fastify/multipart in the caller's plugin scope, sized for that module's forms.
 * Its own file limit sits one byte above the largest per-kind limit, so the intake (which
 * knows the kind and says so in its message) is the one that refuses an oversized file.
 */
export async function registerMultipart(
  app: FastifyInstance,
  options: {
    limits: UploadLimits;
    maxFiles: number;
    maxFields: number;
    /** The longest text field, when a form sends one longer than prompts and options. */
    fieldBytes?: number;
  },
): Promise<void> {
  const largest = Math.max(...Object.values(options.limits));
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: {
      fileSize: largest + 1,
      files: options.maxFiles,
      fields: options.maxFields,
      parts: options.maxFiles + options.maxFields,
      fieldSize: options.fieldBytes ?? FIELD_MAX_BYTES,
      fieldNameSize: 100,
      headerPairs: 50,
    },
  });
}

export interface UploadFormSpec<F extends string> {
  /** The file fields this form takes, each with its kind; any other file is refused. */
  files: Record<F, UploadKind>;
  storage: StoragePort;
  bucket: Bucket;
  ownerId: string;
  limits: UploadLimits;
  /** Decodes each image before it is accepted. */
  media: ImageDecoder;
  /** When set, each file is also copied into this (existing) folder, e.g. for ffprobe. */
  localCopyDir?: string;
}

export interface UploadForm<F extends string> {
  /** Text fields as sent (validate them with the route's zod schema). */
  fields: Record<string, string>;
  files: Partial<Record<F, StoredUpload>>;
  /** The name each file was sent with (a single line; never part of a storage key). */
  fileNames: Partial<Record<F, string>>;
  /** Deletes every stored object of this form, best effort: for a refused request. */
  discard(): Promise<void>;
}

/**
 * Reads a multipart form part by part: text fields are collected, each expected file streams
 * straight to storage through the intake (checked by content, size-limited, server key). If
 * anything is wrong, whatever was stored is deleted before the 4xx leaves.
 */
export async function readUploadForm<F extends string>(
  request: FastifyRequest,
  spec: UploadFormSpec<F>,
): Promise<UploadForm<F>> {
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, StoredUpload>> = {};
  const fileNames: Partial<Record<F, string>> = {};
  const discard = async () => {
    const stored = Object.values(files) as StoredUpload[];
    await Promise.all(stored.map((file) => spec.storage.delete(file.key).catch(() => {})));
  };
  try {
    for await (const part of request.parts()) {
      checkPartNames(part);
      if (part.type === 'field') {
        if (Object.hasOwn(fields, part.fieldname)) {
          throw badRequest(`The field "${part.fieldname}" was sent more than once`);
        }
        fields[part.fieldname] = fieldText(part);
        continue;
      }
      const name = part.fieldname as F;
      const kind = Object.hasOwn(spec.files, name) ? spec.files[name] : undefined;
      if (!kind) throw badRequest(`Unexpected file field "${part.fieldname}"`);
      if (files[name]) throw badRequest(`Send one file in "${part.fieldname}"`);
      fileNames[name] = part.filename;
      files[name] = await receiveUpload(part.file, {
        kind,
        storage: spec.storage,
        bucket: spec.bucket,
        ownerId: spec.ownerId,
        limitBytes: spec.limits[kind],
        media: spec.media,
        ...(spec.localCopyDir && {
          localCopyPath: path.join(spec.localCopyDir, `${name}-${randomUUID()}`),
        }),
      });
    }
  } catch (error) {
    await discard();
    throw readableMultipartError(error);
  }
  return { fields, files, fileNames, discard };
}

/**
 * The edge's text rule (src/shared/text.ts) for what a form part is called: its field name and
 * file name are single lines. Every multipart reader calls this first on each part.
 */
export function checkPartNames(part: Multipart): void {
  const names = part.type === 'file' ? [part.fieldname, part.filename] : [part.fieldname];
  if (!names.every(isSingleLine)) throw badRequest(INVALID_TEXT_MESSAGE);
}

/** A text field's value, under the field size limit and free text by the edge's rule. */
export function fieldText(part: MultipartValue): string {
  if (part.valueTruncated) throw badRequest(`The field "${part.fieldname}" is too long`);
  const value = String(part.value);
  if (!isFreeText(value)) throw badRequest(INVALID_TEXT_MESSAGE);
  return value;
}

/** @fastify/multipart's errors carry terse texts ("reach files limit"): say what to fix. */
const MULTIPART_ERRORS: Record<string, { status: number; message: string }> = {
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    status: 415,
    message: 'Send this form as multipart/form-data',
  },
  FST_FILES_LIMIT: { status: 400, message: 'Too many files in one request' },
  FST_FIELDS_LIMIT: { status: 400, message: 'Too many form fields in one request' },
  FST_PARTS_LIMIT: { status: 400, message: 'Too many form parts in one request' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, message: 'The file is too large' },
  FST_PROTO_VIOLATION: { status: 400, message: 'Invalid form field name' },
  FST_MP_PREMATURE_CLOSE: { status: 400, message: 'The upload was interrupted' },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, message: 'A form field holds invalid JSON' },
};

/** Maps @fastify/multipart's and busboy's errors to readable 4xx AppErrors; others pass. */
export function readableMultipartError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown } | null)?.code;
  const known = typeof code === 'string' ? MULTIPART_ERRORS[code] : undefined;
  if (known) return new AppError(known.status, known.message);
  // busboy's parse errors ("Unexpected end of form", "Malformed part header").
  if (error instanceof Error && /multipart|form|part/i.test(error.message)) {
    return badRequest('The upload could not be read as a form');
  }
  return error;
}
