import { BILLING_MESSAGES } from '@shared/plans';
import { ExternalLink } from 'lucide-react';

/**
 * The spec's blocked-popup message with the link to follow by hand (a click on a link is a
 * user gesture, so the browser lets that tab open); the page also goes there after 2 s.
 */
export function PopupBlockedNotice({ url }: { url: string }) {
  return (
    <div
      role="alert"
      className="grid gap-2 rounded-lg border border-warning/40 bg-warning-soft px-4 py-3 text-sm"
    >
      <p className="font-medium text-foreground">{BILLING_MESSAGES.popupBlocked}</p>
      <a
        href={url}
        target="_blank"
        rel="noopener"
        className="inline-flex items-center gap-1.5 justify-self-start font-semibold text-brand underline-offset-4 hover:underline"
      >
        Open checkout
        <ExternalLink className="size-3.5" aria-hidden="true" />
      </a>
    </div>
  );
}
