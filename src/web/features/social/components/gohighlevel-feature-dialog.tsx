import { GHL_FEATURE_LABELS, GHL_MESSAGES, type GhlFeature } from '@shared/gohighlevel';
import { Copy, KeyRound } from 'lucide-react';
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
import { errorMessage } from '../../../lib/error-messages';
import { useSaveGoHighLevelFeature } from '../api/save-gohighlevel-feature';
import {
  FEATURE_FIELDS,
  checkFeatureSettings,
  initialValues,
  type FieldSpec,
  type FieldValues,
} from '../lib/gohighlevel-form';
import { GoHighLevelDeliveryLog } from './gohighlevel-delivery-log';

interface GoHighLevelFeatureDialogProps {
  /** The feature to set up; null closes the dialog. */
  feature: GhlFeature | null;
  /** Opened by switching the feature on: saving also turns it on. */
  enableOnSave: boolean;
  onClose: () => void;
}

/**
 * The spec's feature-settings dialog: the fields of the feature's type, checked with the rules
 * the server saves with ('Settings saved', or 'Failed to save settings' with the reason). The
 * webhook's signing secret is shown here once, right after the save that made it; the webhook
 * and the social planner show their delivery log.
 */
export function GoHighLevelFeatureDialog({
  feature,
  enableOnSave,
  onClose,
}: GoHighLevelFeatureDialogProps) {
  const [busy, setBusy] = useState(false);
  return (
    <Dialog open={feature !== null} onOpenChange={(open) => !open && !busy && onClose()}>
      {feature && (
        <DialogContent className="max-w-lg">
          <DialogHeader>
            <DialogTitle>{GHL_FEATURE_LABELS[feature.featureType].title} settings</DialogTitle>
            <DialogDescription>
              {GHL_FEATURE_LABELS[feature.featureType].description}.
            </DialogDescription>
          </DialogHeader>
          <FeatureForm
            key={feature.featureType}
            feature={feature}
            enableOnSave={enableOnSave}
            onBusy={setBusy}
            onClose={onClose}
          />
          {feature.featureType === 'webhook' && <GoHighLevelDeliveryLog kind="webhook" open />}
          {feature.featureType === 'social_planner' && (
            <GoHighLevelDeliveryLog kind="social_post" open />
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}

function FeatureForm({
  feature,
  enableOnSave,
  onBusy,
  onClose,
}: {
  feature: GhlFeature;
  enableOnSave: boolean;
  onBusy: (busy: boolean) => void;
  onClose: () => void;
}) {
  const [values, setValues] = useState<FieldValues>(() => initialValues(feature));
  const [rotateSecret, setRotateSecret] = useState(false);
  const [signingSecret, setSigningSecret] = useState<string | null>(null);
  const save = useSaveGoHighLevelFeature();
  const rotateId = useId();
  const isWebhook = feature.featureType === 'webhook';

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (save.isPending) return;
    const checked = checkFeatureSettings(feature.featureType, values);
    if (!checked.ok) return void toast.error(checked.message);
    onBusy(true);
    save.mutate(
      {
        featureType: feature.featureType,
        settings: checked.body,
        ...(enableOnSave && { enabled: true }),
        ...(isWebhook && rotateSecret && { rotateSecret: true }),
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message);
          setRotateSecret(false);
          // The one time the secret is sent: stay open until it is copied.
          if (answer.signingSecret) setSigningSecret(answer.signingSecret);
          else onClose();
        },
        onError: (error) => toast.error(errorMessage(error, GHL_MESSAGES.failedToSaveSettings)),
        onSettled: () => onBusy(false),
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      {FEATURE_FIELDS[feature.featureType].map((field) => (
        <SettingField
          key={field.name}
          field={field}
          value={values[field.name] ?? ''}
          disabled={save.isPending}
          onChange={(value) => setValues((current) => ({ ...current, [field.name]: value }))}
        />
      ))}
      {isWebhook && signingSecret && <SecretOnce secret={signingSecret} />}
      {isWebhook && feature.hasSigningSecret && !signingSecret && (
        <div className="flex items-start gap-2 text-sm">
          <input
            id={rotateId}
            type="checkbox"
            className="mt-0.5 size-4 accent-brand"
            checked={rotateSecret}
            onChange={(event) => setRotateSecret(event.target.checked)}
            disabled={save.isPending}
          />
          <Label htmlFor={rotateId} className="leading-snug font-normal">
            Replace the signing secret when saving (the old one stops working at once)
          </Label>
        </div>
      )}
      <DialogFooter>
        <Button variant="outline" onClick={onClose} disabled={save.isPending}>
          {signingSecret ? 'Done' : 'Cancel'}
        </Button>
        <Button type="submit" loading={save.isPending} data-testid="ghl-settings-save">
          {save.isPending ? 'Saving…' : 'Save settings'}
        </Button>
      </DialogFooter>
    </form>
  );
}

function SettingField({
  field,
  value,
  disabled,
  onChange,
}: {
  field: FieldSpec;
  value: string;
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const hintId = useId();
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>
        {field.label}
        {!field.required && <span className="font-normal text-muted-foreground"> (optional)</span>}
      </Label>
      <Input
        id={id}
        name={field.name}
        autoComplete="off"
        placeholder={field.placeholder}
        inputMode={field.inputMode}
        aria-required={field.required || undefined}
        aria-describedby={field.hint ? hintId : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        data-testid={`ghl-field-${field.name}`}
      />
      {field.hint && (
        <p id={hintId} className="text-xs text-muted-foreground">
          {field.hint}
        </p>
      )}
    </div>
  );
}

/** The signing secret, right after the save that made it: the only time it is shown. */
function SecretOnce({ secret }: { secret: string }) {
  function copy() {
    navigator.clipboard.writeText(secret).then(
      () => toast.success('Signing secret copied'),
      () => toast.error('Could not copy the secret: select it and copy it by hand'),
    );
  }
  return (
    <div className="grid gap-2 rounded-lg border border-warning/40 bg-warning-soft p-3 text-sm">
      <p className="flex items-center gap-2 font-medium text-warning">
        <KeyRound className="size-4" aria-hidden="true" />
        Signing secret: shown once
      </p>
      <div className="flex items-center gap-2">
        <code
          data-testid="ghl-webhook-secret"
          className="min-w-0 flex-1 rounded bg-surface px-2 py-1.5 font-mono text-xs break-all select-all"
        >
          {secret}
        </code>
        <Button size="sm" variant="outline" onClick={copy} aria-label="Copy the signing secret">
          <Copy aria-hidden="true" />
          Copy
        </Button>
      </div>
      <p className="text-xs text-foreground/80">
        {GHL_MESSAGES.secretShownOnce} Your receiver checks X-Reelcast-Signature: sha256= the
        HMAC-SHA256 of “timestamp.body” with this secret.
      </p>
    </div>
  );
}
