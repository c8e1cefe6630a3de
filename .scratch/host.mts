import { writeFileSync } from 'node:fs';
import { paintPortrait } from '../src/server/providers/image/local/portrait.ts';
const host = paintPortrait({ name: 'Ava', description: 'A warm late-night radio host with short curly hair', style: '', seed: 3 });
writeFileSync('/tmp/imgfix/host-ava.png', host.encodeSync('png'));
