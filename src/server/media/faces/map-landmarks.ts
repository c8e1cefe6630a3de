import type { FaceLandmarks, FacePoint } from './types.js';

/** The same landmarks with every point moved by `map` (to another picture's pixels). */
export function mapLandmarks(face: FaceLandmarks, map: (p: FacePoint) => FacePoint): FaceLandmarks {
  const eye = (e: FaceLandmarks['leftEye']) => ({
    outer: map(e.outer),
    inner: map(e.inner),
    upper: map(e.upper),
    lower: map(e.lower),
  });
  return {
    leftEye: eye(face.leftEye),
    rightEye: eye(face.rightEye),
    noseTip: map(face.noseTip),
    mouthLeft: map(face.mouthLeft),
    mouthRight: map(face.mouthRight),
    upperLipTop: map(face.upperLipTop),
    upperLipInner: map(face.upperLipInner),
    lowerLipInner: map(face.lowerLipInner),
    lowerLipBottom: map(face.lowerLipBottom),
    chin: map(face.chin),
    jawLeft: map(face.jawLeft),
    jawRight: map(face.jawRight),
    forehead: map(face.forehead),
  };
}
