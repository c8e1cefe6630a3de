import { describe, expect, it } from 'vitest';
import { jobMade } from './job-made';

describe('what a job card says was made', () => {
  it('names an audiogram with its template', () => {
    expect(jobMade({ podcastStyle: 'spotlight', musicBed: null })).toEqual([
      { kind: 'audiogram', label: 'Audiogram: Spotlight' },
    ]);
    expect(jobMade({ podcastStyle: 'bold', musicBed: null })[0]?.label).toBe(
      'Audiogram: Bold title',
    );
  });

  it('names a talking portrait as such', () => {
    expect(jobMade({ podcastStyle: 'talking', musicBed: null })).toEqual([
      { kind: 'talking', label: 'Talking portrait' },
    ]);
  });

  it('names the music bed, and nothing for a clip without one', () => {
    expect(jobMade({ podcastStyle: null, musicBed: 'upbeat' })).toEqual([
      { kind: 'music', label: 'Music: Upbeat' },
    ]);
    expect(jobMade({ podcastStyle: null, musicBed: null })).toEqual([]);
  });
});
