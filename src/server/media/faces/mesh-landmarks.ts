import type { EyeLandmarks, FaceLandmarks, FacePoint } from './types.js';

/**
 * The few points of MediaPipe's 468-point face mesh the animation uses, by their canonical
 * mesh index (the mesh's own numbering, the same in every MediaPipe face-mesh model).
 * "Left" and "right" are the subject's.
 */
const MESH = {
  rightEye: { outer: 33, inner: 133, upper: 159, lower: 145 },
  leftEye: { outer: 263, inner: 362, upper: 386, lower: 374 },
  noseTip: 1,
  mouthRight: 61,
  mouthLeft: 291,
  upperLipTop: 0,
  upperLipInner: 13,
  lowerLipInner: 14,
  lowerLipBottom: 17,
  chin: 152,
  jawRight: 234,
  jawLeft: 454,
  forehead: 10,
} as const;

/** Picks the named points out of a mesh in pixels, normalised to the picture's size. */
export function pickLandmarks(
  mesh: readonly (readonly (number | undefined)[])[],
  width: number,
  height: number,
): FaceLandmarks {
  const at = (index: number): FacePoint => {
    const point = mesh[index];
    return { x: (point?.[0] ?? 0) / width, y: (point?.[1] ?? 0) / height };
  };
  const eye = (indices: { outer: number; inner: number; upper: number; lower: number }) =>
    ({
      outer: at(indices.outer),
      inner: at(indices.inner),
      upper: at(indices.upper),
      lower: at(indices.lower),
    }) satisfies EyeLandmarks;
  return {
    leftEye: eye(MESH.leftEye),
    rightEye: eye(MESH.rightEye),
    noseTip: at(MESH.noseTip),
    mouthLeft: at(MESH.mouthLeft),
    mouthRight: at(MESH.mouthRight),
    upperLipTop: at(MESH.upperLipTop),
    upperLipInner: at(MESH.upperLipInner),
    lowerLipInner: at(MESH.lowerLipInner),
    lowerLipBottom: at(MESH.lowerLipBottom),
    chin: at(MESH.chin),
    jawLeft: at(MESH.jawLeft),
    jawRight: at(MESH.jawRight),
    forehead: at(MESH.forehead),
  };
}
