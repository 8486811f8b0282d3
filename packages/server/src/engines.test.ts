import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/** The root of the repository, read as a newcomer's `npm install` reads it. */
function rootFile(name: string): string {
  return readFileSync(fileURLToPath(new URL(`../../../${name}`, import.meta.url)), 'utf8');
}

interface LockedPackage {
  version?: string;
  engines?: { node?: string } | string[];
}

describe('the Node version the README states', () => {
  const stated = (JSON.parse(rootFile('package.json')) as { engines: { node: string } }).engines.node;
  const lowest = semver.minVersion(stated);

  it('is the one the README tells a newcomer to install', () => {
    expect(lowest).not.toBeNull();
    expect(rootFile('README.md')).toContain(`Node ${lowest!.major}.${lowest!.minor} or later`);
  });

  it('runs every locked package, so a fresh install prints no engine warning', () => {
    const lock = JSON.parse(rootFile('package-lock.json')) as { packages: Record<string, LockedPackage> };
    const refused = Object.entries(lock.packages)
      .filter(([, locked]) => {
        const range = Array.isArray(locked.engines) ? undefined : locked.engines?.node;
        return range !== undefined && !semver.satisfies(lowest!, range);
      })
      .map(([path, locked]) => `${path}@${locked.version ?? '?'} needs Node ${JSON.stringify(locked.engines)}`);
    expect(refused).toEqual([]);
  });
});
