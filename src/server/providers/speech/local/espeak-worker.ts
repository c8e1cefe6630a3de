import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * One espeak-ng run inside a worker thread. The engine is text2wav's Emscripten build of
 * espeak-ng (WebAssembly, no native build, its voice data read from the package folder). It
 * runs off the main thread because:
 * - its runtime adds `uncaughtException`/`unhandledRejection` listeners to `process` on every
 *   start and calls `process.exit` when espeak exits with an error; in a worker those reach
 *   only the worker;
 * - synthesis is CPU work (about 1.5 s per 10,000 characters) that must not block requests;
 * - a worker can be ended at once when the caller gives up.
 * The worker source is plain CommonJS passed with `eval`, so it needs no file of its own in
 * the server bundle.
 */

export interface EspeakJob {
  text: string;
  /** espeak-ng options after the input and output ones, e.g. ['-v', 'en-us+f2', '-p', '45']. */
  options: string[];
  /** Write espeak's phoneme mnemonics (`-q -x`, one line per clause) instead of a WAV. */
  phonemes?: boolean;
}

export type EspeakAnswer =
  | { ok: true; wav: Uint8Array; lines: string[] }
  | { ok: false; status: number | null; log: string[] };

export interface EspeakWorkerData extends EspeakJob {
  enginePath: string;
  wasmPath: string;
}

/** Where text2wav keeps its espeak-ng build (resolved from this file, so also from the bundle). */
export function espeakPaths(): { enginePath: string; wasmPath: string } {
  const require = createRequire(import.meta.url);
  const enginePath = require.resolve('text2wav/lib/espeak-ng.js');
  return { enginePath, wasmPath: path.join(path.dirname(enginePath), 'espeak-ng.wasm') };
}

/**
 * The text goes in through a file (never argv, so a text starting with "-" is not an option,
 * and a long script is not a huge argument); `-b 1` reads it as UTF-8. espeak's exit goes
 * through `quit`, reported to the parent instead of Emscripten's default `process.exit`.
 */
export const ESPEAK_WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { readFileSync } = require('node:fs');
const createEspeak = require(workerData.enginePath);
const wasm = new WebAssembly.Module(readFileSync(workerData.wasmPath));
const log = [];
const fail = (status, extra) => parentPort.postMessage({ ok: false, status, log: extra ? [...log, extra] : log });
const output = workerData.phonemes ? ['-q', '-x'] : ['-w', '/output.wav'];
const Module = {
  arguments: ['-b', '1', '-f', '/input.txt', ...output, ...workerData.options],
  print: (line) => log.push(String(line)),
  printErr: (line) => log.push(String(line)),
  quit: (status, toThrow) => {
    fail(status);
    throw toThrow;
  },
  instantiateWasm: (imports, receive) => {
    WebAssembly.instantiate(wasm, imports).then(
      (instance) => receive(instance, wasm),
      (error) => fail(null, String(error)),
    );
    return {};
  },
  preRun: [() => Module.FS.writeFile('/input.txt', workerData.text)],
  postRun: [
    () => {
      if (workerData.phonemes) return parentPort.postMessage({ ok: true, wav: new Uint8Array(0), lines: log });
      const wav = Module.FS.readFile('/output.wav');
      parentPort.postMessage({ ok: true, wav, lines: [] }, [wav.buffer]);
    },
  ],
};
createEspeak(Module);
`;
