import { describe, expect, it } from 'vitest';
import { Passwords } from './passwords.ts';

describe('passwords', () => {
  it('are hashed with argon2id at the standard cost (64 MiB, 3 passes, 4 lanes) unless told otherwise', async () => {
    const hash = await new Passwords().hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('verify whatever cost they were hashed at, and refuse another password', async () => {
    const standard = new Passwords();
    const cheap = new Passwords({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    const cheapHash = await cheap.hash('s3cret-Passw0rd');
    expect(cheapHash).toMatch(/^\$argon2id\$v=19\$m=1024,p=1,t=1\$/);
    expect(await standard.verify(cheapHash, 's3cret-Passw0rd')).toBe(true);
    expect(await standard.verify(cheapHash, 's3cret-passw0rd')).toBe(false);
  });

  it('refuse every password where there is no hash (nobody of that name), after checking a decoy', async () => {
    const cheap = new Passwords({ memoryCost: 1024, timeCost: 1, parallelism: 1 });
    expect(await cheap.verify(undefined, 'decoy password that matches nothing')).toBe(false);
    expect(await cheap.verify(null, '')).toBe(false);
  });
});
