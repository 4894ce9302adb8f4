import { hash, verify } from '@node-rs/argon2';

/** argon2id at OWASP's recommended floor: 19 MiB memory, 2 iterations, 1 lane. */
const ARGON2ID = 2;
export const argon2Options = {
  algorithm: ARGON2ID,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options as Parameters<typeof hash>[1]);
}

export async function verifyPassword({
  hash: stored,
  password,
}: {
  hash: string;
  password: string;
}): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
