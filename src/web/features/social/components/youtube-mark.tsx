import { cn } from '../../../lib/cn';

/** YouTube's play button mark, drawn here (lucide has no brand icons). */
export function YouTubeMark({ className }: { className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn('grid place-items-center rounded-xl bg-[#ff0033]/10', className)}
    >
      <svg viewBox="0 0 28 20" className="w-3/5">
        <rect width="28" height="20" rx="5.5" fill="#ff0033" />
        <path d="M11.2 5.7v8.6l7.4-4.3z" fill="#fff" />
      </svg>
    </span>
  );
}
