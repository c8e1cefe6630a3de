import { CRM_MESSAGES, type Lead } from '@shared/crm';
import { ArrowLeft, ExternalLink, Mail, Workflow } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { StudioTabs, tabIds } from '../../../components/ui/tabs';
import { ApiError } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useGhlSetup } from '../api/get-ghl-setup';
import { useLead } from '../api/get-lead';
import { useUpdateLead } from '../api/update-lead';
import { ActivityForm } from '../components/activity-form';
import { DeleteLead } from '../components/delete-lead';
import { EmailForm } from '../components/email-form';
import { FreeSlots } from '../components/free-slots';
import { GhlMessageForm } from '../components/ghl-message-form';
import { LeadForm } from '../components/lead-form';
import { LeadTimeline } from '../components/lead-timeline';
import { StatusBadge } from '../components/status-badge';
import { StatusControl } from '../components/status-control';
import { formatDate } from '../lib/display';
import { checkLeadUpdate, leadFormState } from '../lib/lead-form';

function EditLead({ lead }: { lead: Lead }) {
  const [form, setForm] = useState(() => leadFormState(lead));
  const update = useUpdateLead(lead.id);

  function save() {
    const result = checkLeadUpdate(form);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    // The status moves through its own control (it writes the timeline): not from this form.
    const { leadStatus: _status, ...fields } = result.data;
    update.mutate(fields, {
      onSuccess: () => toast.success(CRM_MESSAGES.updated),
      onError: (error) => toast.error(errorMessage(error, CRM_MESSAGES.failedToUpdate)),
    });
  }

  return (
    <LeadForm
      value={form}
      onChange={setForm}
      onSubmit={save}
      withStatus={false}
      actions={
        <Button type="submit" loading={update.isPending}>
          Save changes
        </Button>
      }
    />
  );
}

const CHANNELS = [
  { value: 'email', label: 'App email', icon: <Mail aria-hidden="true" className="size-4" /> },
  {
    value: 'ghl',
    label: 'Go High Level',
    icon: <Workflow aria-hidden="true" className="size-4" />,
  },
] as const;

/** The app's mailer, or with conversations on, Go High Level instead (decision 042). */
function MessageCard({ lead, viaGhl }: { lead: Lead; viaGhl: boolean }) {
  const [channel, setChannel] = useState<'email' | 'ghl'>('email');
  let body: ReactNode = <EmailForm key={lead.id} lead={lead} />;
  if (viaGhl) {
    const ids = tabIds('lead-message', channel);
    body = (
      <div className="grid gap-4">
        <StudioTabs
          label="Send through"
          idPrefix="lead-message"
          tabs={CHANNELS}
          value={channel}
          onChange={setChannel}
        />
        <div role="tabpanel" id={ids.panel} aria-labelledby={ids.tab}>
          {channel === 'email' ? (
            <EmailForm key={lead.id} lead={lead} />
          ) : (
            <GhlMessageForm key={lead.id} lead={lead} />
          )}
        </div>
      </div>
    );
  }
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>{viaGhl ? 'Send a message' : 'Send an email'}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}

/** The lead's contact and opportunity in Go High Level, once made. */
function GhlFacts({ lead }: { lead: Lead }) {
  if (!lead.ghlContactId && !lead.ghlOpportunityId) return null;
  return (
    <>
      {lead.ghlContactId && (
        <>
          <dt className="text-muted-foreground">GHL contact</dt>
          <dd className="[overflow-wrap:anywhere]">{lead.ghlContactId}</dd>
        </>
      )}
      {lead.ghlOpportunityId && (
        <>
          <dt className="text-muted-foreground">GHL opportunity</dt>
          <dd className="[overflow-wrap:anywhere]" data-testid="ghl-opportunity">
            {lead.ghlOpportunityId} ({lead.ghlOpportunityStatus === 'won' ? 'won' : 'open'})
          </dd>
        </>
      )}
    </>
  );
}

/** /crm/leads/:id: the lead's fields to edit, its status, an email to send, its timeline. */
export function LeadPage() {
  const { id = '' } = useParams();
  const lead = useLead(id);
  const ghl = useGhlSetup();
  const ghlOn = (feature: 'conversations' | 'calendar') => ghl.data?.on(feature) ?? false;
  const notFound = lead.error instanceof ApiError && lead.error.status === 404;

  const { isError, errorUpdatedAt } = lead;
  useEffect(() => {
    if (isError) toast.error(notFound ? CRM_MESSAGES.notFound : CRM_MESSAGES.failedToLoadLead);
  }, [isError, errorUpdatedAt, notFound]);

  const back = (
    <Button asChild variant="ghost" size="sm" className="justify-self-start">
      <Link to="/crm/dashboard">
        <ArrowLeft aria-hidden="true" />
        All leads
      </Link>
    </Button>
  );

  if (lead.isPending) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4">
        {back}
        <Skeleton className="h-10 w-72" />
        <Skeleton className="h-96 w-full" />
      </div>
    );
  }
  if (lead.isError) {
    return (
      <div className="mx-auto grid max-w-6xl gap-4">
        {back}
        <p className="text-lg font-semibold" data-testid="lead-error">
          {notFound ? CRM_MESSAGES.notFound : CRM_MESSAGES.failedToLoadLead}
        </p>
      </div>
    );
  }
  const current = lead.data.lead;
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      {back}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1
            className="min-w-0 font-display text-3xl font-bold tracking-tight [overflow-wrap:anywhere] text-ink"
            data-testid="lead-name"
          >
            {current.businessName}
          </h1>
          <StatusBadge status={current.leadStatus} />
        </div>
        {/* First on a phone too: moving a lead along is what this page is mostly for. */}
        <div className="w-full sm:w-52">
          <StatusControl lead={current} />
        </div>
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <Card>
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>
            <EditLead key={current.id} lead={current} />
          </CardContent>
        </Card>
        <div className="grid gap-6">
          <Card className="gap-4">
            <CardContent className="grid gap-4">
              <dl className="grid grid-cols-2 gap-2 text-sm">
                <dt className="text-muted-foreground">Added</dt>
                <dd>{formatDate(current.createdAt)}</dd>
                <dt className="text-muted-foreground">Tags</dt>
                <dd>{current.tags.length ? current.tags.join(', ') : '—'}</dd>
                <GhlFacts lead={current} />
              </dl>
              {current.googleMapsUrl && (
                <a
                  href={current.googleMapsUrl}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="inline-flex items-center gap-1 text-sm text-brand hover:underline"
                >
                  Open the maps listing
                  <ExternalLink aria-hidden="true" className="size-3.5" />
                </a>
              )}
              <DeleteLead lead={current} />
            </CardContent>
          </Card>
          <MessageCard lead={current} viaGhl={ghlOn('conversations')} />
          {ghlOn('calendar') && (
            <Card className="gap-4">
              <CardHeader>
                <CardTitle>Next free slots</CardTitle>
              </CardHeader>
              <CardContent>
                <FreeSlots />
              </CardContent>
            </Card>
          )}
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Log an activity</CardTitle>
            </CardHeader>
            <CardContent>
              <ActivityForm leadId={current.id} />
            </CardContent>
          </Card>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle>Timeline</CardTitle>
            </CardHeader>
            <CardContent>
              <LeadTimeline leadId={current.id} />
            </CardContent>
          </Card>
        </div>
      </div>
    </div>
  );
}
