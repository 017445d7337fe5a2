import type { MultipartFile } from '@fastify/multipart';
import { MAX_LENGTH } from '@shop/core/rules';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ApiProblem, ERROR_DETAIL, fieldProblem } from '../http/errors.js';

/** A file part as it arrived: the name the client gave and every byte (within the limit). */
export interface UploadedFile {
  fileName: string;
  bytes: Buffer;
}

/** A multipart form: its text fields by name (empty ones left out) and at most one file. */
export interface MultipartForm {
  fields: Record<string, unknown>;
  file?: UploadedFile;
}

export interface MultipartFormRules {
  /** The only field a file may come in. */
  fileField: string;
  /** Largest file accepted, in bytes; one byte more is a 413 on `fileField`. */
  maxFileBytes: number;
  /** `params.max` of the 413's field error: the limit as the ui shows it, in MB. */
  maxFileMegabytes: number;
}

/**
 * Busboy's limits for every multipart body of the forms. A text value over `fieldSize` is cut
 * there; at 4 bytes a character at most, a cut value still has more characters than any form
 * field allows, so the form's schema refuses it as too long. With one file (its size from the
 * form's rules) and bounded fields, what a request can make the API hold stays near the file's
 * limit, whatever the client sends.
 */
const MULTIPART_LIMITS = {
  fieldNameSize: 100,
  fieldSize: 4 * MAX_LENGTH.text + 4,
  fields: 20,
  files: 1,
  parts: 21,
  headerPairs: 20,
} as const;

function fileTooLarge(rules: MultipartFormRules): ApiProblem {
  return new ApiProblem(413, ERROR_DETAIL.payloadTooLarge, {
    [rules.fileField]: { key: 'fileTooLarge', params: { max: rules.maxFileMegabytes } },
  });
}

/**
 * Reads a file part up to the limit, refusing as soon as busboy cuts it (`truncated`): the rest of
 * the upload is neither waited for nor kept.
 */
async function readFilePart(part: MultipartFile, rules: MultipartFormRules): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.file as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (part.file.truncated || size > rules.maxFileBytes) throw fileTooLarge(rules);
    chunks.push(chunk);
  }
  if (part.file.truncated) throw fileTooLarge(rules);
  return Buffer.concat(chunks, size);
}

async function collect(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  const fields = new Map<string, unknown>();
  let file: UploadedFile | undefined;
  for await (const part of request.parts({
    limits: { ...MULTIPART_LIMITS, fileSize: rules.maxFileBytes },
  })) {
    if (part.type === 'file') {
      // A name the client chose must never become a key of the answer (it could be "detail").
      if (part.fieldname !== rules.fileField) {
        throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
      }
      if (file !== undefined) throw fieldProblem(rules.fileField, 'invalid');
      const bytes = await readFilePart(part, rules);
      const fileName = part.filename ?? '';
      // A browser form with an empty file input sends a part without a name or bytes: no file.
      if (bytes.length === 0 && fileName === '') continue;
      if (bytes.length === 0) throw fieldProblem(rules.fileField, 'invalid');
      file = { fileName, bytes };
      continue;
    }
    if (part.fieldname === rules.fileField) throw fieldProblem(rules.fileField, 'invalid');
    if (fields.has(part.fieldname)) throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
    // An empty input of a form arrives as ''; JSON leaves it out, and so does this.
    if (part.value !== '') fields.set(part.fieldname, part.value);
  }
  return file === undefined
    ? { fields: Object.fromEntries(fields) }
    : { fields: Object.fromEntries(fields), file };
}

/**
 * Reads a multipart/form-data body into its text fields and at most one file, `rules.fileField`.
 * Refuses a file over the limit (413, once the limit is passed, not at the end of the upload), a
 * second file, a file under another name or a text where the file belongs (400). Anything the
 * parser fails on (no boundary, a truncated body, too many parts, a `__proto__` field) is the
 * client's doing and answers 400, never 500.
 */
export async function readMultipartForm(
  app: FastifyInstance,
  request: FastifyRequest,
  rules: MultipartFormRules,
): Promise<MultipartForm> {
  try {
    return await collect(request, rules);
  } catch (error) {
    if (error instanceof ApiProblem) throw error;
    if (error instanceof app.multipartErrors.FilesLimitError) {
      throw fieldProblem(rules.fileField, 'invalid');
    }
    request.log.info({ err: error }, 'malformed multipart body');
    throw new ApiProblem(400, ERROR_DETAIL.invalidRequest);
  }
}
