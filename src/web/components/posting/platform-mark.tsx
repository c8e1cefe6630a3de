import { Building2, Camera, CirclePlay, Music2, Pin, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';

/**
 * The platforms posting knows of. The icon set has no brand logos, so each platform is a
 * coloured tile with a letter or a plain icon: recognisable, and never a trademark drawn wrong.
 */
export const PLATFORMS = {
  youtube: { name: 'YouTube', tile: 'bg-[#ff0033] text-white', icon: CirclePlay },
  facebook: { name: 'Facebook', tile: 'bg-[#1877f2] text-white', letter: 'f' },
  instagram: {
    name: 'Instagram',
    tile: 'bg-gradient-to-br from-[#f58529] via-[#dd2a7b] to-[#8134af] text-white',
    icon: Camera,
  },
  tiktok: { name: 'TikTok', tile: 'bg-ink text-white', icon: Music2 },
  twitter: { name: 'Twitter/X', tile: 'bg-ink text-white', letter: '𝕏' },
  pinterest: { name: 'Pinterest', tile: 'bg-[#e60023] text-white', icon: Pin },
  gohighlevel: { name: 'Go High Level', tile: 'bg-[#188bf6] text-white', icon: Building2 },
} as const satisfies Record<
  string,
  { name: string; tile: string; icon?: LucideIcon; letter?: string }
>;
export type PlatformKey = keyof typeof PLATFORMS;

export function PlatformMark({
  platform,
  className,
}: {
  platform: PlatformKey;
  className?: string;
}) {
  const spec: { tile: string; icon?: LucideIcon; letter?: string } = PLATFORMS[platform];
  const Icon = spec.icon;
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-10 shrink-0 place-items-center rounded-xl text-lg font-bold shadow-sm',
        spec.tile,
        className,
      )}
    >
      {Icon ? <Icon className="size-5" /> : spec.letter}
    </span>
  );
}
