import { hash, verify } from '@node-rs/argon2';

// OWASP's argon2id minimum: 19 MiB, two passes, one lane (argon2id is the library default).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, OPTIONS);

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

let dummy: Promise<string> | undefined;
/** Verifies against a throwaway hash so an unknown e-mail costs as much time as a known one. */
export async function burnVerify(password: string): Promise<void> {
  dummy ??= hashPassword('not-a-real-password-for-timing');
  await verifyPassword(await dummy, password);
}
