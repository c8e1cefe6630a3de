import { POSTING_MESSAGES } from '@shared/posting';
import type { ReactNode } from 'react';
import { toast } from 'sonner';
import {
  PLATFORMS,
  PlatformMark,
  type PlatformKey,
} from '../../../components/posting/platform-mark';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';

/** A platform card's frame: its mark, name, a line about it, a badge and a footer. */
export function PlatformCardFrame({
  platform,
  description,
  badge,
  children,
  testId,
}: {
  platform: PlatformKey;
  description: ReactNode;
  badge?: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <article
      className="flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 shadow-card"
      data-testid={testId ?? `platform-${platform}`}
    >
      <div className="flex items-start gap-3">
        <PlatformMark platform={platform} />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold">{PLATFORMS[platform].name}</h3>
            {badge}
          </div>
          <div className="text-sm text-muted-foreground">{description}</div>
        </div>
      </div>
      {children && <div className="mt-auto grid gap-3">{children}</div>}
    </article>
  );
}

/** A platform posting does not reach yet: "Connect" says so ("Facebook coming soon!"). */
export function ComingSoonCard({ platform }: { platform: PlatformKey }) {
  const name = PLATFORMS[platform].name;
  return (
    <PlatformCardFrame
      platform={platform}
      description={`Post your clips to ${name} from here.`}
      badge={<Badge variant="secondary">Coming soon</Badge>}
    >
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => toast.info(POSTING_MESSAGES.comingSoon(name))}
        data-testid={`connect-${platform}`}
      >
        Connect
      </Button>
    </PlatformCardFrame>
  );
}
