import { ICON_FIELD, ICON_MAX_BYTES } from '@tod/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

const UploadMessages = {
  notMultipart: `Upload the portrait as a form with the image file in the "${ICON_FIELD}" field.`,
  noFile: 'Choose an image to upload.',
  wrongField: `Send the image in the "${ICON_FIELD}" field.`,
  tooLarge: `The portrait must be at most ${ICON_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The upload could not be read. Please try again.',
} as const;

/** Multipart and stream failures as the player should read them; none of them is a 500. */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return new AppError('character.icon_too_large', 413, UploadMessages.tooLarge);
  return badRequest('character.icon_unreadable', UploadMessages.unreadable);
}

/**
 * Reads the one portrait file of a multipart upload into memory (at most ICON_MAX_BYTES, set on
 * the multipart plugin). What the sender claims about the file (name, type) is ignored.
 */
export async function readIconUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('character.icon_not_multipart', UploadMessages.notMultipart);
  try {
    const part = await req.file();
    if (!part) throw badRequest('character.icon_missing', UploadMessages.noFile);
    if (part.fieldname !== ICON_FIELD) {
      // Drained, not read: the connection stays usable for the client's next request.
      part.file.resume();
      throw badRequest('character.icon_field', UploadMessages.wrongField);
    }
    return await part.toBuffer();
  } catch (err) {
    throw uploadError(err);
  }
}
