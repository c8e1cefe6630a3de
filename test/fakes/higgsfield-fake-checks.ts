import { isRecord } from './fake-http.js';

/**
 * The request bodies the Higgsfield fake accepts (shared/docs/vendors.md section 3): each
 * check returns the breach, worded like FastAPI's `loc: msg`, or undefined.
 */

export const FAKE_SOUL_STYLES = [
  {
    id: '1cb4b936-77bf-4f9a-9039-f3d349a4cdbe',
    name: 'Oil Painting',
    description: 'Classical oil painting style',
    preview_url: 'https://cdn.example/oil.webp',
  },
  { id: '464ea177-8d40-4940-8d9d-b438bab269c7', name: 'Realistic', preview_url: null },
];

const ASPECT_RATIOS = ['9:16', '16:9', '4:3', '3:4', '1:1', '2:3', '3:2'];

/** The Soul input of the current API: the input itself as the body, documented names only. */
export function checkSoulInput(
  json: unknown,
  isCompletedReference: (id: string) => boolean,
): string | undefined {
  if (!isRecord(json)) return 'body: not a JSON object';
  if ('params' in json) return 'params: the current API takes the input itself, not {params}';
  if (typeof json.prompt !== 'string' || !json.prompt.trim()) return 'prompt: required';
  if (!ASPECT_RATIOS.includes(String(json.aspect_ratio))) return 'aspect_ratio: not allowed';
  if (!['720p', '1080p'].includes(String(json.resolution))) return 'resolution: not allowed';
  const { seed, batch_size: batchSize, style_id: styleId } = json;
  if (!(Number.isInteger(seed) && Number(seed) >= 1 && Number(seed) <= 1_000_000)) {
    return 'seed: must be an integer from 1 to 1000000';
  }
  if (batchSize !== 1 && batchSize !== 4) return 'batch_size: must be 1 or 4';
  if (typeof json.enhance_prompt !== 'boolean') return 'enhance_prompt: must be a boolean';
  if (styleId !== undefined && !FAKE_SOUL_STYLES.some((style) => style.id === styleId)) {
    return 'style_id: unknown style';
  }
  const referenceId = json.custom_reference_id;
  if (referenceId !== undefined && !isCompletedReference(String(referenceId))) {
    return 'custom_reference_id: not a completed custom reference';
  }
  return undefined;
}

/** `POST /v1/custom-references`: a name, 1 to 100 uploaded images, a model version. */
export function checkReferenceInput(
  json: unknown,
  isUploaded: (url: string) => boolean,
): string | undefined {
  if (!isRecord(json)) return 'body: not a JSON object';
  const { name, input_images: images, model_version: modelVersion } = json;
  if (typeof name !== 'string' || !name || name.length > 100) return 'name: 1 to 100 characters';
  if (!Array.isArray(images) || images.length < 1 || images.length > 100) {
    return 'input_images: 1 to 100 images';
  }
  for (const image of images) {
    if (!isRecord(image) || image.type !== 'image_url') {
      return 'input_images: items must be {type: "image_url", image_url}';
    }
    if (!isUploaded(String(image.image_url))) {
      return 'input_images: image_url is not an uploaded file';
    }
  }
  if (!['v1', 'v2', 'cinema'].includes(String(modelVersion))) {
    return 'model_version: must be v1, v2 or cinema';
  }
  return undefined;
}
