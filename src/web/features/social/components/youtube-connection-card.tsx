import type { ConnectionMode, SocialConnection } from '@shared/social';
import { AlertTriangle, FlaskConical, Link2, RotateCw, Unplug } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/error-messages';
import { cn } from '../../../lib/cn';
import { useConnectYouTube } from '../api/connect-youtube';
import { SOCIAL_TOASTS } from '../lib/messages';
import { DisconnectDialog } from './disconnect-dialog';
import { YouTubeMark } from './youtube-mark';

export interface YouTubeConnectionCardProps {
  /** The user's YouTube connection (from GET /api/social/connections); undefined: none. */
  connection: SocialConnection | undefined;
  /** What Connect reaches (`youtubeMode` of the same answer): live, test, or null (off). */
  youtubeMode: ConnectionMode | null;
  /** Rendered in the card's footer, before its buttons (e.g. the auto-post toggle). */
  children?: ReactNode;
  className?: string;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/**
 * The YouTube platform card of /social-connections: connect (the browser goes to the consent
 * page), the connected channel with a "Test mode" badge when it is the built-in test channel,
 * "Reconnect needed" with the reason when Google refused the stored grant, and disconnect
 * after a confirmation.
 */
export function YouTubeConnectionCard({
  connection,
  youtubeMode,
  children,
  className,
}: YouTubeConnectionCardProps) {
  const connect = useConnectYouTube();
  const [confirming, setConfirming] = useState(false);
  const needsReconnect = connection?.status === 'reconnect_needed';

  function startConnect() {
    connect.mutate(undefined, {
      // The button keeps spinning while the browser leaves for the consent page.
      onSuccess: ({ authUrl }) => window.location.assign(authUrl),
      onError: (error) => {
        const reason = errorMessage(error, SOCIAL_TOASTS.connectFailed);
        toast.error(SOCIAL_TOASTS.connectFailed, {
          ...(reason !== SOCIAL_TOASTS.connectFailed && { description: reason }),
        });
      },
    });
  }
  const connecting = connect.isPending || connect.isSuccess;

  return (
    <Card className={cn('gap-5', className)} role="region" aria-label="YouTube">
      <CardHeader className="flex-row items-start gap-4">
        <YouTubeMark className="size-11 shrink-0" />
        <div className="grid min-w-0 flex-1 gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <CardTitle>YouTube</CardTitle>
            {connection && connection.mode === 'test' && (
              <Badge variant="warning">
                <FlaskConical aria-hidden="true" />
                Test mode
              </Badge>
            )}
          </div>
          <StatusLine connection={connection} />
        </div>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {connection ? (
          <div className="grid gap-0.5">
            <p className="truncate font-medium" title={connection.accountName}>
              {connection.accountName}
            </p>
            <p className="text-xs text-muted-foreground">
              Connected {dateFormat.format(new Date(connection.connectedAt))}
              {connection.mode === 'test' && ' · videos go to a page on this server, not YouTube'}
            </p>
          </div>
        ) : (
          <p className="text-muted-foreground">
            Post your videos to your channel as Shorts, right after they are made or on a schedule.
          </p>
        )}
        {needsReconnect && (
          <div
            role="alert"
            className="flex gap-2 rounded-lg border border-warning/40 bg-warning-soft px-3 py-2.5 text-warning"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <div className="grid gap-0.5">
              <p className="font-semibold">Reconnect needed</p>
              <p>{connection.statusReason ?? 'Please reconnect your YouTube channel.'}</p>
              <p className="text-xs">Auto-post is paused until you reconnect.</p>
            </div>
          </div>
        )}
        {!connection && youtubeMode === 'test' && (
          <p className="flex gap-2 rounded-lg bg-muted px-3 py-2.5 text-xs text-muted-foreground">
            <FlaskConical className="size-4 shrink-0" aria-hidden="true" />
            Test mode: no Google keys are set on this server, so connecting opens a test channel
            whose videos stay on this machine.
          </p>
        )}
        {!connection && youtubeMode === null && (
          <p className="text-xs text-muted-foreground">YouTube is not set up on this server.</p>
        )}
      </CardContent>
      <CardFooter className="flex-wrap justify-between gap-3">
        {/* Wide enough not to be squeezed: on a phone it takes its own row above the buttons. */}
        {children && <div className="min-w-[13rem] flex-1">{children}</div>}
        <div className="ml-auto flex flex-wrap justify-end gap-2">
          {connection && (
            <Button variant="outline" onClick={() => setConfirming(true)} disabled={connecting}>
              <Unplug aria-hidden="true" />
              Disconnect
            </Button>
          )}
          {(!connection || needsReconnect) && (
            <Button onClick={startConnect} loading={connecting} disabled={youtubeMode === null}>
              {!connecting &&
                (needsReconnect ? <RotateCw aria-hidden="true" /> : <Link2 aria-hidden="true" />)}
              {needsReconnect ? 'Reconnect' : 'Connect YouTube'}
            </Button>
          )}
        </div>
      </CardFooter>
      <DisconnectDialog
        open={confirming}
        channelName={connection?.accountName ?? ''}
        onClose={() => setConfirming(false)}
      />
    </Card>
  );
}

function StatusLine({ connection }: { connection: SocialConnection | undefined }) {
  if (!connection) return <p className="text-sm text-muted-foreground">Not connected</p>;
  if (connection.status === 'reconnect_needed') {
    return <p className="text-sm font-medium text-warning">Reconnect needed</p>;
  }
  return (
    <p className="flex items-center gap-1.5 text-sm font-medium text-success">
      <span aria-hidden="true" className="size-2 rounded-full bg-success" />
      Connected
    </p>
  );
}
