import { useEffect } from 'react';
import { toast } from 'sonner';
import { useSocialConnections } from '../api/get-connections';
import { SOCIAL_TOASTS } from '../lib/messages';
import { AutoPostToggle } from './auto-post-toggle';
import { YouTubeConnectionCard } from './youtube-connection-card';

/**
 * The YouTube card as both social pages show it: the user's connection (read here), and the
 * auto-post toggle once a channel is connected (spec: each connected platform has one).
 */
export function YouTubePlatformCard() {
  const connections = useSocialConnections();
  const youtube = connections.data?.connections.find((item) => item.platform === 'youtube');

  useEffect(() => {
    if (connections.isError) toast.error(SOCIAL_TOASTS.loadFailed, { id: 'connections-load' });
  }, [connections.isError]);

  return (
    <YouTubeConnectionCard connection={youtube} youtubeMode={connections.data?.youtubeMode ?? null}>
      {youtube && <AutoPostToggle platform="youtube" />}
    </YouTubeConnectionCard>
  );
}
