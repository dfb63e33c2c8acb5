import type { LeaseTemplateClause } from '@rentwise/core/renewals/template';
import { Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ApiError } from '@/lib/api-client';
import { useLeaseTemplate, useSaveLeaseTemplate } from '../api/lease-template';

const emptyClause = (): LeaseTemplateClause => ({ title: { en: '', fr: '' }, body: { en: '', fr: '' } });

/**
 * The organisation's lease template clauses (issue 21 item 1), edited in English and French by
 * those who may change the organisation (admins); others read them.
 */
export function LeaseTemplateEditor({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation(['renewals', 'validation']);
  const template = useLeaseTemplate();
  const save = useSaveLeaseTemplate();
  const [clauses, setClauses] = useState<LeaseTemplateClause[]>([]);
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (template.data) setClauses(template.data.clauses);
  }, [template.data]);
  if (!template.data) return null;
  const change = (index: number, part: 'title' | 'body', lang: 'en' | 'fr', value: string) =>
    setClauses((current) =>
      current.map((clause, i) =>
        i === index ? { ...clause, [part]: { ...clause[part], [lang]: value } } : clause,
      ),
    );
  const missing = (value: string) =>
    invalid && !value.trim() ? t('validation:renewals.clauseTextRequired') : undefined;
  const submit = () => {
    if (save.isPending) return;
    const incomplete = clauses.some(
      (c) => ![c.title.en, c.title.fr, c.body.en, c.body.fr].every((v) => v.trim()),
    );
    setInvalid(incomplete);
    if (incomplete) return;
    save.mutate(
      { clauses },
      {
        onSuccess: () => toast.success(t('template.saved')),
        onError: (error) => toast.error(error instanceof ApiError ? error.message : String(error)),
      },
    );
  };
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      {template.data.isDefault && <p className="text-sm text-muted-foreground">{t('template.defaults')}</p>}
      {clauses.map((clause, index) => (
        <fieldset key={index} className="grid gap-3 rounded-lg border p-4" disabled={!canEdit}>
          <legend className="px-1 text-sm font-medium">{t('template.clause', { number: index + 1 })}</legend>
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t('template.titleEn')} error={missing(clause.title.en)}>
              <Input
                value={clause.title.en}
                maxLength={120}
                onChange={(e) => change(index, 'title', 'en', e.target.value)}
              />
            </Field>
            <Field label={t('template.titleFr')} error={missing(clause.title.fr)}>
              <Input
                value={clause.title.fr}
                maxLength={120}
                onChange={(e) => change(index, 'title', 'fr', e.target.value)}
              />
            </Field>
            <Field label={t('template.bodyEn')} error={missing(clause.body.en)}>
              <Textarea
                value={clause.body.en}
                maxLength={2000}
                onChange={(e) => change(index, 'body', 'en', e.target.value)}
              />
            </Field>
            <Field label={t('template.bodyFr')} error={missing(clause.body.fr)}>
              <Textarea
                value={clause.body.fr}
                maxLength={2000}
                onChange={(e) => change(index, 'body', 'fr', e.target.value)}
              />
            </Field>
          </div>
          {canEdit && (
            <Button
              type="button"
              variant="ghost"
              className="justify-self-start text-destructive"
              onClick={() => setClauses((current) => current.filter((_, i) => i !== index))}
            >
              <Trash2 aria-hidden="true" />
              {t('template.remove')}
            </Button>
          )}
        </fieldset>
      ))}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={clauses.length >= 30}
            onClick={() => setClauses((current) => [...current, emptyClause()])}
          >
            <Plus aria-hidden="true" />
            {t('template.add')}
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {t('template.save')}
          </Button>
        </div>
      )}
    </form>
  );
}
