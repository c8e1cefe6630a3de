import { writeFileSync } from 'node:fs';
import { paintPortrait } from '/work/wt-imagefix/src/server/providers/image/local/portrait.ts';
import { paintStudio } from '/work/wt-imagefix/src/server/providers/image/local/studio.ts';
import { composeHost, isPaintedStudio } from '/work/wt-imagefix/src/server/providers/image/local/host-on-set.ts';
import { paintArtwork } from '/work/wt-imagefix/src/server/providers/image/local/art.ts';
import { loadImage } from '@napi-rs/canvas';
const host = paintPortrait({ name: 'Ava', description: 'A warm late-night radio host with short curly hair', style: '', seed: 3 });
const host2 = paintPortrait({ name: 'Bo', description: 'a woman host with long blonde hair, smiling', style: '', seed: 8 });
const studio = paintStudio({ name: 'Loft', description: 'Brick walls, warm lamps and two microphones', seed: 4 });
const studio2 = paintStudio({ name: 'Dark', description: 'dark moody acoustic foam studio', seed: 9 });
const room = paintArtwork({ prompt: 'a living room with a navy sofa', seed: 2, width: 1920, height: 1080, style: null, detail: 'high' });
console.log('studio?', isPaintedStudio(studio), isPaintedStudio(studio2), isPaintedStudio(room));
const photo = await loadImage('/usr/lib/python3/dist-packages/skimage/data/astronaut.png').catch(() => null);
const jobs: Array<[string, any, any, number, number]> = [
  ['set-16x9', host, studio, 1280, 720],
  ['set-9x16', host2, studio2, 720, 1280],
  ['set-1x1', host, studio2, 720, 720],
  ['set-room', host2, room, 1280, 720],
];
if (photo) jobs.push(['set-photo', photo, studio, 1280, 720]);
for (const [name, p, s, w, h] of jobs) {
  const { canvas, placement } = composeHost(p, s, w, h);
  console.log(name, JSON.stringify(placement));
  writeFileSync(`/tmp/imgfix/${name}.png`, canvas.encodeSync('png'));
}
