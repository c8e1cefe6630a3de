import { CRM_MESSAGES } from '@shared/crm';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/error-messages';
import { useCreateLead } from '../api/create-lead';
import { LeadForm } from '../components/lead-form';
import { checkNewLead, EMPTY_LEAD_FORM } from '../lib/lead-form';

/** /crm/leads/new (linked from the dashboard's Add Lead): a lead typed by hand. */
export function NewLeadPage() {
  const [form, setForm] = useState(EMPTY_LEAD_FORM);
  const create = useCreateLead();
  const navigate = useNavigate();

  function save() {
    const result = checkNewLead(form);
    if (!result.ok) {
      toast.error(result.message);
      return;
    }
    create.mutate(result.data, {
      onSuccess: ({ lead }) => {
        toast.success(CRM_MESSAGES.created);
        void navigate(`/crm/leads/${lead.id}`);
      },
      onError: (error) => toast.error(errorMessage(error, 'Failed to create the lead')),
    });
  }

  return (
    <div className="mx-auto grid max-w-3xl gap-6">
      <Button asChild variant="ghost" size="sm" className="justify-self-start">
        <Link to="/crm/dashboard">
          <ArrowLeft aria-hidden="true" />
          All leads
        </Link>
      </Button>
      <h1 className="font-display text-3xl font-bold tracking-tight text-ink">Add a lead</h1>
      <Card>
        <CardContent>
          <LeadForm
            value={form}
            onChange={setForm}
            onSubmit={save}
            withStatus
            actions={
              <>
                <Button type="submit" loading={create.isPending}>
                  Create lead
                </Button>
                <Button asChild variant="ghost">
                  <Link to="/crm/dashboard">Cancel</Link>
                </Button>
              </>
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
