import { hash, verify } from '@node-rs/argon2';

/** OWASP's argon2id baseline (argon2id is the library's default algorithm): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Computes the throwaway hash ahead of the first unknown e-mail, so that one answers no slower either. */
export function prepareDummyHash(): Promise<void> {
  dummyHash ??= hashPassword('no account has this password');
  return dummyHash.then(() => undefined);
}

/**
 * Checks a password against a stored hash. With no hash (unknown e-mail) it still verifies
 * against a throwaway hash, so a wrong e-mail takes as long as a wrong password.
 */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
