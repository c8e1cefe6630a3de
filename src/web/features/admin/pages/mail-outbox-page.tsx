import type { OutboxMail } from '@shared/mail';
import { Mail, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { cn } from '../../../lib/cn';
import { useMailOutbox } from '../api/get-mail-outbox';
import { MailBody } from '../components/mail-body';
import { QueryError } from '../components/query-error';
import { formatDateTime } from '../lib/display';

const STATUS: Record<OutboxMail['status'], { label: string; variant: BadgeProps['variant'] }> = {
  stored: { label: 'Not sent (outbox only)', variant: 'secondary' },
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
          {mail.error && <Badge variant="warning">{mail.error}</Badge>}
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
 * /admin/mail: every mail the app wrote, newest first. Without SMTP nothing leaves the
 * machine, so this is where sign-in and reset links are read and passed on.
 */
export function MailOutboxPage() {
  const outbox = useMailOutbox();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const mails = outbox.data?.mails ?? [];
  const selected = mails.find((mail) => mail.id === selectedId) ?? mails[0];

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          The messages the app sent or, without SMTP, would have sent. Newest first.
        </p>
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
