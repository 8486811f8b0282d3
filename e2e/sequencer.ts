import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * The end-to-end files that take longest, longest first: seconds each in a CI run with three at
 * once (2026-11-29). Started first, they run beside the many short files instead of after them:
 * the default order (largest file first) left the two accessibility files to run last, alone, for
 * two and a half minutes.
 */
const LONGEST = [
  ['languages', 158],
  ['accessibility-desktop', 154],
  ['accessibility-phone', 121],
  ['messages', 106],
  ['trading', 103],
  ['first-paint', 102],
] as const;

function rank(file: TestSpecification): number {
  const found = LONGEST.findIndex(([name]) => file.moduleId.endsWith(`/${name}.e2e.ts`));
  return found === -1 ? LONGEST.length : found;
}

/** The default order, with the longest files moved to the front. */
export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    return [...(await super.sort(files))].sort((a, b) => rank(a) - rank(b));
  }
}
