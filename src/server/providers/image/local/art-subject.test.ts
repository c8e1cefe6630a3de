import { describe, expect, it } from 'vitest';
import { PAINTABLE_SUBJECTS, readSubject } from './art-subject.js';

/**
 * What the local painter makes of a prompt before it paints (and before anyone pays): a person
 * goes to the portrait painter, a logo or title card to the lettering painter, anything else to
 * the scene painter; subjects it cannot draw are named so the studio can say so first.
 */
describe('readSubject', () => {
  it('reads a portrait of a host as a person, with nothing out of range', () => {
    expect(readSubject('portrait of a smiling woman host')).toMatchObject({
      subject: 'person',
      outside: [],
    });
    expect(readSubject('Headshot of a bearded man with glasses').subject).toBe('person');
    expect(readSubject('a friendly podcast host in a hoodie').subject).toBe('person');
  });

  it('reads a logo and a title card as lettering, with the words to set', () => {
    expect(readSubject('logo for a coffee podcast')).toMatchObject({
      subject: 'lettering',
      lettering: { kind: 'logo', text: 'Coffee Podcast' },
      outside: [],
    });
    expect(readSubject('Title card for "The Deep Dive", episode 12, neon')).toMatchObject({
      subject: 'lettering',
      lettering: { kind: 'title-card', text: 'The Deep Dive' },
    });
    expect(readSubject('a logo for my show called Morning Brew').lettering?.text).toBe(
      'Morning Brew',
    );
  });

  it('names a car as outside what it can draw, and keeps the coast it can', () => {
    const reading = readSubject('a red sports car on a coastal road');
    expect(reading.subject).toBe('scene');
    expect(reading.outside).toEqual(['car']);
    expect(reading.recognised).toBe(true);
  });

  it('names people inside a scene as outside: it paints people only as portraits', () => {
    expect(readSubject('a kitchen with a woman cooking')).toMatchObject({
      subject: 'scene',
      outside: ['woman'],
    });
  });

  it('says when it recognises nothing to draw', () => {
    expect(readSubject('a steaming bowl of ramen')).toMatchObject({
      subject: 'scene',
      recognised: false,
    });
  });

  it('leaves the scenes it paints alone', () => {
    for (const prompt of [
      'A lighthouse on a stormy coast at dusk',
      'a podcast studio with a neon sign and two microphones',
      'Scandinavian bedroom with a linen bed',
      'a gallery wall of framed posters in a living room',
    ]) {
      expect(readSubject(prompt), prompt).toMatchObject({
        subject: 'scene',
        outside: [],
        recognised: true,
      });
    }
  });

  it('lists what it can draw, people and lettering included', () => {
    const all = PAINTABLE_SUBJECTS.join(' ');
    expect(all).toMatch(/portrait/);
    expect(all).toMatch(/logo/);
    expect(all).toMatch(/landscape/);
  });
});
