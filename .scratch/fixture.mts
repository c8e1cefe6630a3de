import { writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
const img = await loadImage('/usr/lib/python3/dist-packages/skimage/data/astronaut.png');
const c = createCanvas(320, 320);
c.getContext('2d').drawImage(img, 0, 0, 320, 320);
writeFileSync('test/fixtures/photos/astronaut.jpg', await c.encode('jpeg', 85));
