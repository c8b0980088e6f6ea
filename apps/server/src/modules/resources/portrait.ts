import { ICON_HEIGHT, ICON_MAX_PIXELS, ICON_WIDTH } from '@tod/contracts';
import { AppError, badRequest } from '../../lib/errors.ts';

type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * The format a file really is, from its first bytes; null for anything else. The file name and
 * the declared type are the sender's word and are never consulted.
 */
function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const head = bytes.toString('latin1', 0, Math.min(bytes.length, 12));
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'gif';
  if (head.length === 12 && head.startsWith('RIFF') && head.endsWith('WEBP')) return 'webp';
  return null;
}

const PortraitMessages = {
  empty: 'The portrait file is empty.',
  notAnImage: 'The portrait must be a PNG, JPEG, WebP or GIF image.',
  tooManyPixels: `The portrait is too large: at most ${ICON_MAX_PIXELS / 1_000_000} megapixels.`,
  damaged: 'The portrait could not be read: the image is damaged or incomplete.',
} as const;

const isPixelLimit = (err: unknown) => err instanceof Error && /pixel limit/i.test(err.message);

/**
 * Turns an upload into the stored portrait: a 2:3 WebP of ICON_WIDTH x ICON_HEIGHT, cover-cropped
 * around the centre (the client crops to 2:3 already, so this only trims rounding). Re-encoding
 * drops every metadata block (EXIF location, comments) after applying the EXIF orientation.
 * Only the first frame of an animation is kept.
 */
export async function toPortraitWebp(upload: Buffer): Promise<Buffer> {
  if (upload.length === 0) throw badRequest('resources.empty', PortraitMessages.empty);
  const format = sniffImageFormat(upload);
  if (!format) throw badRequest('resources.not_an_image', PortraitMessages.notAnImage);
  // The pixel limit is checked from the header before anything is decoded: a PNG of a few
  // hundred bytes may declare gigapixels and would otherwise take gigabytes to decode.
  const options = { limitInputPixels: ICON_MAX_PIXELS, failOn: 'error' } as const;
  // Loaded on the first upload, not at start-up: libvips takes over 100 ms to load.
  const { default: sharp } = await import('sharp');
  try {
    const meta = await sharp(upload, options).metadata();
    if (meta.format !== format) throw badRequest('resources.not_an_image', PortraitMessages.notAnImage);
    if (!meta.width || !meta.height) throw badRequest('resources.damaged', PortraitMessages.damaged);
    if (meta.width * meta.height > ICON_MAX_PIXELS) throw badRequest('resources.too_many_pixels', PortraitMessages.tooManyPixels);
    return await sharp(upload, { ...options, autoOrient: true })
      .resize(ICON_WIDTH, ICON_HEIGHT, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    if (isPixelLimit(err)) throw badRequest('resources.too_many_pixels', PortraitMessages.tooManyPixels);
    // Whatever else the decoder says, the file is not a usable image: the sender's mistake.
    throw badRequest('resources.damaged', PortraitMessages.damaged);
  }
}
