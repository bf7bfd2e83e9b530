/** An axis from 0 to `max` in `step`s, with `ticks` listed from 0 up. */
export interface BarScale {
  max: number;
  step: number;
  ticks: number[];
}

/**
 * A "nice" axis for bar heights: the smallest 1, 2, 2.5, 3, 4, 5, 6 or 8 times a power of ten that, times `divisions`,
 * covers the largest value. Whole steps only (the charts count things); an empty or all-zero series gets 0..4.
 */
export function barScale(values: readonly number[], divisions = 4): BarScale {
  const largest = Math.max(0, ...values.filter((v) => Number.isFinite(v)));
  let step = 1;
  if (largest > divisions) {
    const raw = largest / divisions;
    const power = 10 ** Math.floor(Math.log10(raw));
    const nice = [1, 2, 2.5, 3, 4, 5, 6, 8, 10]
      .map((m) => m * power)
      .find((s) => s >= raw && Number.isInteger(s));
    step = nice ?? 10 * power;
  }
  const max = step * divisions;
  return { max, step, ticks: Array.from({ length: divisions + 1 }, (_, i) => i * step) };
}

/** Label every n-th category so that at most `most` labels share the axis (the first is always labelled). */
export function labelInterval(count: number, most = 5): number {
  return Math.max(1, Math.ceil(count / most));
}
