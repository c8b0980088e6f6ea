import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe: session tokens. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export const sha256Hex = (value: string | Buffer): string => createHash('sha256').update(value).digest('hex');

const CHILD_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Eight characters from an alphabet without look-alikes (no 0/O, 1/I): about 40 bits. */
export function newChildCode(): string {
  const bytes = randomBytes(8);
  let out = '';
  for (const b of bytes) out += CHILD_CODE_ALPHABET[b % CHILD_CODE_ALPHABET.length];
  return out;
}

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string): boolean => UUID_RE.test(value);
