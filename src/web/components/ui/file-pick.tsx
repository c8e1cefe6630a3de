import type { UploadKind } from '@shared/upload-formats';
import { X, type LucideIcon } from 'lucide-react';
import type { ChangeEvent, ComponentProps } from 'react';
import { toast } from 'sonner';
import { cn } from '../../lib/cn';
import { keepFilesOfKind } from '../../lib/picked-files';
import { buttonVariants } from './button';

interface FilePickButtonProps {
  /** The input's accessible name; also the visible text unless `text` is given. */
  label: string;
  text?: string;
  accept: string;
  /** What the files must be, by content: any other is refused with a toast, never passed on. */
  kind: UploadKind;
  multiple?: boolean;
  icon: LucideIcon;
  onFiles: (files: File[]) => void;
}

/**
 * A file input dressed as a button. The real input stays in the page (visually hidden), so it
 * is reachable by keyboard and named by its label; the focus ring shows on the button around it.
 */
export function FilePickButton({
  label,
  text,
  accept,
  kind,
  multiple,
  icon: Icon,
  onFiles,
}: FilePickButtonProps) {
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])];
    // Cleared so that choosing the same file again (after removing it) still fires a change.
    event.target.value = '';
    if (files.length === 0) return;
    // `accept` is only a hint to the file dialog: the first bytes decide, before any cost.
    void keepFilesOfKind(files, kind).then(({ kept, refused }) => {
      refused.forEach((message) => toast.error(message));
      if (kept.length > 0) onFiles(kept);
    });
  };
  return (
    <label
      className={cn(
        buttonVariants({ variant: 'outline', size: 'sm' }),
        'cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring',
      )}
    >
      <input
        type="file"
        accept={accept}
        multiple={multiple}
        onChange={handleChange}
        className="sr-only"
        aria-label={label}
      />
      <Icon aria-hidden="true" />
      {text ?? label}
    </label>
  );
}

export function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="grid size-6 shrink-0 place-items-center rounded-full text-muted-foreground transition-colors hover:bg-muted hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
    >
      <X className="size-3.5" aria-hidden="true" />
    </button>
  );
}

/** A chosen input, named, with its remove button. */
export function Chip({ className, ...props }: ComponentProps<'span'>) {
  return (
    <span
      className={cn(
        'inline-flex h-8 max-w-full min-w-0 items-center gap-2 rounded-md border border-border bg-background py-1 pr-1 pl-2 text-xs',
        className,
      )}
      {...props}
    />
  );
}
