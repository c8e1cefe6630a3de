import { Download } from 'lucide-react';
import type { ReactNode } from 'react';
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
import { useMarketingSignups } from '../api/get-marketing-signups';
import { QueryError } from '../components/query-error';
import { formatDateTime } from '../lib/display';
import { signupsCsv, signupsCsvFilename } from '../lib/signups-csv';

/** Saves text as a file the browser downloads (no server round trip). */
function download(text: string, filename: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

function SignupTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted/50">
          <tr className="text-left text-xs tracking-wide text-muted-foreground uppercase">
            {headers.map((header) => (
              <th key={header} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-t border-border">
              {row.cells.map((cell, index) => (
                <td key={index} className="px-3 py-2 break-words">
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * /admin/marketing: the waitlist sign-ups (masterclass, webinar, ebook) and the pricing
 * popup's emails, newest first, with both exported as one CSV.
 */
export function MarketingSignupsPage() {
  const signups = useMarketingSignups();
  const data = signups.data;
  const date = (iso: string) => (
    <time dateTime={iso} className="whitespace-nowrap text-muted-foreground">
      {formatDateTime(iso)}
    </time>
  );

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground">
          Emails left on the public pages: waitlists and the pricing page&apos;s popup.
        </p>
        <Button
          variant="outline"
          size="sm"
          disabled={!data}
          onClick={() => data && download(signupsCsv(data), signupsCsvFilename(new Date()))}
        >
          <Download aria-hidden="true" />
          Export CSV
        </Button>
      </div>
      {signups.isPending && <Skeleton className="h-48 w-full" />}
      {signups.isError && (
        <QueryError message={signups.error.message} onRetry={() => void signups.refetch()} />
      )}
      {data && (
        <>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                Waitlists <Badge variant="secondary">{data.waitlist.length}</Badge>
              </CardTitle>
              <CardDescription>Masterclass, webinar and ebook sign-ups.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignupTable
                caption="Waitlist sign-ups, newest first"
                headers={['List', 'Name', 'Email', 'Signed up']}
                empty="No waitlist sign-ups yet."
                rows={data.waitlist.map((row) => ({
                  key: `${row.list}:${row.email}`,
                  cells: [
                    <Badge key="list" variant="outline">
                      {row.list}
                    </Badge>,
                    row.name,
                    row.email,
                    date(row.createdAt),
                  ],
                }))}
              />
            </CardContent>
          </Card>
          <Card className="gap-4">
            <CardHeader>
              <CardTitle className="flex items-center gap-2">
                Pricing popup <Badge variant="secondary">{data.leads.length}</Badge>
              </CardTitle>
              <CardDescription>Emails left in the pricing page&apos;s exit popup.</CardDescription>
            </CardHeader>
            <CardContent>
              <SignupTable
                caption="Pricing popup emails, newest first"
                headers={['Email', 'Page', 'Left on']}
                empty="No popup emails yet."
                rows={data.leads.map((row) => ({
                  key: `${row.source}:${row.email}`,
                  cells: [row.email, row.page ?? '—', date(row.createdAt)],
                }))}
              />
            </CardContent>
          </Card>
        </>
      )}
    </div>
  );
}
