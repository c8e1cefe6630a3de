import { HumanFaceDetector } from './human-detector.js';
import type { FaceDetector } from './types.js';

export type * from './types.js';
export { mapLandmarks } from './map-landmarks.js';

let shared: FaceDetector | undefined;

/** One detector per process: its models load once (~0.4 s, ~60 MB) and are then reused. */
export function sharedFaceDetector(): FaceDetector {
  shared ??= new HumanFaceDetector();
  return shared;
}
