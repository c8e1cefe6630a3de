import {
  imageSizeDimensions,
  type ImageJobStatus,
  type ImageSize,
  type ReferenceStatus,
} from '@shared/images';
import {
  FAILED_DISPLAY,
  GENERATING_DISPLAY,
  QUEUED_DISPLAY,
  type StatusDisplay,
} from '../../../lib/image-assets';

export const IMAGE_STATUS_DISPLAY: Record<ImageJobStatus, StatusDisplay> = {
  queued: QUEUED_DISPLAY,
  running: GENERATING_DISPLAY,
  succeeded: { label: 'Completed', tone: 'success', active: false },
  failed: FAILED_DISPLAY,
};

export const REFERENCE_STATUS_DISPLAY: Record<ReferenceStatus, StatusDisplay> = {
  not_ready: { label: 'Not ready', tone: 'secondary', active: true },
  queued: QUEUED_DISPLAY,
  in_progress: { label: 'In progress', tone: 'default', active: true },
  completed: { label: 'Completed', tone: 'success', active: false },
  failed: FAILED_DISPLAY,
};

/** "1536x1536" as people read it: "1536 × 1536". */
export const formatSize = (size: string) => size.replace('x', ' × ');

/** A size option: its dimensions and its shape, e.g. "1152 × 2048 (portrait)". */
export function sizeLabel(size: ImageSize): string {
  const { width, height } = imageSizeDimensions(size);
  const shape = width === height ? 'square' : width > height ? 'landscape' : 'portrait';
  return `${formatSize(size)} (${shape})`;
}
