import { POSTING_MESSAGES, type PostingPlatform } from '@shared/posting';
import { useId } from 'react';
import { toast } from 'sonner';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useAutoPostSettings, useUpdateAutoPost } from '../api/auto-post-settings';
import { useSocialConnections } from '../api/get-posting-data';

const PRIVACY = { public: 'Public', unlisted: 'Unlisted', private: 'Private' } as const;

/**
 * Auto-post for one platform: on, every clip that finishes is posted with the saved defaults.
 * Usable once the platform is connected; says why when it is paused.
 */
export function AutoPostToggle({ platform }: { platform: PostingPlatform }) {
  const id = useId();
  const settings = useAutoPostSettings();
  const update = useUpdateAutoPost();
  const connections = useSocialConnections();
  const setting = settings.data?.settings.find((s) => s.platform === platform);
  const connected = connections.data?.connections.some(
    (c) => c.platform === platform && c.status === 'connected',
  );
  const enabled = update.isPending
    ? (update.variables?.enabled ?? false)
    : (setting?.enabled ?? false);

  function toggle(next: boolean) {
    update.mutate(
      { platform, enabled: next },
      { onError: () => toast.error(POSTING_MESSAGES.autoPostFailed) },
    );
  }

  return (
    <div
      className="grid gap-2 rounded-lg border border-border bg-muted/40 p-3"
      data-testid={`auto-post-${platform}`}
    >
      <div className="flex items-center justify-between gap-3">
        <Label htmlFor={id}>Auto-post new videos</Label>
        <Switch
          id={id}
          checked={enabled}
          disabled={!setting || !connected || update.isPending}
          onCheckedChange={toggle}
          data-testid={`auto-post-toggle-${platform}`}
        />
      </div>
      <p className="text-xs text-muted-foreground">
        {connected
          ? setting
            ? `As “${setting.defaultTitle}”, ${PRIVACY[setting.privacy].toLowerCase()}, when a video finishes.`
            : 'Loading…'
          : 'Connect the channel to turn on auto-post.'}
      </p>
      {setting?.enabled && setting.pausedReason && (
        <p className="text-xs text-warning" data-testid="auto-post-paused">
          {setting.pausedReason}
        </p>
      )}
    </div>
  );
}
