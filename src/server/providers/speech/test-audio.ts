import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaToolkit } from '../../media/toolkit.js';

/**
 * Tests only: a real, tiny MP3 made with the project's ffmpeg (a tone of `seconds`, mono,
 * 64 kb/s with an ID3 tag, as most recorders write), for voice samples and the ElevenLabs fake.
 */
export async function makeTinyMp3(
  media: Pick<MediaToolkit, 'run'>,
  directory: string,
  options: { name?: string; seconds?: number; id3?: boolean } = {},
): Promise<Buffer> {
  const output = path.join(directory, options.name ?? 'sample.mp3');
  const seconds = options.seconds ?? 1;
  await media.run([
    ...['-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=330:duration=${seconds}`],
    ...['-ac', '1', '-c:a', 'libmp3lame', '-b:a', '64k'],
    // Without the tag the file starts straight with an MPEG frame header (0xFFFB...).
    ...(options.id3 === false ? ['-id3v2_version', '0', '-write_xing', '0'] : []),
    output,
  ]);
  return readFile(output);
}
