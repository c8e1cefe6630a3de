import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pickLandmarks } from './mesh-landmarks.js';
import type { DetectedFace, FaceDetector, RgbaImage } from './types.js';

/**
 * Faces found by @vladmandic/human (MIT; its face models are MediaPipe's BlazeFace, Face Mesh
 * and Iris, Apache-2.0) on TensorFlow.js's WebAssembly backend: no native build, nothing
 * downloaded, the weights read from the package folder (decision 057).
 *
 * Two shims make it run in Node without tfjs-node: the package's export map sends Node to the
 * tfjs-node build, so the wasm build is required by its file path; and TensorFlow.js loads
 * models over fetch, so a load router answers `file://` model URLs from disk instead.
 */

interface HumanFace {
  score: number;
  boxRaw: [number, number, number, number];
  mesh: [number, number, number?][];
  rotation?: { angle: { pitch: number; yaw: number; roll: number } } | null;
}

interface HumanTensor {
  dispose(): void;
}

interface ModelArtifacts {
  modelTopology: unknown;
  weightSpecs: unknown;
  weightData: ArrayBuffer;
  format?: string;
  generatedBy?: string;
  convertedBy?: string;
  signature?: unknown;
}

interface HumanInstance {
  load(): Promise<void>;
  detect(input: HumanTensor): Promise<{ face: HumanFace[] }>;
  tf: {
    ready(): Promise<void>;
    tensor3d(values: Uint8Array, shape: [number, number, number], dtype: 'int32'): HumanTensor;
    io: {
      registerLoadRouter(
        router: (url: string | string[]) => { load(): Promise<ModelArtifacts> } | null,
      ): void;
    };
  };
}

type HumanConstructor = new (config: Record<string, unknown>) => HumanInstance;

const require = createRequire(import.meta.url);

function humanPaths(): { dist: string; models: string; wasm: string } {
  // Both export maps hide package.json: walk up from each package's main file instead.
  const humanRoot = path.resolve(path.dirname(require.resolve('@vladmandic/human')), '..');
  const wasmMain = require.resolve('@tensorflow/tfjs-backend-wasm');
  const wasmRoot = wasmMain.slice(0, wasmMain.lastIndexOf(`${path.sep}dist${path.sep}`));
  return {
    dist: path.join(humanRoot, 'dist', 'human.node-wasm.js'),
    models: path.join(humanRoot, 'models'),
    wasm: path.join(wasmRoot, 'dist') + path.sep,
  };
}

/** Reads a TensorFlow.js graph model (JSON + weight files) from a file:// URL. */
async function loadModelFile(url: string): Promise<ModelArtifacts> {
  const jsonPath = new URL(url).pathname;
  const json = JSON.parse(await readFile(jsonPath, 'utf8')) as {
    modelTopology: unknown;
    weightsManifest: { paths: string[]; weights: unknown[] }[];
    format?: string;
    generatedBy?: string;
    convertedBy?: string;
    signature?: unknown;
  };
  const buffers = await Promise.all(
    json.weightsManifest.flatMap((group) =>
      group.paths.map((file) => readFile(path.join(path.dirname(jsonPath), file))),
    ),
  );
  const weightData = Buffer.concat(buffers);
  return {
    modelTopology: json.modelTopology,
    weightSpecs: json.weightsManifest.flatMap((group) => group.weights),
    weightData: weightData.buffer.slice(
      weightData.byteOffset,
      weightData.byteOffset + weightData.byteLength,
    ),
    format: json.format,
    generatedBy: json.generatedBy,
    convertedBy: json.convertedBy,
    signature: json.signature,
  };
}

const HUMAN_CONFIG = {
  backend: 'wasm',
  debug: false,
  async: true,
  warmup: 'none',
  cacheSensitivity: 0,
  face: {
    enabled: true,
    detector: { rotation: true, maxDetected: 6, minConfidence: 0.35, return: false },
    mesh: { enabled: true },
    iris: { enabled: true },
    attention: { enabled: false },
    description: { enabled: false },
    emotion: { enabled: false },
    antispoof: { enabled: false },
    liveness: { enabled: false },
    gear: { enabled: false },
  },
  body: { enabled: false },
  hand: { enabled: false },
  object: { enabled: false },
  gesture: { enabled: false },
  segmentation: { enabled: false },
  filter: { enabled: false },
};

export class HumanFaceDetector implements FaceDetector {
  #ready: Promise<HumanInstance> | undefined;
  /** TensorFlow.js runs one inference at a time; calls queue behind each other. */
  #queue: Promise<unknown> = Promise.resolve();

  async detect(image: RgbaImage): Promise<DetectedFace[]> {
    const run = this.#queue.then(() => this.#detect(image));
    this.#queue = run.catch(() => {});
    return run;
  }

  async #detect(image: RgbaImage): Promise<DetectedFace[]> {
    const human = await this.#human();
    const { width, height, data } = image;
    // The face finder squeezes its input into a square: a wide picture's faces would come out
    // half as wide and be missed. So the picture sits in a square (black below or right).
    const side = Math.max(width, height);
    const rgb = new Uint8Array(side * side * 3);
    for (let y = 0; y < height; y++) {
      for (let x = 0, i = y * width * 4, j = y * side * 3; x < width; x++, i += 4, j += 3) {
        rgb[j] = data[i]!;
        rgb[j + 1] = data[i + 1]!;
        rgb[j + 2] = data[i + 2]!;
      }
    }
    const tensor = human.tf.tensor3d(rgb, [side, side, 3], 'int32');
    try {
      const result = await human.detect(tensor);
      return result.face
        .filter((face) => face.mesh.length >= 468)
        .map((face) => toDetectedFace(face, side, width, height))
        .sort((a, b) => b.box.width * b.box.height - a.box.width * a.box.height);
    } finally {
      tensor.dispose();
    }
  }

  #human(): Promise<HumanInstance> {
    this.#ready ??= (async () => {
      const paths = humanPaths();
      const { Human } = require(paths.dist) as { Human: HumanConstructor };
      const human = new Human({
        ...HUMAN_CONFIG,
        wasmPath: paths.wasm,
        modelBasePath: `file://${paths.models}/`,
      });
      human.tf.io.registerLoadRouter((url) =>
        typeof url === 'string' && url.startsWith('file://')
          ? { load: () => loadModelFile(url) }
          : null,
      );
      await human.load();
      await human.tf.ready();
      return human;
    })();
    // A failed start (missing package) is retried on the next call rather than cached.
    this.#ready.catch(() => {
      this.#ready = undefined;
    });
    return this.#ready;
  }
}

/** The face in coordinates normalised to the picture (it was found in a `side` square). */
function toDetectedFace(
  face: HumanFace,
  side: number,
  width: number,
  height: number,
): DetectedFace {
  const [x, y, w, h] = face.boxRaw;
  const angle = face.rotation?.angle ?? { pitch: 0, yaw: 0, roll: 0 };
  return {
    box: {
      x: (x * side) / width,
      y: (y * side) / height,
      width: (w * side) / width,
      height: (h * side) / height,
    },
    landmarks: pickLandmarks(face.mesh, width, height),
    rotation: { pitch: angle.pitch, yaw: angle.yaw, roll: angle.roll },
    score: face.score,
  };
}
