/*
 * STAND-IN until the merge of branch i18-ytconnect, whose youtube-connection-card.tsx (connect,
 * reconnect, disconnect through the OAuth flow) replaces this file. Same face: it fetches what
 * it shows itself and renders `children` (the auto-post toggle) in its footer.
 */
import { POSTING_MESSAGES } from '@shared/posting';
import type { ReactNode } from 'react';
import { Badge } from '../../../components/ui/badge';
import { useSocialConnections } from '../api/get-posting-data';
import { PlatformCardFrame } from './platform-card';

export function YouTubeConnectionCard({ children }: { children?: ReactNode }) {
  const connections = useSocialConnections();
  const channel = connections.data?.connections.find((c) => c.platform === 'youtube');
  const description = connections.isError
    ? POSTING_MESSAGES.loadFailed
    : channel
      ? `Channel: ${channel.accountName}`
      : 'Connect your channel to post finished videos.';
  const badge = !channel ? (
    <Badge variant="secondary">Not connected</Badge>
  ) : channel.status === 'connected' ? (
    <Badge variant="success">Connected</Badge>
  ) : (
    <Badge variant="warning">Reconnect needed</Badge>
  );
  return (
    <PlatformCardFrame
      platform="youtube"
      description={description}
      badge={connections.isPending ? null : badge}
      testId="youtube-connection-card"
    >
      {children}
    </PlatformCardFrame>
  );
}
