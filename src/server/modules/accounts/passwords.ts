import { hash, verify, type Algorithm } from '@node-rs/argon2';

/** Algorithm.Argon2id (a const enum, which this build cannot read at run time). */
const ARGON2ID = 2 as Algorithm;

/** argon2id with OWASP's recommended cost (19 MiB, 2 passes, 1 lane). */
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function passwordMatches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;
/**
 * Spends the same time as checking a real password, so an unknown e-mail cannot be told from a wrong
 * password by how long the answer takes.
 */
export async function passwordCheckDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('a password nobody has');
  await passwordMatches(await decoy, password);
  return false;
}
