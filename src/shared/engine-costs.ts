import type { VideoEngineId } from './videos.js';

/**
 * What a render costs the business on each video engine, in US cents per second of video
 * (issue 28: the operator sees each render's engine and cost; the note names a 25-clip order's
 * cost). Vendor list prices as published on Google's Gemini API pricing page (2025-10: Veo 3.1
 * and Veo 3 $0.40/s, their Fast models $0.15/s, Veo 2 $0.35/s) and Hedra's per-second credits
 * (about $0.05/s on its Creator plan); local engines run on this machine and cost nothing but
 * its time. Unknown Veo models are priced as the standard model: the operator never sees less
 * than the likely cost. Prices change: they are shown as estimates.
 */
const VEO_CENTS_PER_SECOND: Readonly<Record<string, number>> = {
  'veo-3.1-generate-preview': 40,
  'veo-3.1-fast-generate-preview': 15,
  'veo-3.0-generate-001': 40,
  'veo-3.0-fast-generate-001': 15,
  'veo-2.0-generate-001': 35,
};
const VEO_DEFAULT_CENTS_PER_SECOND = 40;
const HEDRA_CENTS_PER_SECOND = 5;

/** Cents per second of video on an engine (`veoModel`: the configured Veo model). */
export function engineCentsPerSecond(engine: VideoEngineId, veoModel?: string): number {
  if (engine === 'local') return 0;
  if (engine === 'hedra') return HEDRA_CENTS_PER_SECOND;
  return (veoModel && VEO_CENTS_PER_SECOND[veoModel]) || VEO_DEFAULT_CENTS_PER_SECOND;
}

/** The estimated vendor cost of one render, in whole cents (rounded up). */
export function renderCostCents(
  engine: VideoEngineId,
  durationSeconds: number,
  veoModel?: string,
): number {
  return Math.ceil(engineCentsPerSecond(engine, veoModel) * durationSeconds);
}
