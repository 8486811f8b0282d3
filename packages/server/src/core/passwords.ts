import argon2 from 'argon2';

/** argon2's cost parameters: memory in KiB, passes, lanes. */
export interface PasswordHashCost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * How passwords are kept: argon2id hashes, each with its own salt and its cost written into it,
 * so that a hash made at another cost still verifies. The server hashes at argon2's defaults
 * (64 MiB, 3 passes, 4 lanes); the test suites build the app with a cheaper cost, where a few
 * hundred sign-ups at that price were a large share of the run.
 */
export class Passwords {
  private decoyHash: Promise<string> | null = null;

  constructor(private readonly cost?: PasswordHashCost) {}

  hash(password: string): Promise<string> {
    return argon2.hash(password, { type: argon2.argon2id, ...this.cost });
  }

  /**
   * Whether the password matches the hash. Without a hash (nobody of that name), it is checked
   * against a decoy and refused, so that a miss takes as long as a wrong password.
   */
  async verify(hash: string | null | undefined, password: string): Promise<boolean> {
    this.decoyHash ??= this.hash('decoy password that matches nothing');
    const matches = await argon2.verify(hash ?? (await this.decoyHash), password);
    return matches && hash !== null && hash !== undefined;
  }
}
