import { formatDate } from '@rentwise/core/dates';
import type { Import, ImportRow } from '@rentwise/core/imports/schemas';
import { type ImportKind, importFields, importKinds } from '@rentwise/core/imports/templates';
import { dateFormats } from '@rentwise/core/imports/values';
import { Download, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { useCan } from '@/features/team';
import { ApiError } from '@/lib/api-client';
import { useImportChanges } from '../api/change-import';
import { useCreateImport } from '../api/create-import';
import { downloadExport, downloadTemplate } from '../api/download-template';
import { useImport } from '../api/get-import';
import { type RowFilter, useImportRows } from '../api/get-import-rows';
import { downloadOrgExport, useOrgExport, useStartOrgExport } from '../api/org-export';

/**
 * Settings › Import & export (issue 20): choose a template, upload, map the columns, preview the
 * rows (errors first), commit with a progress bar, undo. Each step is a section of one page.
 */
export function ImportWizard() {
  const { t } = useTranslation('imports');
  const [kind, setKind] = useState<ImportKind>('properties');
  // The import in the address (?import=<id>): a reload, or coming back from the properties, finds it.
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const setImportId = (id: string | null) => setParams(id ? { import: id } : {}, { replace: false });
  const current = useImport(importId);

  return (
    <div className="grid gap-6">
      <Step number={1} title={t('page.chooseTitle')}>
        <Field label={t('page.kind')}>
          <NativeSelect
            value={kind}
            onChange={(event) => {
              setKind(event.target.value as ImportKind);
              setImportId(null);
            }}
          >
            {importKinds.map((k) => (
              <option key={k} value={k}>
                {t(`kinds.${k}`)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <div className="flex flex-wrap gap-2">
          {(['en', 'fr'] as const).map((lang) => (
            <Button
              key={lang}
              type="button"
              variant="outline"
              onClick={() => downloadTemplate(kind, lang).catch(() => toast.error(t('page.downloadFailed')))}
            >
              <Download aria-hidden="true" />
              {t(`page.template.${lang}`)}
            </Button>
          ))}
        </div>
      </Step>
      <UploadStep kind={kind} onUploaded={setImportId} />
      {current.data && <ImportSteps key={current.data.id} value={current.data} />}
      <ExportSection />
      <OrgExportSection />
    </div>
  );
}

/** A size in bytes as people read it: '12 KB', '3.4 MB'. */
function fileSize(bytes: number, language: string): string {
  const format = (value: number, unit: string) =>
    `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  if (bytes < 1024 * 1024)
    return format(Math.max(bytes / 1024, 0.1), language.startsWith('fr') ? 'Ko' : 'KB');
  return format(bytes / 1024 / 1024, language.startsWith('fr') ? 'Mo' : 'MB');
}

/**
 * The whole organisation as one ZIP (admins): started here, prepared in the background, its link
 * sent by email and notification; this section follows it (?export=<id>) and downloads it.
 */
function OrgExportSection() {
  const { t, i18n } = useTranslation('imports');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const exportId = params.get('export');
  const start = useStartOrgExport();
  const current = useOrgExport(exportId);
  const allowed = useCan('export.org');
  if (!allowed) return null;
  const value = current.data;
  const busy = value?.status === 'queued' || value?.status === 'running';
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {t('orgExport.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('orgExport.hint')}</p>
      <div className="flex flex-wrap items-center gap-2">
        <Button
          type="button"
          variant="outline"
          disabled={start.isPending || busy}
          onClick={() =>
            start.mutate(undefined, {
              onSuccess: (created) =>
                setParams(
                  (previous) => {
                    const next = new URLSearchParams(previous);
                    next.set('export', created.id);
                    return next;
                  },
                  { replace: true },
                ),
              onError: (error) => toast.error(errorText(error, t)),
            })
          }
        >
          <Download aria-hidden="true" />
          {start.isPending ? t('orgExport.starting') : t('orgExport.start')}
        </Button>
        {value?.status === 'ready' && (
          <Button
            type="button"
            onClick={() => downloadOrgExport(value).catch((error) => toast.error(errorText(error, t)))}
          >
            <Download aria-hidden="true" />
            {t('orgExport.download')}
          </Button>
        )}
      </div>
      <p role="status" className="text-sm">
        {busy && t(`orgExport.${value.status}`)}
        {value?.status === 'ready' &&
          t('orgExport.ready', {
            size: fileSize(value.size ?? 0, i18n.language),
            expires: formatDate(value.expiresAt ?? '', i18n.language),
          })}
        {value?.status === 'failed' && t('orgExport.failed')}
      </p>
    </section>
  );
}

/** The organisation's records as CSV in the templates' columns (they import back as they are). */
function ExportSection() {
  const { t, i18n } = useTranslation('imports');
  const id = useId();
  const lang = i18n.language.startsWith('fr') ? 'fr' : 'en';
  if (!useCan('export.read')) return null;
  return (
    <section aria-labelledby={id} className="grid gap-3 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={id} className="text-lg font-semibold">
        {t('page.exportTitle')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('page.exportHint')}</p>
      <div className="flex flex-wrap gap-2">
        {importKinds.map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            onClick={() => downloadExport(kind, lang).catch(() => toast.error(t('page.downloadFailed')))}
          >
            <Download aria-hidden="true" />
            {t(`page.export.${kind}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}

function Step({ number, title, children }: { number: number; title: string; children: React.ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid gap-4 rounded-xl border bg-card p-4 sm:p-6">
      <h2 id={id} className="flex items-center gap-3 text-lg font-semibold">
        <span
          aria-hidden="true"
          className="grid size-7 shrink-0 place-items-center rounded-full bg-primary text-sm text-primary-foreground"
        >
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

function errorText(error: unknown, t: (key: string) => string): string {
  if (error instanceof ApiError) {
    const detail = Object.values(error.details ?? {})[0];
    if (typeof detail === 'string' && detail.includes(':')) return t(detail);
    return error.message;
  }
  return t('page.failed');
}

function UploadStep({ kind, onUploaded }: { kind: ImportKind; onUploaded: (id: string) => void }) {
  const { t } = useTranslation('imports');
  const [file, setFile] = useState<File | null>(null);
  const create = useCreateImport();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return;
    create.mutate({ kind, file }, { onSuccess: (created) => onUploaded(created.id) });
  };
  return (
    <Step number={2} title={t('page.uploadTitle')}>
      <form onSubmit={submit} className="grid gap-3">
        <Field
          label={t('page.file')}
          hint={t('page.fileHint')}
          error={create.error ? errorText(create.error, t) : undefined}
        >
          <input
            type="file"
            accept=".csv,text/csv"
            className="block w-full text-sm file:mr-3 file:rounded-md file:border file:bg-background file:px-3 file:py-2 file:text-sm"
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
        </Field>
        <Button type="submit" className="justify-self-start" disabled={!file || create.isPending}>
          <Upload aria-hidden="true" />
          {create.isPending ? t('page.uploading') : t('page.upload')}
        </Button>
      </form>
    </Step>
  );
}

function ImportSteps({ value }: { value: Import }) {
  const { t } = useTranslation('imports');
  const changes = useImportChanges(value.id);
  const editable = value.status === 'preview' || value.status === 'undone';
  const fields = importFields[value.kind];
  const hasDates = fields.some((f) => f.type === 'date' && value.mapping[f.key] !== null);
  const running = value.status === 'queued' || value.status === 'running';
  const percent = value.total > 0 ? Math.round((value.processed / value.total) * 100) : 100;
  const [blockers, setBlockers] = useState<[string, string][]>([]);

  return (
    <>
      <Step number={3} title={t('page.mapTitle')}>
        <p className="text-sm text-muted-foreground">{t('page.mapHint', { file: value.fileName })}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          {fields.map((field) => (
            <Field key={field.key} label={`${t(`fields.${field.key}`)}${field.required ? ' *' : ''}`}>
              <NativeSelect
                disabled={!editable || changes.update.isPending}
                value={value.mapping[field.key] ?? ''}
                onChange={(event) =>
                  changes.update.mutate({
                    mapping: { [field.key]: event.target.value === '' ? null : Number(event.target.value) },
                  })
                }
              >
                <option value="">{t('page.notInFile')}</option>
                {value.columns.map((column, index) => (
                  <option key={index} value={index}>
                    {column || t('page.column', { number: index + 1 })}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          ))}
          {hasDates && (
            <Field
              label={t('page.dateFormat')}
              hint={value.dateFormats.length > 1 ? t('page.dateAmbiguous') : undefined}
            >
              <NativeSelect
                disabled={!editable || changes.update.isPending}
                value={value.dateFormat ?? ''}
                onChange={(event) =>
                  changes.update.mutate({
                    dateFormat:
                      event.target.value === '' ? null : (event.target.value as (typeof dateFormats)[number]),
                  })
                }
              >
                <option value="">{t('page.chooseFormat')}</option>
                {dateFormats.map((format) => (
                  <option key={format} value={format}>
                    {t(`page.formats.${format}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          )}
        </div>
      </Step>
      <Step number={4} title={t('page.previewTitle')}>
        <Preview value={value} />
      </Step>
      <Step number={5} title={t('page.commitTitle')}>
        {editable && (
          <>
            <p className="text-sm text-muted-foreground">
              {value.counts.error > 0 ? t('commit.hasErrors') : t('page.commitReady', { count: value.total })}
            </p>
            <Button
              type="button"
              className="justify-self-start"
              disabled={value.counts.error > 0 || value.total === 0 || changes.commit.isPending}
              onClick={() =>
                changes.commit.mutate(undefined, {
                  onError: (error) => toast.error(errorText(error, t)),
                })
              }
            >
              {t('page.commit', { count: value.total })}
            </Button>
          </>
        )}
        {(running || value.status === 'committed') && (
          <div className="grid gap-2">
            <div
              role="progressbar"
              aria-label={t('page.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className="h-3 w-full overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
            </div>
            <p className="text-sm" aria-live="polite">
              {running
                ? t('page.running', { processed: value.processed, total: value.total })
                : t('page.committed', { count: value.created })}
            </p>
          </div>
        )}
        {value.status === 'failed' && (
          <p role="alert" className="text-sm text-destructive">
            {t('page.commitFailed')}
          </p>
        )}
        {value.status === 'undone' && <p className="text-sm">{t('page.undone')}</p>}
        {(value.status === 'committed' || value.status === 'failed') && (
          <div className="grid gap-2">
            <Button
              type="button"
              variant="outline"
              className="justify-self-start"
              disabled={changes.undo.isPending}
              onClick={() => {
                setBlockers([]);
                changes.undo.mutate(undefined, {
                  onSuccess: () => toast.success(t('page.undone')),
                  onError: (error) => {
                    if (error instanceof ApiError && error.status === 409 && error.details) {
                      setBlockers(Object.entries(error.details).map(([k, v]) => [k, String(v)]));
                    } else toast.error(errorText(error, t));
                  },
                });
              }}
            >
              {t('page.undo')}
            </Button>
            {blockers.length > 0 && (
              <div role="alert" className="grid gap-1 text-sm">
                <p className="font-medium">{t('undo.blocked')}</p>
                <ul className="list-disc pl-5">
                  {blockers.map(([record, reason]) => (
                    <li key={record}>{record === '_' ? t(reason) : `${record} — ${t(reason)}`}</li>
                  ))}
                </ul>
              </div>
            )}
          </div>
        )}
      </Step>
    </>
  );
}

function Preview({ value }: { value: Import }) {
  const { t } = useTranslation('imports');
  const [filter, setFilter] = useState<RowFilter>(value.counts.error > 0 ? 'error' : 'ready');
  const rows = useImportRows(value.id, filter);
  const fields = importFields[value.kind];
  return (
    <div className="grid gap-3">
      <fieldset className="flex flex-wrap gap-2">
        <legend className="sr-only">{t('page.rowsFilter')}</legend>
        {(['error', 'warning', 'ready'] as const).map((status) => (
          <Button
            key={status}
            type="button"
            size="sm"
            variant={filter === status ? 'default' : 'outline'}
            aria-pressed={filter === status}
            onClick={() => setFilter(status)}
          >
            {t(`page.status.${status}`, { count: value.counts[status] })}
          </Button>
        ))}
      </fieldset>
      {rows.data && rows.data.items.length === 0 && (
        <p className="text-sm text-muted-foreground">{t('page.noRows')}</p>
      )}
      {rows.data && rows.data.items.length > 0 && (
        <ul className="grid gap-2">
          {rows.data.items.map((row) => (
            <RowCard key={row.rowNumber} row={row} fields={fields} mapping={value.mapping} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RowCard({
  row,
  fields,
  mapping,
}: {
  row: ImportRow;
  fields: (typeof importFields)[ImportKind];
  mapping: Import['mapping'];
}) {
  // A vendor row's messages are the Add Vendor form's (maintenance:validation.*): loaded with it.
  const { t } = useTranslation(['imports', 'maintenance']);
  const tone =
    row.status === 'error' ? 'border-destructive/60' : row.status === 'warning' ? 'border-amber-500/60' : '';
  return (
    <li className={`grid gap-1 rounded-lg border p-3 text-sm ${tone}`}>
      <p className="font-medium">{t('page.row', { number: row.rowNumber })}</p>
      <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] gap-x-3 gap-y-0.5 break-words">
        {fields
          .filter((field) => mapping[field.key] !== null && mapping[field.key] !== undefined)
          .map((field) => (
            <div key={field.key} className="contents">
              <dt className="text-muted-foreground">{t(`fields.${field.key}`)}</dt>
              <dd className="whitespace-pre-wrap">{row.cells[mapping[field.key] as number] ?? ''}</dd>
            </div>
          ))}
      </dl>
      {row.messages.length > 0 && (
        <ul className="grid gap-0.5">
          {row.messages.map((message) => (
            <li
              key={`${message.field}-${message.message}`}
              className={
                message.message.includes(':warnings.')
                  ? 'text-amber-700 dark:text-amber-400'
                  : 'text-destructive'
              }
            >
              {t(`fields.${message.field}`)}: {t(message.message)}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}
