import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from '../lib/errors.ts';

const GENERIC: Record<number, string> = {
  400: 'The request is not valid.',
  401: 'You must be signed in.',
  403: 'You are not allowed to do that.',
  404: 'Not found.',
  405: 'Method not allowed.',
  406: 'Not acceptable.',
  413: 'The request is too large.',
  415: 'Unsupported content type.',
  429: 'Too many requests. Please slow down.',
};

const BY_CODE: Record<string, [number, string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'The request body is not valid JSON.'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'The request body is empty but JSON was declared.'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'The request is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'Unsupported content type.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'The request body does not match its declared length.'],
  FST_REQ_FILE_TOO_LARGE: [413, 'The file is too large.'],
  FST_FILES_LIMIT: [413, 'Too many files.'],
  FST_PARTS_LIMIT: [413, 'Too many form parts.'],
  FST_INVALID_MULTIPART_CONTENT_TYPE: [400, 'Expected a multipart form upload.'],
};

/**
 * One place turns every failure into `{message}` JSON with the right status. Client mistakes
 * never become a 500 and no answer ever carries a stack trace.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(error.status)
        .headers(error.headers)
        .send({ message: error.message, code: error.code, ...(error.details ? { details: error.details } : {}) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((v) => ({
        field: v.instancePath.replace(/^\//, '').replaceAll('/', '.'),
        message: v.message ?? 'Invalid value.',
      }));
      return reply.status(400).send({
        message: details[0]?.message ?? GENERIC[400],
        code: 'request.invalid',
        details,
      });
    }
    if (isResponseSerializationError(error)) {
      req.log.error({ err: error, issues: error.cause.issues }, 'response did not match its contract');
      return reply.status(500).send({ message: 'Something went wrong. Please try again later.', code: 'server.error' });
    }
    const known = error.code ? BY_CODE[error.code] : undefined;
    if (known) return reply.status(known[0]).send({ message: known[1], code: 'request.invalid' });
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: GENERIC[status] ?? GENERIC[400], code: 'request.invalid' });
    }
    req.log.error({ err: error }, 'unexpected error');
    return reply.status(500).send({ message: 'Something went wrong. Please try again later.', code: 'server.error' });
  });
}
