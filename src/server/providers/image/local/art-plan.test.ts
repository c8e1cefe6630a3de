import { describe, expect, it } from 'vitest';
import { planScene } from './art-plan.js';

describe('planScene', () => {
  it('reads a reading nook with a velvet armchair as a nook with a velvet armchair', () => {
    expect(planScene('reading nook with a velvet armchair')).toMatchObject({
      room: 'nook',
      objects: [{ kind: 'armchair', material: 'velvet', count: 1 }],
      landscape: null,
      look: null,
    });
  });

  it('gives each thing its own material and colour, before or after its name', () => {
    const plan = planScene('Linen sofa and oak floor');
    expect(plan.room).toBe('living');
    expect(plan.objects).toEqual([{ kind: 'sofa', material: 'linen', count: 1 }]);
    expect(plan.floor).toEqual({ material: 'oak' });

    const after = planScene('A sofa in navy linen, a walnut coffee table and sage green walls');
    expect(after.objects).toEqual([
      { kind: 'sofa', colour: 'navy', material: 'linen', count: 1 },
      { kind: 'coffee-table', material: 'walnut', count: 1 },
    ]);
    expect(after.wall).toEqual({ colour: 'sage' });
  });

  it('keeps several-word names whole: a forest green sofa is a sofa, not a forest', () => {
    const plan = planScene('forest green velvet couch with a brass floor lamp');
    expect(plan.landscape).toBeNull();
    expect(plan.objects).toEqual([
      { kind: 'sofa', colour: 'forest_green', material: 'velvet', count: 1 },
      { kind: 'lamp', material: 'brass', count: 1 },
    ]);
  });

  it('sends a room’s own finish where it belongs: walls, counters, floors', () => {
    expect(planScene('a terracotta bedroom').wall).toEqual({ colour: 'terracotta' });
    expect(planScene('marble kitchen with walnut bar stools').objects).toEqual([
      { kind: 'stool', material: 'walnut', count: 2 },
      { kind: 'counter', material: 'marble', count: 1 },
    ]);
    expect(planScene('an oak living room').floor).toEqual({ material: 'oak' });
    expect(planScene('bathroom with terracotta tiles').wall).toEqual({
      colour: 'terracotta',
      material: 'tiles',
    });
  });

  it('infers the room from the things when none is named', () => {
    expect(planScene('a linen bed with a walnut nightstand').room).toBe('bedroom');
    expect(planScene('freestanding tub by a window').room).toBe('bathroom');
    expect(planScene('oak desk with a laptop').room).toBe('office');
    expect(planScene('a velvet armchair and a lamp').room).toBe('nook');
    expect(planScene('two microphones and headphones').room).toBe('podcast');
  });

  it('reads a podcast set with counts', () => {
    expect(
      planScene(
        'Podcast studio with two microphones, headphones, a pink neon sign and acoustic panels',
      ),
    ).toMatchObject({
      room: 'podcast',
      objects: [
        { kind: 'microphone', count: 2 },
        { kind: 'headphones', count: 1 },
        { kind: 'neon-sign', colour: 'pink', count: 1 },
        { kind: 'acoustic-panels', count: 2 },
      ],
    });
  });

  it('reads the light and the landscape, and a style word only as the look', () => {
    expect(planScene('bedroom by candle light')).toMatchObject({
      room: 'bedroom',
      light: 'candle',
    });
    expect(planScene('living room with a view of the mountains at sunset')).toMatchObject({
      room: 'living',
      landscape: 'mountain',
      light: 'sunset',
    });
    expect(planScene('empty beach in the morning')).toMatchObject({
      room: null,
      landscape: 'beach',
      light: 'dawn',
      objects: [],
    });
    const plain = planScene('reading nook with a velvet armchair');
    for (const [word, look] of [
      ['watercolor', 'watercolor'],
      ['cinematic', 'cinematic'],
      ['minimal', 'minimal-line'],
      ['retro', 'retro-print'],
    ] as const) {
      const styled = planScene(`reading nook with a velvet armchair, ${word}`);
      expect(styled.look).toBe(look);
      expect({ ...styled, look: null }).toEqual(plain);
    }
    // "Golden hour" is a light; another style word names the look.
    expect(planScene('kitchen at golden hour, watercolor')).toMatchObject({
      light: 'sunset',
      look: 'watercolor',
    });
  });

  it('knows the words of the studio’s audience', () => {
    const rooms = {
      'living room': 'living',
      bedroom: 'bedroom',
      kitchen: 'kitchen',
      bathroom: 'bathroom',
      'home office': 'office',
      'reading nook': 'nook',
      'podcast studio': 'podcast',
      'dining room': 'dining',
    };
    for (const [words, room] of Object.entries(rooms))
      expect(planScene(`a ${words}`).room).toBe(room);
    const things = {
      sofa: 'sofa',
      armchair: 'armchair',
      bed: 'bed',
      'coffee table': 'coffee-table',
      table: 'dining-table',
      chairs: 'chair',
      shelves: 'shelves',
      lamp: 'lamp',
      rug: 'rug',
      plants: 'plant',
      mirror: 'mirror',
      desk: 'desk',
      fireplace: 'fireplace',
      microphone: 'microphone',
      headphones: 'headphones',
      'neon sign': 'neon-sign',
      'acoustic panels': 'acoustic-panels',
    };
    for (const [words, kind] of Object.entries(things))
      expect(planScene(`a room with ${words}`).objects.map((o) => o.kind)).toEqual([kind]);
    for (const material of [
      'oak',
      'walnut',
      'marble',
      'linen',
      'velvet',
      'leather',
      'brass',
      'concrete',
      'terrazzo',
      'rattan',
      'boucle',
    ])
      expect(planScene(`a ${material} sofa`).objects[0]).toMatchObject({ material });
    for (const colour of [
      'sage',
      'terracotta',
      'navy',
      'cream',
      'mustard',
      'charcoal',
      'blush',
      'olive',
    ])
      expect(planScene(`a ${colour} sofa`).objects[0]).toMatchObject({ colour });
    for (const [word, light] of [
      ['morning', 'dawn'],
      ['sunset', 'sunset'],
      ['night', 'night'],
      ['candlelit', 'candle'],
    ] as const)
      expect(planScene(`a bedroom at ${word}`).light).toBe(light);
    for (const [word, landscape] of [
      ['beach', 'beach'],
      ['mountains', 'mountain'],
      ['forest', 'forest'],
      ['city skyline', 'city'],
      ['desert', 'desert'],
      ['lake', 'lake'],
    ] as const)
      expect(planScene(`a ${word} at noon`).landscape).toBe(landscape);
  });
});
