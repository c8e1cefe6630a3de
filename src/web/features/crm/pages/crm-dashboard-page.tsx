import { crmEndpoints } from '@shared/endpoints/crm';
import { CRM_MESSAGES, LEAD_PAGE_SIZE, type LeadStatus } from '@shared/crm';
import { Download, FileUp, Megaphone, Plus, Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Skeleton } from '../../../components/ui/skeleton';
import { urlOf } from '../../../lib/api';
import { useLeads } from '../api/get-leads';
import { LeadTable } from '../components/lead-table';
import { StatCards } from '../components/stat-cards';
import { StatusChips } from '../components/status-chips';
import { formatCount } from '../lib/display';

/** Typing waits this long before the list is asked again. */
const SEARCH_DELAY_MS = 250;

/**
 * /crm/dashboard: the four stat cards, search, status chips and the user's leads, 50 a page
 * newest first (paged and searched on the server), with Import, Campaign and Add Lead.
 */
export function CrmDashboardPage() {
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<LeadStatus | null>(null);
  const [page, setPage] = useState(1);
  const leads = useLeads({ search, status, page });

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(draft.trim());
      setPage(1);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [draft]);

  const { isError, errorUpdatedAt } = leads;
  useEffect(() => {
    if (isError) toast.error(CRM_MESSAGES.failedToLoadLeads);
  }, [isError, errorUpdatedAt]);

  const data = leads.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / LEAD_PAGE_SIZE)) : 1;
  const exportUrl = urlOf(crmEndpoints.exportLeads, {
    query: { search: search || undefined, status: status ?? undefined },
  });

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="font-display text-3xl font-bold tracking-tight text-ink">CRM Dashboard</h1>
          <p className="text-muted-foreground">
            Interior designers you found, and where each one stands.
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <Link to="/crm/import">
              <FileUp aria-hidden="true" />
              Import
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/crm/outreach">
              <Megaphone aria-hidden="true" />
              Campaign
            </Link>
          </Button>
          <Button asChild>
            <Link to="/crm/leads/new">
              <Plus aria-hidden="true" />
              Add Lead
            </Link>
          </Button>
        </div>
      </div>

      <StatCards stats={data?.stats} />

      <Card className="gap-4">
        <CardContent className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            <div className="relative min-w-0 flex-1 basis-64">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
              />
              <Input
                type="search"
                aria-label="Search leads"
                placeholder="Search name, email, phone, address or website"
                className="pl-9"
                maxLength={200}
                value={draft}
                onChange={(event) => setDraft(event.target.value)}
                data-testid="crm-search"
              />
            </div>
            <Button asChild variant="ghost" size="sm">
              <a href={exportUrl} download data-testid="crm-export">
                <Download aria-hidden="true" />
                Export CSV
              </a>
            </Button>
          </div>
          <StatusChips
            value={status}
            stats={data?.stats}
            onChange={(next) => {
              setStatus(next);
              setPage(1);
            }}
          />
          {leads.isPending && (
            <div className="grid gap-2">
              {[0, 1, 2, 3].map((i) => (
                <Skeleton key={i} className="h-12 w-full" />
              ))}
            </div>
          )}
          {data && data.leads.length > 0 && <LeadTable leads={data.leads} />}
          {data && data.leads.length === 0 && (
            <p className="py-10 text-center text-sm text-muted-foreground" data-testid="crm-empty">
              {data.stats.total === 0
                ? 'No leads yet. Import a file of leads or add one by hand.'
                : 'No leads match this search.'}
            </p>
          )}
          {data && data.total > 0 && (
            <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
              <span data-testid="crm-lead-count">
                {formatCount(data.total)} {data.total === 1 ? 'lead' : 'leads'}
              </span>
              {pages > 1 && (
                <div className="flex items-center gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page <= 1}
                    onClick={() => setPage(page - 1)}
                  >
                    Previous
                  </Button>
                  <span className="tabular-nums">
                    Page {page} of {pages}
                  </span>
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={page >= pages}
                    onClick={() => setPage(page + 1)}
                  >
                    Next
                  </Button>
                </div>
              )}
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
