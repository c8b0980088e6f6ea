import { ICON_FIELD, ICON_MAX_BYTES } from '@tod/contracts';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/errors.ts';

const UploadMessages = {
  notMultipart: `Upload the portrait as a form with the image file in the "${ICON_FIELD}" field.`,
  noFile: 'Choose an image to upload.',
  wrongField: `Send the image in the "${ICON_FIELD}" field.`,
  tooLarge: `The portrait must be at most ${ICON_MAX_BYTES / 1024 / 1024} MB.`,
  unreadable: 'The upload could not be read. Please try again.',
} as const;

const tooLarge = () => new AppError('character.icon_too_large', 413, UploadMessages.tooLarge);

/** Multipart and stream failures as the player should read them; none of them is a 500. */
function uploadError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  return badRequest('character.icon_unreadable', UploadMessages.unreadable);
}

/**
 * The whole file part, or 413 when it is over ICON_MAX_BYTES. The multipart reader stops the file
 * at the limit and sets `truncated` when the next byte arrives; when a piece of the body ends
 * exactly at the limit, a check made per piece (as the plugin's `toBuffer` does) has already
 * passed and the cut file would be stored (docs/hardening.md, "Uploads"). So the part is read to
 * its end first, which also means the client has sent it all and reads the answer, and the flag
 * is only looked at then, when it is final.
 */
async function readWholeFile(part: MultipartFile): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
  if (part.file.truncated) throw tooLarge();
  return Buffer.concat(chunks);
}

/**
 * Reads the one portrait file of a multipart upload into memory (at most ICON_MAX_BYTES). What
 * the sender claims about the file (name, type) is ignored.
 */
export async function readIconUpload(req: FastifyRequest): Promise<Buffer> {
  if (!req.isMultipart()) throw badRequest('character.icon_not_multipart', UploadMessages.notMultipart);
  try {
    // The size is judged by readWholeFile once the part has ended, not by the plugin on the way.
    const part = await req.file({ throwFileSizeLimit: false, limits: { fileSize: ICON_MAX_BYTES } });
    if (!part) throw badRequest('character.icon_missing', UploadMessages.noFile);
    if (part.fieldname !== ICON_FIELD) {
      // Drained, not read: the connection stays usable for the client's next request.
      part.file.resume();
      throw badRequest('character.icon_field', UploadMessages.wrongField);
    }
    return await readWholeFile(part);
  } catch (err) {
    throw uploadError(err);
  }
}
