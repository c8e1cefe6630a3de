import { describe, expect, it } from 'vitest';
import {
  approximateVoice,
  approximationVoiceId,
  parseApproximationVoiceId,
} from './approximate.js';
import { localVoiceFor } from './voices.js';

describe('the local approximation of a sample', () => {
  it('maps a low, slow voice and a high, quick one to different espeak-ng settings', () => {
    const low = approximateVoice({ medianF0Hz: 95, syllablesPerSecond: 3, speechSeconds: 8 });
    const high = approximateVoice({ medianF0Hz: 240, syllablesPerSecond: 5, speechSeconds: 8 });
    expect(low).toMatchObject({ espeakVoice: 'en-us+m3', sampleF0Hz: 95 });
    expect(high).toMatchObject({ espeakVoice: 'en-us+f3', sampleF0Hz: 240 });
    expect(high.speed).toBeGreaterThan(low.speed + 60);
  });

  it('speaks with the settings its id spells, and takes no other id for one', () => {
    const voice = { espeakVoice: 'en-us+f3', pitch: 61, speed: 190, amplitude: 100 };
    expect(localVoiceFor(approximationVoiceId(voice))).toMatchObject(voice);
    for (const bad of [
      'approx:en-us+f3:61:190',
      'approx:en-us+f3 -w /tmp/x:61:190:100',
      'approx:en-us+f3:61:5000:100',
      'approx:en-us+f3:6.5:190:100',
    ]) {
      expect(parseApproximationVoiceId(bad), bad).toBeUndefined();
    }
  });
});
