import { GHL_MESSAGES } from '@shared/gohighlevel';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { PasswordInput } from '../../../components/ui/password-input';
import { errorMessage } from '../../../lib/error-messages';
import { useConnectGoHighLevel } from '../api/connect-gohighlevel';
import { checkConnect } from '../lib/gohighlevel-form';

interface GoHighLevelConnectDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Shown filled in when reconnecting. */
  locationId?: string;
}

/**
 * The spec's credentials dialog: a private integration token (a password field, never shown
 * back) and the location's id. Both are required before anything is sent; the server checks
 * the key with Go High Level and says why when it refuses ('Failed to connect: …').
 */
export function GoHighLevelConnectDialog({
  open,
  onOpenChange,
  locationId: savedLocationId = '',
}: GoHighLevelConnectDialogProps) {
  const [apiKey, setApiKey] = useState('');
  const [locationId, setLocationId] = useState(savedLocationId);
  const connect = useConnectGoHighLevel();
  const keyId = useId();
  const locationFieldId = useId();
  const hintId = useId();

  function close(next: boolean) {
    if (connect.isPending) return;
    if (!next) setApiKey('');
    onOpenChange(next);
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (connect.isPending) return;
    const checked = checkConnect(apiKey, locationId);
    if (!checked.ok) return void toast.error(checked.message);
    connect.mutate(checked.body, {
      onSuccess: ({ locationName }) => {
        toast.success(GHL_MESSAGES.connected(locationName));
        setApiKey('');
        onOpenChange(false);
      },
      onError: (error) => toast.error(errorMessage(error, GHL_MESSAGES.failedToConnect)),
    });
  }

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Connect Go High Level</DialogTitle>
          <DialogDescription>
            Create a Private Integration in your sub-account (Settings → Private Integrations) with
            the locations, calendars, opportunities and social planner scopes, then paste its token
            and your Location ID.
          </DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor={keyId}>API Key</Label>
            <PasswordInput
              id={keyId}
              name="ghl-api-key"
              autoComplete="off"
              aria-required="true"
              aria-describedby={hintId}
              value={apiKey}
              onChange={(event) => setApiKey(event.target.value)}
              disabled={connect.isPending}
              data-testid="ghl-api-key"
            />
            <p id={hintId} className="text-xs text-muted-foreground">
              Stored encrypted and never shown again.
            </p>
          </div>
          <div className="grid gap-2">
            <Label htmlFor={locationFieldId}>Location ID</Label>
            <Input
              id={locationFieldId}
              name="ghl-location-id"
              autoComplete="off"
              aria-required="true"
              value={locationId}
              onChange={(event) => setLocationId(event.target.value)}
              disabled={connect.isPending}
              data-testid="ghl-location-id"
            />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => close(false)} disabled={connect.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={connect.isPending} data-testid="ghl-connect-submit">
              {connect.isPending ? 'Connecting…' : 'Connect'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
