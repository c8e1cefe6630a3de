import { orderReportEndpoints } from '@shared/endpoints/order-reports';
import { formatCents, REPORT_REVIEW_LABELS, type OperatorOrderReport } from '@shared/order-reports';
import { ORDER_OPTION_LABELS, ORDER_STATUS_LABELS } from '@shared/orders';
import { POST_STATUS_LABELS } from '@shared/posting';
import { VIDEO_ENGINE_LABELS } from '@shared/videos';
import { Download } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card';
import { Skeleton } from '../../../components/ui/skeleton';
import { urlOf } from '../../../lib/api';
import { useOperatorOrderReport } from '../api/get-reports';
import { formatCount, formatPercent, formatUtc } from '../lib/display';
import { FigureTiles } from './figure-tiles';
import { TimelinessBadge } from './timeliness-badge';

function Figures({ report }: { report: OperatorOrderReport }) {
  return (
    <FigureTiles
      figures={[
        {
          label: 'Clips delivered',
          value: `${report.clipsDelivered} / ${report.clipAllowance}`,
          note: `${report.clips} made`,
        },
        {
          label: 'Approved on first review',
          value: String(report.approvedFirstTime),
          note: `${formatPercent(report.approvedFirstTimePercent)} of delivered`,
        },
        {
          label: 'Posted',
          value: String(report.posted),
          note: `${report.scheduled} scheduled · ${report.cancelled} cancelled`,
        },
        {
          label: 'Views',
          value: formatCount(report.views),
          note: report.viewsUnavailable ?? undefined,
        },
        {
          label: 'Render cost',
          value: formatCents(report.renderCostCents),
          note: `${report.renders} renders (estimate)`,
        },
        {
          label: 'Hours taken',
          value: report.hoursTaken === null ? '—' : String(report.hoursTaken),
          note: 'photos in → ready for review',
        },
      ]}
    />
  );
}

function Timing({ report }: { report: OperatorOrderReport }) {
  const rows: [string, string][] = [
    ['Opened', formatUtc(report.createdAt)],
    ['Photos in', formatUtc(report.photosInAt)],
    ['Due', formatUtc(report.dueAt)],
    ['First ready for review', formatUtc(report.readyAt)],
    ['Delivered', formatUtc(report.deliveredAt)],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-muted-foreground">{label}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
      <dt className="text-muted-foreground">Engines</dt>
      <dd className="min-w-0">
        {report.engines.length === 0
          ? '—'
          : report.engines
              .map(
                (entry) =>
                  `${VIDEO_ENGINE_LABELS[entry.engine]} ×${entry.renders} (${formatCents(entry.costCents)})`,
              )
              .join(', ')}
      </dd>
    </dl>
  );
}

function ClipRows({ report }: { report: OperatorOrderReport }) {
  if (report.clipRows.length === 0) {
    return <p className="text-sm text-muted-foreground">No clips made yet.</p>;
  }
  return (
    <ul className="grid divide-y divide-border" aria-label="Clips" data-testid="report-clips">
      {report.clipRows.map((clip) => (
        <li key={clip.id} className="grid gap-1 py-2.5 sm:grid-cols-[2rem_1fr_auto] sm:gap-3">
          <span className="text-sm text-muted-foreground tabular-nums">{clip.position}</span>
          <span className="min-w-0">
            <span className="block truncate font-medium" title={clip.title}>
              {clip.title}
            </span>
            <span className="flex flex-wrap gap-1.5 pt-1">
              <Badge variant={clip.reviewStatus === 'approved' ? 'success' : 'secondary'}>
                {REPORT_REVIEW_LABELS[clip.reviewStatus]}
              </Badge>
              {clip.approvedFirstTime && <Badge variant="outline">First review</Badge>}
              {clip.postStatus && (
                <Badge variant="outline">{POST_STATUS_LABELS[clip.postStatus]}</Badge>
              )}
            </span>
          </span>
          <span className="text-sm text-muted-foreground tabular-nums sm:text-right">
            {clip.views === null ? '' : `${formatCount(clip.views)} views`}
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * One order's report for the operator: the headline figures, timing and render cost, and each
 * clip's review and post, with the CSV download. The production console's order page mounts it.
 */
export function OrderReport({ orderId }: { orderId: string }) {
  const report = useOperatorOrderReport(orderId);
  if (report.isPending) return <Skeleton className="h-64 w-full" />;
  if (report.isError) {
    return (
      <p role="alert" className="text-sm text-destructive">
        {report.error.message}
      </p>
    );
  }
  const data = report.data;
  return (
    <section className="grid gap-4" aria-label="Order report" data-testid="order-report">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="grid min-w-0 gap-1">
          <h2 className="text-xl font-semibold break-words">
            {data.clientName} · order {data.number}
          </h2>
          <p className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
            <span className="break-all">{data.clientEmail}</span>
            <span>
              {data.planName} · {ORDER_OPTION_LABELS[data.option]} ·{' '}
              {ORDER_STATUS_LABELS[data.status]}
            </span>
            <TimelinessBadge timeliness={data.timeliness} hoursTaken={null} />
          </p>
        </div>
        <Button asChild variant="outline" size="sm">
          <a
            href={urlOf(orderReportEndpoints.operatorOrderCsv, { params: { id: orderId } })}
            download
            data-testid="order-report-csv"
          >
            <Download aria-hidden="true" />
            Download CSV
          </a>
        </Button>
      </div>
      <Figures report={data} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Timing and cost</CardTitle>
          </CardHeader>
          <CardContent>
            <Timing report={data} />
          </CardContent>
        </Card>
        <Card className="gap-3">
          <CardHeader>
            <CardTitle>Clips</CardTitle>
          </CardHeader>
          <CardContent>
            <ClipRows report={data} />
          </CardContent>
        </Card>
      </div>
    </section>
  );
}
