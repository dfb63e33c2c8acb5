import type { FastifyMultipartOptions } from '@fastify/multipart';
import { MAX_DOCUMENT_BYTES } from '@rentwise/core/documents/sniff';
import { AppError, type FieldErrors } from '@rentwise/core/errors';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';

/**
 * Options to register @fastify/multipart with, in the plugin of a route that takes files (it adds
 * the multipart parser to that plugin only). The size limit is the documents' (10 MB per file).
 */
export const documentMultipartOptions: FastifyMultipartOptions = {
  limits: {
    fileSize: MAX_DOCUMENT_BYTES,
    files: 1,
    fields: 20,
    fieldSize: 10_000,
    parts: 30,
    headerPairs: 50,
  },
  throwFileSizeLimit: true,
};

export interface UploadedFile {
  /** The `name` of the form field the file came in. */
  field: string;
  /** The client's file name: for display only, never trusted for type or path. */
  fileName: string;
  bytes: Buffer;
}

/** @fastify/multipart's size and count errors carry status 413; anything else it throws is a 400. */
function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const status = (error as { statusCode?: number }).statusCode;
  if (status === 413)
    return new AppError('PAYLOAD_TOO_LARGE', 'The file is larger than 10 MB', {
      key: 'errors:file.tooLarge',
    });
  return new AppError('BAD_REQUEST', 'The multipart body could not be read', {
    key: 'errors:file.unreadable',
    cause: error,
  });
}

/**
 * Reads a whole multipart body: every file part into memory (each at most 10 MB; more than
 * `maxFiles` files → 413) and the text fields, in any order. A body that is not multipart → 415.
 */
export async function readMultipart(
  request: FastifyRequest,
  options: { maxFiles?: number } = {},
): Promise<{ files: UploadedFile[]; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', 'Send the file as multipart/form-data', {
      key: 'errors:file.notMultipart',
    });
  }
  const maxFiles = options.maxFiles ?? 1;
  const files: UploadedFile[] = [];
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { files: maxFiles } })) {
      if (part.type === 'file') {
        files.push({ field: part.fieldname, fileName: part.filename, bytes: await part.toBuffer() });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw toAppError(error);
  }
  return { files, fields };
}

/** The one file of an upload, sent in the `file` field; none or several → 400 with the field's message. */
export function theFile(files: UploadedFile[]): UploadedFile {
  const file = files.find((f) => f.field === 'file');
  if (!file || files.length !== 1) {
    throw new AppError('VALIDATION_FAILED', 'Attach one file in the `file` field', {
      details: { file: 'documents:validation.fileRequired' },
    });
  }
  return file;
}

/** The text fields checked against a strict zod schema; problems are a 400 with field details. */
export function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const details: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || (issue.code === 'unrecognized_keys' ? issue.keys.join(',') : '_');
    details[key] ??= issue.message;
  }
  throw new AppError('VALIDATION_FAILED', 'The request is not valid', { details });
}
