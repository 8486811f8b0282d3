// The CPU slowdown that makes this host emulate the mobile preset's phone. Lighthouse's 4× is set
// for a host of CPU index about 1,500; its documentation (docs/throttling.md, "CPU throttling")
// sends a slower host to the calculator of Lighthouse's maintainers, whose piecewise line is this:
// 800 → 2×, 1,300 → 3×, then one more per 233 (1,533 → 4×).

/** The slowdown the calculator gives for a host of this CPU index (Lighthouse's benchmarkIndex). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1 + Math.max(0, benchmarkIndex - 150) / 650;
}

/**
 * BENCH_CPU_SLOWDOWN: unset keeps the preset's own slowdown (4× on the phone); a number sets the
 * phone's slowdown, for a host whose index calls for another (the table prints it per row).
 */
export function phoneSlowdown(): number | undefined {
  const raw = process.env.BENCH_CPU_SLOWDOWN;
  if (raw === undefined || raw === '') return undefined;
  const slowdown = Number(raw);
  if (!Number.isFinite(slowdown) || slowdown < 1 || slowdown > 8) {
    throw new Error(`BENCH_CPU_SLOWDOWN must be a number from 1 to 8, not ${JSON.stringify(raw)}`);
  }
  return slowdown;
}
