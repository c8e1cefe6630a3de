import type { ImagePromptCheck } from '@shared/images';
import { TriangleAlert } from 'lucide-react';
import { useId } from 'react';
import { Label } from '../../../components/ui/label';

interface PromptReachNoticeProps {
  check: ImagePromptCheck | null;
  confirmed: boolean;
  onConfirm: (confirmed: boolean) => void;
}

const PAINTS_AS: Partial<Record<ImagePromptCheck['paints'], string>> = {
  person: 'The built-in engine paints this as a head-and-shoulders portrait.',
  lettering: 'The built-in engine sets this as lettering: a logo or a title card.',
};

/**
 * What the image engine will make of the prompt, before paying: how the built-in painter reads
 * it, and, when the prompt names something it cannot draw, what it can draw and a box to tick
 * to have the rest painted anyway (decision 061).
 */
export function PromptReachNotice({ check, confirmed, onConfirm }: PromptReachNoticeProps) {
  const confirmId = useId();
  if (!check) return null;
  if (!check.message) {
    const hint = PAINTS_AS[check.paints];
    return hint ? (
      <p data-testid="image-prompt-reach" className="text-xs text-muted-foreground">
        {hint}
      </p>
    ) : null;
  }
  return (
    <div
      data-testid="image-prompt-reach"
      role="status"
      className="grid gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm"
    >
      <p className="flex items-start gap-2 font-medium text-foreground">
        <TriangleAlert className="mt-0.5 size-4 shrink-0 text-warning" aria-hidden="true" />
        {check.message}
      </p>
      <div className="text-muted-foreground">
        It can draw:
        <ul className="mt-1 list-disc pl-5">
          {check.canDraw.map((subject) => (
            <li key={subject}>{subject}</li>
          ))}
        </ul>
      </div>
      {check.needsConfirmation && (
        <div className="flex items-start gap-2.5">
          <input
            id={confirmId}
            type="checkbox"
            checked={confirmed}
            onChange={(event) => onConfirm(event.target.checked)}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <Label htmlFor={confirmId} className="leading-snug">
            Paint what it can anyway ({check.cost} credits)
          </Label>
        </div>
      )}
    </div>
  );
}
