import {
  IMPORT_FIELD_LABELS,
  type ImportField,
  type ImportPreview,
  type ImportRow,
} from '@shared/crm-import';
import { Badge } from '../../../components/ui/badge';
import { formatCount } from '../lib/display';

/** Columns the preview table shows (the rest are in the file and imported all the same). */
const SHOWN: ImportField[] = ['businessName', 'rating', 'reviewCount', 'phone', 'email'];

export function ImportCounts({ preview }: { preview: ImportPreview }) {
  const { counts } = preview;
  const items = [
    { key: 'rows', label: 'Rows in the file', value: counts.rows },
    { key: 'add', label: 'To add', value: counts.toAdd },
    { key: 'no-name', label: 'Without a business name (skipped)', value: counts.noName },
    {
      key: 'duplicates',
      label: 'Duplicates',
      value: counts.duplicatesInFile + counts.duplicatesExisting,
      detail: `${counts.duplicatesInFile} within the file, ${counts.duplicatesExisting} already in your leads`,
    },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map((item) => (
        <div
          key={item.key}
          className="rounded-lg border border-border p-3"
          data-testid={`import-count-${item.key}`}
        >
          <dt className="text-sm text-muted-foreground">{item.label}</dt>
          <dd className="text-2xl font-semibold tabular-nums" data-testid="import-count-value">
            {formatCount(item.value)}
          </dd>
          {item.detail && <dd className="text-xs text-muted-foreground">{item.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

function Outcome({ row }: { row: ImportRow }) {
  if (row.outcome === 'add') return <Badge variant="success">Add</Badge>;
  if (row.outcome === 'no_name') return <Badge variant="secondary">Skip: no name</Badge>;
  return <Badge variant="warning">Duplicate</Badge>;
}

/** The spec's preview: the first 10 rows as they will be stored, each with what happens to it. */
export function ImportSample({ preview }: { preview: ImportPreview }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[44rem] text-sm" data-testid="import-preview-table">
        <thead>
          <tr className="border-b border-border text-left text-xs text-muted-foreground uppercase">
            <th className="py-2 pr-3 font-medium">Row</th>
            {SHOWN.map((field) => (
              <th key={field} className="px-3 py-2 font-medium">
                {IMPORT_FIELD_LABELS[field]}
              </th>
            ))}
            <th className="py-2 pl-3 font-medium">Outcome</th>
          </tr>
        </thead>
        <tbody>
          {preview.sample.map((row) => (
            <tr
              key={row.row}
              className="border-b border-border last:border-0"
              data-testid="import-preview-row"
            >
              <td className="py-2 pr-3 text-muted-foreground tabular-nums">{row.row}</td>
              {SHOWN.map((field) => (
                <td key={field} className="max-w-44 truncate px-3 py-2" title={row.values[field]}>
                  {row.values[field] ?? <span className="text-muted-foreground">—</span>}
                </td>
              ))}
              <td className="py-2 pl-3" title={row.reason ?? undefined}>
                <Outcome row={row} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Every skipped row listed (the first 100) with its reason. */
export function SkippedRows({
  rows,
  total,
  done = false,
}: {
  rows: ImportRow[];
  total: number;
  /** Said in the past once the file is imported. */
  done?: boolean;
}) {
  if (rows.length === 0) return null;
  const verb = done ? 'not added' : 'will not be added';
  return (
    <div className="grid gap-2">
      <h3 className="text-sm font-semibold">
        {total === 1 ? `1 row ${verb}` : `${formatCount(total)} rows ${verb}`}
      </h3>
      <ul className="grid gap-1 text-sm" data-testid="import-skipped">
        {rows.map((row) => (
          <li key={row.row} className="flex flex-wrap gap-x-2" data-testid="import-skipped-row">
            <span className="text-muted-foreground tabular-nums">Row {row.row}</span>
            <span className="font-medium">{row.values.businessName ?? '(no name)'}</span>
            <span className="text-muted-foreground">— {row.reason}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
