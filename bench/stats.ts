import { cpus } from 'node:os';

/** Percentile by nearest rank over sorted samples (milliseconds). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank]!;
}

export interface Summary {
  samples: number;
  p50: number;
  p95: number;
  p99: number;
}

export function summarize(samples: number[]): Summary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    samples: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
  };
}

export const fmt = (ms: number) => (ms < 10 ? ms.toFixed(2) : ms.toFixed(1));

export function machineLine(): string {
  return `node ${process.version}, ${cpus().length} cores (${cpus()[0]?.model ?? 'unknown cpu'}), ${new Date().toISOString()}`;
}
