import { crmImportEndpoints } from '@shared/endpoints/crm-import';
import { CRM_MESSAGES } from '@shared/crm';
import {
  IMPORT_EXTENSIONS,
  IMPORT_MAX_BYTES,
  IMPORT_MESSAGES,
  type DuplicateChoice,
  type ImportPreview,
} from '@shared/crm-import';
import { Download, FileUp } from 'lucide-react';
import { useState, type ChangeEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../../components/ui/card';
import { urlOf } from '../../../lib/api';
import { errorMessage } from '../../../lib/error-messages';
import { useCommitImport } from '../api/commit-import';
import { useUpdateImportMapping } from '../api/update-import-mapping';
import { useUploadImport } from '../api/upload-import';
import { ImportCounts, ImportSample, SkippedRows } from '../components/import-preview';
import { MappingEditor } from '../components/mapping-editor';
import { UndoImport } from '../components/undo-import';
import { formatCount } from '../lib/display';

const CHOICES: { value: DuplicateChoice; label: string; hint: string }[] = [
  { value: 'skip', label: 'Skip duplicates', hint: 'Keep your leads as they are' },
  { value: 'update', label: 'Update duplicates', hint: 'Fill in the lead from the file' },
];

function DraftActions({
  preview,
  onDone,
}: {
  preview: ImportPreview;
  onDone: (p: ImportPreview) => void;
}) {
  const [choice, setChoice] = useState<DuplicateChoice>('skip');
  const commit = useCommitImport(preview.id);
  const remap = useUpdateImportMapping(preview.id);
  const duplicates = preview.counts.duplicatesInFile + preview.counts.duplicatesExisting;
  const skipped = preview.skipped.filter((row) => choice === 'skip' || row.outcome === 'no_name');
  const skippedTotal = preview.counts.noName + (choice === 'skip' ? duplicates : 0);

  return (
    <>
      {preview.mappingEditable && (
        <MappingEditor
          header={preview.header}
          mapping={preview.mapping}
          disabled={remap.isPending}
          onChange={(mapping) =>
            remap.mutate(mapping, {
              onSuccess: onDone,
              onError: (error) => toast.error(errorMessage(error, 'Could not use these columns')),
            })
          }
        />
      )}
      {duplicates > 0 && (
        <fieldset className="grid gap-2" data-testid="import-duplicate-choice">
          <legend className="mb-1 text-sm font-semibold">
            {formatCount(duplicates)} {duplicates === 1 ? 'duplicate' : 'duplicates'} (same maps
            link, phone or website)
          </legend>
          <div className="flex flex-wrap gap-4">
            {CHOICES.map((option) => (
              <label key={option.value} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="duplicates"
                  value={option.value}
                  checked={choice === option.value}
                  onChange={() => setChoice(option.value)}
                  className="mt-0.5 accent-[var(--color-brand)]"
                />
                <span>
                  <span className="font-medium">{option.label}</span>
                  <span className="block text-muted-foreground">{option.hint}</span>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <SkippedRows rows={skipped} total={skippedTotal} />
      <div className="flex flex-wrap items-center gap-3">
        <Button
          onClick={() =>
            commit.mutate(choice, {
              onSuccess: (answer) => {
                toast.success(answer.message);
                onDone(answer.import);
              },
              onError: (error) => toast.error(errorMessage(error, CRM_MESSAGES.failedToImport)),
            })
          }
          loading={commit.isPending}
          disabled={remap.isPending}
          data-testid="import-commit"
        >
          Import {formatCount(preview.counts.toAdd)} {preview.counts.toAdd === 1 ? 'lead' : 'leads'}
          {choice === 'update' &&
            preview.counts.toUpdate > 0 &&
            ` and update ${preview.counts.toUpdate}`}
        </Button>
        {skippedTotal > 0 && (
          <Button asChild variant="ghost" size="sm">
            <a
              href={urlOf(crmImportEndpoints.skippedCsv, {
                params: { id: preview.id },
                query: { duplicates: choice },
              })}
              download
            >
              <Download aria-hidden="true" />
              Download skipped rows
            </a>
          </Button>
        )}
      </div>
    </>
  );
}

function ImportResult({
  preview,
  onDone,
}: {
  preview: ImportPreview;
  onDone: (p: ImportPreview) => void;
}) {
  const result = preview.result;
  if (!result) return null;
  const undone = preview.status === 'undone';
  return (
    <>
      {!undone && <SkippedRows rows={preview.skipped} total={result.skipped} done />}
      <div
        className="grid gap-3 rounded-lg border border-border bg-muted/40 p-4"
        data-testid="import-result"
      >
        <p className="font-medium">
          {undone
            ? 'This import was undone.'
            : `${formatCount(result.inserted)} leads added, ${formatCount(result.updated)} updated, ${formatCount(result.skipped)} skipped.`}
        </p>
        <div className="flex flex-wrap gap-2">
          {!undone && (
            <Button asChild>
              <Link to="/crm/dashboard">See your leads</Link>
            </Button>
          )}
          {result.skipped > 0 && (
            <Button asChild variant="outline">
              <a
                href={urlOf(crmImportEndpoints.skippedCsv, { params: { id: preview.id } })}
                download
                data-testid="import-skipped-download"
              >
                <Download aria-hidden="true" />
                Download skipped rows
              </a>
            </Button>
          )}
          {!undone && <UndoImport preview={preview} onDone={onDone} />}
        </div>
      </div>
    </>
  );
}

/**
 * /crm/import: pick a tab-separated export (or a CSV with a header), see the first 10 rows,
 * the counts and why rows are skipped, choose what to do with duplicates, import, undo.
 */
export function CrmImportPage() {
  const [preview, setPreview] = useState<ImportPreview | null>(null);
  const upload = useUploadImport();

  function pick(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!IMPORT_EXTENSIONS.some((ext) => file.name.toLowerCase().endsWith(ext))) {
      toast.error(CRM_MESSAGES.uploadCsv);
      return;
    }
    if (file.size > IMPORT_MAX_BYTES) {
      toast.error(IMPORT_MESSAGES.tooLarge);
      return;
    }
    upload.mutate(file, {
      onSuccess: setPreview,
      onError: (error) => toast.error(errorMessage(error, CRM_MESSAGES.failedToImport)),
    });
  }

  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <div className="grid gap-1">
        <h1 className="font-display text-3xl font-bold tracking-tight text-ink">Import Leads</h1>
        <p className="max-w-3xl text-muted-foreground">
          A tab-separated export of maps listings (.csv, .tsv or .txt), header first, columns in the
          usual order; or a comma-separated file whose header names its columns.
        </p>
      </div>
      <Card className="gap-4">
        <CardContent className="flex flex-wrap items-center gap-3">
          <Button asChild aria-disabled={upload.isPending}>
            <label htmlFor="crm-import-file" className="cursor-pointer">
              <FileUp aria-hidden="true" />
              {preview ? 'Choose another file' : 'Choose a file'}
            </label>
          </Button>
          <input
            id="crm-import-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/tab-separated-values,text/plain"
            className="sr-only"
            onChange={pick}
            data-testid="crm-import-file"
          />
          <span className="text-sm text-muted-foreground" aria-live="polite">
            {upload.isPending ? 'Reading the file…' : 'At most 5 MB and 20,000 rows.'}
          </span>
        </CardContent>
      </Card>
      {preview && (
        <Card className="gap-5" data-testid="import-preview">
          <CardHeader>
            <CardTitle className="[overflow-wrap:anywhere]">{preview.fileName}</CardTitle>
            <CardDescription>
              {preview.format === 'tsv'
                ? 'Tab-separated, fixed column order'
                : 'Comma-separated, columns matched by header'}
            </CardDescription>
          </CardHeader>
          <CardContent className="grid gap-5">
            <ImportCounts preview={preview} />
            {preview.warnings.map((warning) => (
              <p key={warning} className="text-sm text-warning">
                {warning}
              </p>
            ))}
            <ImportSample preview={preview} />
            {preview.status === 'draft' ? (
              <DraftActions key={preview.id} preview={preview} onDone={setPreview} />
            ) : (
              <ImportResult preview={preview} onDone={setPreview} />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
