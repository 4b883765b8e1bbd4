import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import type { ServerConfig } from '../config.ts';

/**
 * The argon2 calls, through one object: tests count the verifications a sign-in makes
 * (`vi.spyOn(passwordHashing, 'verify')`), without mocking the module for the whole file.
 */
export const passwordHashing = { hash, verify };

type HashConfig = Pick<ServerConfig, 'auth'>;

/** argon2id (the library's default algorithm) with the configured cost. */
export function hashPassword(config: HashConfig, password: string): Promise<string> {
  return passwordHashing.hash(password, { ...config.auth.passwordHash, parallelism: 1 });
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await passwordHashing.verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new WeakMap<object, Promise<string>>();

/**
 * A hash of a random password with the same cost, verified when the email is unknown so
 * that unknown and known emails take the same time to answer.
 */
export function dummyPasswordHash(config: HashConfig): Promise<string> {
  let existing = dummyHashes.get(config.auth);
  if (!existing) {
    existing = hashPassword(config, randomBytes(16).toString('base64url'));
    dummyHashes.set(config.auth, existing);
  }
  return existing;
}

/** Check a password against an account's hash, or against the dummy when there is none. */
export async function checkPassword(
  config: HashConfig,
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  const ok = await verifyPassword(passwordHash ?? (await dummyPasswordHash(config)), password);
  return ok && Boolean(passwordHash);
}
