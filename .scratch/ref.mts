import { writeFileSync } from 'node:fs';
import { loadImage } from '@napi-rs/canvas';
import { paintArtwork } from '../src/server/providers/image/local/art.ts';
const photo = await loadImage('test/fixtures/photos/astronaut.jpg');
for (const [name, prompt] of [['ref-harbour', 'a quiet harbour at dusk'], ['ref-room', 'scandinavian living room with a linen sofa']]) {
  const c = paintArtwork({ prompt, seed: 11, width: 1024, height: 768, style: null, detail: 'high', reference: { photo, palette: ['#7a5a48', '#c8a080', '#304050'] } });
  writeFileSync(`/tmp/imgfix/${name}.png`, c.encodeSync('png'));
}
