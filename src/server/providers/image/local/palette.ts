import { toHex } from './art-kit.js';

/**
 * Dominant colours of a set of RGB samples (r, g, b, r, g, b, ...): k-means in RGB, seeded
 * deterministically (farthest-point from the mean), most common cluster first. Clusters under
 * 2% of the samples and near-duplicates are dropped; a picture of fewer colours is padded with
 * lighter and darker shades of its main one, so there are always 3 to 6.
 */

const K = 6;
const ITERATIONS = 12;
const MIN_SHARE = 0.02;
/** RGB distance under which two colours count as one. */
const SAME_COLOUR = 28;

type Rgb = [number, number, number];

export function extractPalette(samples: Uint8Array): string[] {
  const n = Math.floor(samples.length / 3);
  if (n === 0) return ['#808080', '#b3b3b3', '#4d4d4d'];
  const at = (i: number): Rgb => [samples[i * 3]!, samples[i * 3 + 1]!, samples[i * 3 + 2]!];
  const centres = initialCentres(samples, n, at);
  const labels = new Uint8Array(n);
  let counts: number[] = [];
  for (let round = 0; round < ITERATIONS; round++) {
    const sums = centres.map((): Rgb => [0, 0, 0]);
    counts = centres.map(() => 0);
    for (let i = 0; i < n; i++) {
      const p = at(i);
      let nearest = 0;
      let nearestDistance = Infinity;
      centres.forEach((c, k) => {
        const d = distance2(p, c);
        if (d < nearestDistance) {
          nearestDistance = d;
          nearest = k;
        }
      });
      labels[i] = nearest;
      counts[nearest]!++;
      const sum = sums[nearest]!;
      sum[0] += p[0];
      sum[1] += p[1];
      sum[2] += p[2];
    }
    centres.forEach((c, k) => {
      if (counts[k]) for (let ch = 0; ch < 3; ch++) c[ch] = sums[k]![ch]! / counts[k]!;
    });
  }
  const ranked = centres
    .map((colour, k) => ({ colour, count: counts[k]! }))
    .filter((c) => c.count / n >= MIN_SHARE)
    .sort((a, b) => b.count - a.count);
  const distinct: Rgb[] = [];
  for (const { colour } of ranked) {
    if (distinct.every((d) => Math.sqrt(distance2(d, colour)) >= SAME_COLOUR))
      distinct.push(colour);
  }
  const main = distinct[0]!;
  for (const factor of [1.35, 0.65, 1.7, 0.4]) {
    if (distinct.length >= 3) break;
    const shadeOf = main.map((c) => (factor > 1 ? 255 - (255 - c) / factor : c * factor)) as Rgb;
    if (distinct.every((d) => Math.sqrt(distance2(d, shadeOf)) >= SAME_COLOUR))
      distinct.push(shadeOf);
  }
  return distinct.slice(0, K).map(([r, g, b]) => toHex(r, g, b));
}

const distance2 = (a: Rgb, b: Rgb) => (a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2 + (a[2] - b[2]) ** 2;

/** Farthest-point seeding from the sample mean: spreads the K starting centres deterministically. */
function initialCentres(samples: Uint8Array, n: number, at: (i: number) => Rgb): Rgb[] {
  const mean: Rgb = [0, 0, 0];
  for (let i = 0; i < n; i++) {
    mean[0] += samples[i * 3]! / n;
    mean[1] += samples[i * 3 + 1]! / n;
    mean[2] += samples[i * 3 + 2]! / n;
  }
  const centres: Rgb[] = [];
  const nearest = new Float64Array(n).fill(Infinity);
  let reference: Rgb = mean;
  // A stride keeps seeding cheap on large sample sets.
  const stride = Math.max(1, Math.floor(n / 5000));
  for (let k = 0; k < K; k++) {
    let far = 0;
    let farDistance = -1;
    for (let i = 0; i < n; i += stride) {
      // The first centre is the sample farthest from the mean; then farthest from all centres.
      const d =
        k === 0 ? distance2(at(i), mean) : Math.min(nearest[i]!, distance2(at(i), reference));
      if (k > 0) nearest[i] = d;
      if (d > farDistance) {
        farDistance = d;
        far = i;
      }
    }
    const centre = at(far);
    centres.push([...centre]);
    reference = centre;
  }
  return centres;
}
