import { formatFileSize } from '../../../lib/photos';

interface ProgressBarProps {
  /** 0-100. */
  percent: number;
  label: string;
  detail?: string;
}

/** A labelled progress bar, announced to assistive technology as one. */
export function ProgressBar({ percent, label, detail }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="grid gap-1.5">
      <div className="flex justify-between gap-2 text-sm">
        <span>{label}</span>
        <span className="text-muted-foreground tabular-nums">{detail ?? `${value}%`}</span>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 overflow-hidden rounded-full bg-muted"
      >
        <div className="h-full bg-brand transition-[width]" style={{ width: `${value}%` }} />
      </div>
    </div>
  );
}

/** The upload's bytes sent of the whole. */
export function UploadProgressBar({ sent }: { sent: { sentBytes: number; totalBytes: number } }) {
  const percent = sent.totalBytes > 0 ? (100 * sent.sentBytes) / sent.totalBytes : 0;
  return (
    <ProgressBar
      percent={percent}
      label="Uploading"
      detail={`${formatFileSize(sent.sentBytes)} of ${formatFileSize(sent.totalBytes)}`}
    />
  );
}
