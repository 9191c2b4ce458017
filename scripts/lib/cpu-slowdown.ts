/**
 * The CPU slowdown that makes a Lighthouse run on this host stand for Lighthouse's reference
 * mobile device, from the host's benchmarkIndex (which Lighthouse measures before every run).
 * The mapping is the one Lighthouse's throttling guide points to (its CPU throttling calculator):
 * piecewise linear, 1x at 150, 2x at 800, 3x at 1300, then one more per 233. Lighthouse's default
 * of 4x is the value for an index of about 1533, so a faster host gets more and a slower one less,
 * and scores taken on different machines can be compared.
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}
