/**
 * The face port: what the talking portrait (and face-aware crops) need to know about the faces
 * in a picture. Coordinates are normalised to the picture (0..1 of its width and height, origin
 * top-left), so a face found once serves any size the picture is later drawn at.
 */

export interface FacePoint {
  x: number;
  y: number;
}

export interface FaceBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EyeLandmarks {
  /** The eye's corners, on the outside (towards the ear) and inside (towards the nose). */
  outer: FacePoint;
  inner: FacePoint;
  /** The middle of the upper and lower eyelid's edge. */
  upper: FacePoint;
  lower: FacePoint;
}

export interface FaceLandmarks {
  /** The subject's own left and right (so the left eye is on the picture's right). */
  leftEye: EyeLandmarks;
  rightEye: EyeLandmarks;
  noseTip: FacePoint;
  /** The mouth's corners, subject's left and right. */
  mouthLeft: FacePoint;
  mouthRight: FacePoint;
  /** Outer edge of the upper lip's middle, and the lips' inner edges where they meet. */
  upperLipTop: FacePoint;
  upperLipInner: FacePoint;
  lowerLipInner: FacePoint;
  lowerLipBottom: FacePoint;
  chin: FacePoint;
  /** The jaw's widest points, below the ears (subject's left and right). */
  jawLeft: FacePoint;
  jawRight: FacePoint;
  /** The top of the forehead, where the face mesh ends. */
  forehead: FacePoint;
}

/** Head rotation in radians: pitch (nodding), yaw (turning), roll (tilting). */
export interface HeadRotation {
  pitch: number;
  yaw: number;
  roll: number;
}

export interface DetectedFace {
  box: FaceBox;
  landmarks: FaceLandmarks;
  rotation: HeadRotation;
  /** The detector's confidence, 0..1. */
  score: number;
}

/** A picture's pixels: RGBA, row by row (what a canvas's getImageData gives). */
export interface RgbaImage {
  width: number;
  height: number;
  data: Uint8ClampedArray | Uint8Array;
}

export interface FaceDetector {
  /** The faces in the picture, largest first; [] when there are none. */
  detect(image: RgbaImage): Promise<DetectedFace[]>;
}
