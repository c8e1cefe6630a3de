import {
  GHL_FEATURE_LABELS,
  GHL_MESSAGES,
  type GhlConnection,
  type GhlFeature,
} from '@shared/gohighlevel';
import { Settings2, TriangleAlert, Workflow } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { Switch } from '../../../components/ui/switch';
import { errorMessage } from '../../../lib/error-messages';
import { useGoHighLevelFeatures } from '../api/get-gohighlevel-features';
import { useToggleGoHighLevelFeature } from '../api/toggle-gohighlevel-feature';
import { settingsSummary } from '../lib/gohighlevel-form';
import { GoHighLevelConnectDialog } from './gohighlevel-connect-dialog';
import { GoHighLevelDisconnectDialog } from './gohighlevel-disconnect-dialog';
import { GoHighLevelFeatureDialog } from './gohighlevel-feature-dialog';

/**
 * Go High Level on the social page's Connections tab (spec: a credentials dialog and a
 * feature-settings dialog; decision 037). Self-contained: it reads and changes everything through
 * /api/gohighlevel. Not connected: a Connect button. Connected: the location, its five features
 * with their switches and settings, and a way to disconnect.
 */
export function GoHighLevelCard() {
  const query = useGoHighLevelFeatures();
  const [connectOpen, setConnectOpen] = useState(false);
  const [disconnectOpen, setDisconnectOpen] = useState(false);
  const [editing, setEditing] = useState<{ feature: GhlFeature; enableOnSave: boolean } | null>(
    null,
  );

  useEffect(() => {
    if (query.isError) toast.error(GHL_MESSAGES.failedToLoadFeatureSettings, { id: 'ghl-load' });
  }, [query.isError]);

  const connection = query.data?.connection ?? null;
  return (
    <Card data-testid="ghl-card">
      <CardHeader className="gap-3">
        <div className="flex items-start justify-between gap-3">
          <span className="grid size-11 place-items-center rounded-lg bg-brand-soft text-brand">
            <Workflow className="size-5" aria-hidden="true" />
          </span>
          {query.data && <ConnectionBadge connection={connection} />}
        </div>
        <CardTitle>Go High Level</CardTitle>
        <CardDescription>
          Connect your Go High Level location: post finished videos with its social planner and send
          signed events to a webhook.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {query.isPending ? (
          <div className="grid gap-2" aria-busy="true">
            <Skeleton className="h-10" />
            <Skeleton className="h-10" />
          </div>
        ) : query.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm">
            <span className="text-destructive">{GHL_MESSAGES.failedToLoadFeatureSettings}.</span>
            <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </div>
        ) : !connection ? (
          <Button
            className="justify-self-start"
            onClick={() => setConnectOpen(true)}
            data-testid="ghl-connect"
          >
            Connect Go High Level
          </Button>
        ) : (
          <>
            <p className="text-sm">
              Connected to <span className="font-semibold">{connection.locationName}</span>
              <span className="text-muted-foreground"> · {connection.locationId}</span>
            </p>
            {connection.status === 'reconnect_needed' && (
              <div className="flex flex-wrap items-center gap-3 rounded-md bg-warning-soft p-3 text-sm text-warning">
                <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                <span className="min-w-0 flex-1">{connection.statusReason}</span>
                <Button size="sm" variant="outline" onClick={() => setConnectOpen(true)}>
                  Reconnect
                </Button>
              </div>
            )}
            <ul className="grid divide-y divide-border rounded-lg border border-border">
              {query.data.features.map((feature) => (
                <FeatureRow
                  key={feature.featureType}
                  feature={feature}
                  onEdit={(enableOnSave) => setEditing({ feature, enableOnSave })}
                />
              ))}
            </ul>
            <Button
              variant="ghost"
              size="sm"
              className="justify-self-start text-destructive hover:text-destructive"
              onClick={() => setDisconnectOpen(true)}
              data-testid="ghl-disconnect"
            >
              Disconnect
            </Button>
          </>
        )}
      </CardContent>
      <GoHighLevelConnectDialog
        open={connectOpen}
        onOpenChange={setConnectOpen}
        locationId={connection?.locationId ?? ''}
      />
      <GoHighLevelDisconnectDialog
        open={disconnectOpen}
        onOpenChange={setDisconnectOpen}
        locationName={connection?.locationName ?? ''}
      />
      <GoHighLevelFeatureDialog
        feature={editing?.feature ?? null}
        enableOnSave={editing?.enableOnSave ?? false}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}

function ConnectionBadge({ connection }: { connection: GhlConnection | null }) {
  if (!connection) return <Badge variant="secondary">Not connected</Badge>;
  if (connection.status === 'reconnect_needed') {
    return <Badge variant="warning">Reconnect needed</Badge>;
  }
  return <Badge variant="success">Connected</Badge>;
}

function FeatureRow({
  feature,
  onEdit,
}: {
  feature: GhlFeature;
  onEdit: (enableOnSave: boolean) => void;
}) {
  const toggle = useToggleGoHighLevelFeature();
  const { title, description } = GHL_FEATURE_LABELS[feature.featureType];

  function flip(enabled: boolean) {
    // Nothing saved yet: turning it on starts with its settings, and saving turns it on.
    if (enabled && !feature.settings) return onEdit(true);
    toggle.mutate(
      { featureType: feature.featureType, enabled },
      { onError: (error) => toast.error(errorMessage(error, GHL_MESSAGES.failedToUpdateFeature)) },
    );
  }

  return (
    <li
      data-testid={`ghl-feature-${feature.featureType}`}
      className="flex flex-wrap items-center gap-x-3 gap-y-2 p-3"
    >
      <div className="grid min-w-0 flex-1 basis-48 gap-0.5">
        <p className="text-sm font-medium">{title}</p>
        <p className="text-xs text-muted-foreground">{description}</p>
        <p className="truncate text-xs text-muted-foreground">{settingsSummary(feature)}</p>
      </div>
      <div className="ml-auto flex items-center gap-2">
        <Button
          size="sm"
          variant="outline"
          onClick={() => onEdit(false)}
          aria-label={`${title} settings`}
          data-testid={`ghl-feature-settings-${feature.featureType}`}
        >
          <Settings2 aria-hidden="true" />
          Settings
        </Button>
        <Switch
          checked={feature.enabled}
          onCheckedChange={flip}
          disabled={toggle.isPending}
          aria-label={title}
          data-testid={`ghl-feature-switch-${feature.featureType}`}
        />
      </div>
    </li>
  );
}
