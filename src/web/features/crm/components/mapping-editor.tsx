import { IMPORT_FIELD_LABELS, IMPORT_FIELDS, type ImportMapping } from '@shared/crm-import';
import { Field, Select } from './field';

/**
 * Comma-separated files: which column fills each field, matched by the header and corrected
 * here. Each change is sent and the preview comes back planned again.
 */
export function MappingEditor({
  header,
  mapping,
  disabled,
  onChange,
}: {
  header: string[];
  mapping: ImportMapping;
  disabled: boolean;
  onChange: (mapping: ImportMapping) => void;
}) {
  return (
    <fieldset className="grid gap-3" data-testid="import-mapping">
      <legend className="mb-2 text-sm font-semibold">Columns</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {IMPORT_FIELDS.map((field) => (
          <Field key={field} id={`map-${field}`} label={IMPORT_FIELD_LABELS[field]}>
            <Select
              id={`map-${field}`}
              value={mapping[field] ?? ''}
              disabled={disabled}
              onChange={(event) =>
                onChange({
                  ...mapping,
                  [field]: event.target.value === '' ? null : Number(event.target.value),
                })
              }
            >
              <option value="">Not in the file</option>
              {header.map((name, index) => (
                <option key={index} value={index}>
                  {name || `Column ${index + 1}`}
                </option>
              ))}
            </Select>
          </Field>
        ))}
      </div>
    </fieldset>
  );
}
