import { describe, expect, it } from 'vitest';
import { fft, hannWindow } from './fft.js';

/** The discrete Fourier transform by its definition, to check the fast one against. */
function dft(input: number[]): { re: number[]; im: number[] } {
  const n = input.length;
  const re = input.map((_, k) =>
    input.reduce((sum, x, t) => sum + x * Math.cos((-2 * Math.PI * k * t) / n), 0),
  );
  const im = input.map((_, k) =>
    input.reduce((sum, x, t) => sum + x * Math.sin((-2 * Math.PI * k * t) / n), 0),
  );
  return { re, im };
}

describe('fft', () => {
  it('gives the discrete Fourier transform of any signal', () => {
    const input = Array.from({ length: 64 }, (_, t) => Math.sin(t * 1.7) + 0.3 * ((t * 37) % 11));
    const re = Float64Array.from(input);
    const im = new Float64Array(64);
    fft(re, im);
    const expected = dft(input);
    re.forEach((value, k) => expect(value).toBeCloseTo(expected.re[k]!, 9));
    im.forEach((value, k) => expect(value).toBeCloseTo(expected.im[k]!, 9));
  });

  it("puts a tone's energy in its bin, in single precision too", () => {
    const [n, rate, hz] = [512, 8000, 1000];
    const window = hannWindow(n);
    const re = Float32Array.from({ length: n }, (_, t) => Math.sin((2 * Math.PI * hz * t) / rate));
    re.forEach((v, t) => (re[t] = v * window[t]!));
    const im = new Float32Array(n);
    fft(re, im);
    const power = Array.from({ length: n / 2 }, (_, k) => re[k]! ** 2 + im[k]! ** 2);
    expect(power.indexOf(Math.max(...power))).toBe(Math.round((hz * n) / rate));
  });

  it('refuses a length that is not a power of two', () => {
    expect(() => fft(new Float64Array(6), new Float64Array(6))).toThrow(/2\^k/);
  });
});

describe('hannWindow', () => {
  it('is 0 at the ends, 1 in the middle, and symmetric', () => {
    const window = hannWindow(9);
    expect([window[0], window[4], window[8]]).toEqual([0, 1, 0]);
    expect(window[2]).toBeCloseTo(window[6]!, 12);
  });
});
