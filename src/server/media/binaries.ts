import { accessSync, constants, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Config } from '../config.js';

/**
 * Where ffmpeg and ffprobe come from, in order: FFMPEG_PATH / FFPROBE_PATH, a system binary on
 * PATH, then the static builds shipped on npm (@ffmpeg-installer/linux-x64, a 2018 ffmpeg
 * without xfade; @ffprobe-installer/linux-x64). The planner only uses filters that build has.
 */
export interface MediaBinaries {
  ffmpegPath: string;
  ffprobePath: string;
}

interface BinarySpec {
  name: 'ffmpeg' | 'ffprobe';
  variable: 'FFMPEG_PATH' | 'FFPROBE_PATH';
  npmPackage: string;
}

const FFMPEG: BinarySpec = {
  name: 'ffmpeg',
  variable: 'FFMPEG_PATH',
  npmPackage: '@ffmpeg-installer/linux-x64',
};
const FFPROBE: BinarySpec = {
  name: 'ffprobe',
  variable: 'FFPROBE_PATH',
  npmPackage: '@ffprobe-installer/linux-x64',
};

export interface ResolveOptions {
  /** Defaults to process.env.PATH. */
  searchPath?: string;
  /** Whether to fall back to the npm packages (tests turn it off). */
  useNpmPackages?: boolean;
}

export function resolveMediaBinaries(
  media: Config['media'],
  options: ResolveOptions = {},
): MediaBinaries {
  return {
    ffmpegPath: resolveBinary(FFMPEG, media.ffmpegPath, options),
    ffprobePath: resolveBinary(FFPROBE, media.ffprobePath, options),
  };
}

function resolveBinary(
  spec: BinarySpec,
  configured: string | undefined,
  { searchPath = process.env.PATH ?? '', useNpmPackages = true }: ResolveOptions,
): string {
  if (configured) {
    if (!isExecutableFile(configured)) {
      throw new Error(`${spec.variable}=${configured} is not an executable ${spec.name} binary`);
    }
    return configured;
  }
  const onPath = findOnPath(spec.name, searchPath);
  if (onPath) return onPath;
  const shipped = useNpmPackages ? findInNpmPackage(spec.npmPackage, spec.name) : null;
  if (shipped) return shipped;
  throw new Error(
    `${spec.name} was not found: set ${spec.variable} to an ${spec.name} binary, put ${spec.name}` +
      ` on PATH, or install the optional npm package ${spec.npmPackage}`,
  );
}

/** The first executable `name` in a PATH-like list of directories. */
export function findOnPath(name: string, searchPath: string): string | null {
  for (const dir of searchPath.split(path.delimiter)) {
    if (!dir) continue;
    const candidate = path.join(dir, name);
    if (isExecutableFile(candidate)) return candidate;
  }
  return null;
}

function findInNpmPackage(npmPackage: string, name: string): string | null {
  try {
    const require = createRequire(import.meta.url);
    const packageDir = path.dirname(require.resolve(`${npmPackage}/package.json`));
    const candidate = path.join(packageDir, name);
    return isExecutableFile(candidate) ? candidate : null;
  } catch {
    return null; // optional dependency not installed (another platform, --no-optional)
  }
}

export function isExecutableFile(filePath: string): boolean {
  try {
    if (!statSync(filePath).isFile()) return false;
    accessSync(filePath, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}
