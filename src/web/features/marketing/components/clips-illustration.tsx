import { Play } from 'lucide-react';
import { cn } from '../../../lib/cn';

// Literal class names so Tailwind sees them when it scans the source.
const BAR_HEIGHTS = ['h-3', 'h-5', 'h-8', 'h-6', 'h-10', 'h-7', 'h-4', 'h-9', 'h-6', 'h-3'];
const BAR_DELAYS = [
  '[animation-delay:0ms]',
  '[animation-delay:-300ms]',
  '[animation-delay:-600ms]',
  '[animation-delay:-900ms]',
  '[animation-delay:-1200ms]',
];
const WAVE_BARS = Array.from({ length: 28 }, (_, index) => ({
  height: BAR_HEIGHTS[(index * 7) % BAR_HEIGHTS.length],
  delay: BAR_DELAYS[index % BAR_DELAYS.length],
}));

function VerticalFrame({ featured = false }: { featured?: boolean }) {
  return (
    <div
      className={cn(
        'relative flex aspect-[9/16] flex-col justify-end overflow-hidden rounded-2xl border border-ink/10 p-3 shadow-lifted',
        featured
          ? 'w-32 bg-gradient-to-b from-ink to-[#2b1a66] sm:w-44'
          : 'w-24 bg-gradient-to-b from-ink/85 to-ink sm:w-36',
      )}
    >
      <span className="absolute inset-0 m-auto grid size-9 place-items-center rounded-full bg-white/15 sm:size-11">
        <Play className="size-4 translate-x-px fill-white text-white sm:size-5" />
      </span>
      <span className="h-1.5 w-4/5 rounded-full bg-white/70" />
      <span className="mt-1.5 h-1.5 w-3/5 rounded-full bg-white/40" />
    </div>
  );
}

/** Decoration only: an audio waveform turning into vertical clips. */
export function ClipsIllustration({ className }: { className?: string }) {
  return (
    <div aria-hidden="true" className={cn('flex w-full flex-col items-center', className)}>
      <div className="flex h-10 items-center gap-1">
        {WAVE_BARS.map((bar, index) => (
          <span
            key={index}
            className={cn(
              'w-1 origin-center animate-wave rounded-full bg-brand/70',
              bar.height,
              bar.delay,
            )}
          />
        ))}
      </div>
      <div className="mt-8 flex items-end justify-center gap-3 sm:gap-5">
        <VerticalFrame />
        <VerticalFrame featured />
        <VerticalFrame />
      </div>
    </div>
  );
}
