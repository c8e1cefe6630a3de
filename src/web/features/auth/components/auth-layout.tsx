import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/brand-mark';

/** The frame of /auth and /reset-password: a soft backdrop, the brand and one centred card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  return (
    <div className="relative isolate flex min-h-dvh flex-col items-center px-4 py-8 sm:py-14">
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(55%_60%_at_50%_0%,var(--color-brand-soft),transparent)]"
      />
      <header className="flex w-full max-w-md items-center justify-center">
        <BrandMark className="text-lg" />
      </header>
      <main
        id="main"
        className="mt-8 w-full max-w-md rounded-2xl border border-border bg-surface px-6 py-8 shadow-lifted sm:mt-10 sm:px-10 sm:py-10"
      >
        {children}
      </main>
      <Link
        to="/"
        className="mt-8 inline-flex items-center gap-1.5 rounded-md text-sm text-muted-foreground transition-colors hover:text-foreground"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to home
      </Link>
    </div>
  );
}

/** The card's heading block. */
export function AuthHeading({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className="text-center">
      <h1 className="font-display text-2xl font-bold tracking-tight text-ink sm:text-[1.75rem]">
        {title}
      </h1>
      <p className="mt-2 text-sm text-muted-foreground">{subtitle}</p>
    </div>
  );
}
