import { MAIL_DROP_HINT, type OutboxMail } from '@shared/mail';
import { EyeOff, Mail, RefreshCw, Send } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useMailOutbox } from '../api/get-mail-outbox';
import { useResendOutboxMail } from '../api/resend-outbox-mail';
import { MailBody } from '../components/mail-body';
import { QueryError } from '../components/query-error';
import { formatDateTime } from '../lib/display';

const STATUS: Record<OutboxMail['status'], { label: string; variant: BadgeProps['variant'] }> = {
  stored: { label: 'In the mail drop (no SMTP)', variant: 'secondary' },
  sent: { label: 'Sent', variant: 'success' },
  failed: { label: 'Failed', variant: 'warning' },
};

function MailListItem({
  mail,
  selected,
  onSelect,
}: {
  mail: OutboxMail;
  selected: boolean;
  onSelect: () => void;
}) {
  return (
    <li>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        data-testid="outbox-mail"
        className={cn(
          'grid w-full gap-0.5 rounded-lg px-4 py-3 text-left transition-colors',
          'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring',
          selected ? 'bg-brand-soft' : 'hover:bg-muted',
        )}
      >
        <span className="truncate font-medium">{mail.subject}</span>
        <span className="truncate text-sm text-muted-foreground">To {mail.to}</span>
        <time dateTime={mail.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(mail.createdAt)}
        </time>
      </button>
    </li>
  );
}

/**
 * "Send again": for a mail whose link is hidden, a fresh link goes to the recipient (never to
 * this page); any other mail is sent again as it was.
 */
function SendAgainButton({ mail }: { mail: OutboxMail }) {
  const resend = useResendOutboxMail();
  async function send() {
    try {
      const result = await resend.mutateAsync(mail.id);
      toast.success(result.sent === 'fresh-link' ? 'Fresh link sent' : 'Sent again', {
        description: result.message,
      });
    } catch (error) {
      toast.error('Could not send it again', {
        description: error instanceof Error ? error.message : undefined,
      });
    }
  }
  return (
    <Button variant="outline" size="sm" loading={resend.isPending} onClick={() => void send()}>
      <Send aria-hidden="true" />
      Send again
    </Button>
  );
}

function MailReader({ mail }: { mail: OutboxMail }) {
  const status = STATUS[mail.status];
  return (
    <Card role="region" aria-label="Message" className="gap-4">
      <CardHeader className="gap-3">
        <CardTitle className="break-words">{mail.subject}</CardTitle>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="text-muted-foreground">To</dt>
          <dd className="break-all">{mail.to}</dd>
          <dt className="text-muted-foreground">Date</dt>
          <dd>
            <time dateTime={mail.createdAt}>{formatDateTime(mail.createdAt)}</time>
          </dd>
          <dt className="text-muted-foreground">Kind</dt>
          <dd>{mail.kind}</dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Badge variant={status.variant}>{status.label}</Badge>
          {mail.linkHidden && (
            <Badge variant="secondary">
              <EyeOff aria-hidden="true" />
              Link sent, hidden
            </Badge>
          )}
          {mail.error && <Badge variant="warning">{mail.error}</Badge>}
        </div>
        {mail.linkHidden && (
          <p className="text-sm text-muted-foreground">
            The link in this mail signs its recipient in, so only they get it. &ldquo;Send
            again&rdquo; mails them a fresh one.
          </p>
        )}
        <div>
          <SendAgainButton mail={mail} />
        </div>
      </CardHeader>
      <CardContent>
        <div className="rounded-lg border border-border bg-muted/40 p-4">
          <MailBody text={mail.text} />
        </div>
      </CardContent>
    </Card>
  );
}

/**
 * /admin/mail: every mail the app wrote, newest first, links that sign in hidden (decision
 * 048). Without SMTP the whole mails are files on the server (the mail drop), which the page
 * says; a mail can be sent again from here.
 */
export function MailOutboxPage() {
  const outbox = useMailOutbox();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mails = outbox.data?.mails ?? [];
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="grid gap-1 text-sm text-muted-foreground">
          <p>
            The messages the app sent, newest first. Links that sign someone in are hidden here:
            only the recipient gets them.
          </p>
          <p data-testid="mail-drop-hint">{MAIL_DROP_HINT}</p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => void outbox.refetch()}
          loading={outbox.isRefetching}
        >
          <RefreshCw aria-hidden="true" />
          Refresh
        </Button>
      </div>
      {outbox.isPending && <Skeleton className="h-64 w-full" />}
      {outbox.isError && (
        <QueryError message={outbox.error.message} onRetry={() => void outbox.refetch()} />
      )}
      {outbox.isSuccess && mails.length === 0 && (
        <div className="grid place-items-center gap-2 rounded-xl border border-dashed border-border p-12 text-center text-sm text-muted-foreground">
          <Mail className="size-6" aria-hidden="true" />
          No mail yet.
        </div>
      )}
      {selected && (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <Card className="py-2">
            <ul className="grid gap-1 p-2" aria-label="Messages">
              {mails.map((mail) => (
                <MailListItem
                  key={mail.id}
                  mail={mail}
                  selected={mail.id === selected.id}
                  onSelect={() => setSelectedId(mail.id)}
                />
              ))}
            </ul>
          </Card>
          <MailReader mail={selected} />
        </div>
      )}
    </div>
  );
}
