/**
 * The spectrum tools the talking portrait's visemes and the audiogram's bars share: an
 * in-place radix-2 FFT and the Hann window both apply before it.
 */

type Samples = Float32Array | Float64Array;

/** In-place radix-2 FFT of re/im (the same length, a power of two). */
export function fft(re: Samples, im: Samples): void {
  const n = re.length;
  if (n & (n - 1) || im.length !== n) throw new Error(`FFT needs two arrays of 2^k, not ${n}`);
  for (let i = 1, j = 0; i < n; i++) {
    let bit = n >> 1;
    for (; j & bit; bit >>= 1) j ^= bit;
    j ^= bit;
    if (i < j) {
      [re[i], re[j]] = [re[j]!, re[i]!];
      [im[i], im[j]] = [im[j]!, im[i]!];
    }
  }
  for (let size = 2; size <= n; size <<= 1) {
    const angle = (-2 * Math.PI) / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < size / 2; k++) {
        const cos = Math.cos(angle * k);
        const sin = Math.sin(angle * k);
        const a = start + k;
        const b = a + size / 2;
        const tr = re[b]! * cos - im[b]! * sin;
        const ti = re[b]! * sin + im[b]! * cos;
        re[b] = re[a]! - tr;
        im[b] = im[a]! - ti;
        re[a] = re[a]! + tr;
        im[a] = im[a]! + ti;
      }
    }
  }
}

/** The Hann window of `size` points (symmetric: 0 at both ends). */
export function hannWindow(size: number): Float64Array {
  return Float64Array.from(
    { length: size },
    (_, i) => 0.5 - 0.5 * Math.cos((2 * Math.PI * i) / (size - 1)),
  );
}
