import { MailCheck } from 'lucide-react';
import type { ReactNode } from 'react';

/** "Check your email": what was sent (`message`), then the way back (`children`). */
export function CheckEmail({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="grid gap-6 text-center">
      <span className="mx-auto grid size-12 place-items-center rounded-full bg-brand-soft text-brand">
        <MailCheck className="size-6" aria-hidden="true" />
      </span>
      <div>
        <h1 className="font-display text-2xl font-bold tracking-tight text-ink">
          Check your email
        </h1>
        <p role="status" className="mt-2 text-sm text-muted-foreground">
          {message}
        </p>
      </div>
      {children}
    </div>
  );
}
