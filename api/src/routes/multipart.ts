import type { Message } from '@arcvest/shared/rules';
import type { FastifyMultipartBaseOptions } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../errors';
import type { NamedUpload, Upload } from '../services/images';

export interface MultipartForm {
  fields: Record<string, string>;
  files: Record<string, Upload>;
}

/**
 * Reads a whole multipart form into memory. A file over `maxFileBytes` is cut there and
 * flagged `tooLarge` (instead of Fastify's 413), so the service can answer 422 with field
 * errors like any other invalid form.
 */
export async function readMultipartForm(request: FastifyRequest, maxFileBytes: number): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const options: Parameters<FastifyRequest['parts']>[0] & FastifyMultipartBaseOptions = {
    limits: { fileSize: maxFileBytes, files: 4, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  };
  const form: MultipartForm = { fields: {}, files: {} };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') form.files[part.fieldname] = { bytes: await part.toBuffer(), tooLarge: part.file.truncated };
      else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    // Limits come with their own 4xx (413); the parser's own errors (cut-off body, missing or
    // wrong boundary, broken part headers) are the client's fault, not the server's.
    if (isClientError(error)) throw error;
    throw new HttpError(400, MALFORMED_FORM);
  }
  return form;
}

/**
 * Reads a multipart form whose files are a list, in the order sent, whatever their field names.
 * One file more than `maxFiles` is read, so the service can say "at most N" with a 422; more
 * than that stops the parser with a 413.
 */
export async function readMultipartFiles(
  request: FastifyRequest,
  maxFileBytes: number,
  maxFiles: number,
): Promise<{ fields: Record<string, string>; files: NamedUpload[] }> {
  if (!request.isMultipart()) throw new HttpError(415, NOT_MULTIPART);
  const options: Parameters<FastifyRequest['parts']>[0] & FastifyMultipartBaseOptions = {
    limits: { fileSize: maxFileBytes, files: maxFiles + 1, fields: 20, fieldSize: 64 * 1024 },
    throwFileSizeLimit: false,
  };
  const form: { fields: Record<string, string>; files: NamedUpload[] } = { fields: {}, files: [] };
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'file') form.files.push({ name: part.filename || 'file', bytes: await part.toBuffer(), tooLarge: part.file.truncated });
      else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (isClientError(error)) throw error;
    throw new HttpError(400, MALFORMED_FORM);
  }
  return form;
}

const NOT_MULTIPART: Message = /*i18n*/ { id: 'api.form.notMultipart', message: 'Send this form as multipart/form-data.' };

export const MALFORMED_FORM: Message = /*i18n*/ { id: 'api.form.malformed', message: 'The form could not be read. Send it again as multipart/form-data.' };

function isClientError(error: unknown): boolean {
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}
