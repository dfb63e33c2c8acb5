import {
  putRentIndexBodySchema,
  type RentIndexName,
  type RentIndexSeries,
  rentIndexNames,
} from '@rentwise/core/rent-suggestions/schemas';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { useTranslation } from '@/app/i18n';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { usePutRentIndex, useRentIndex } from '../api/rent-index';

const toText = (series: RentIndexSeries) => series.values.map((v) => `${v.period} ${v.value}`).join('\n');

/** Lines "2025-Q3 145.77" (a comma for the decimals too) → values; the first bad line's number. */
export function parseIndexLines(
  text: string,
): { values: { period: string; value: number }[] } | { badLine: number } {
  const values: { period: string; value: number }[] = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i].trim();
    if (!line) continue;
    const match = /^(\S+)\s+(\d+(?:[.,]\d+)?)$/.exec(line);
    if (!match) return { badLine: i + 1 };
    values.push({ period: match[1].toUpperCase(), value: Number(match[2].replace(',', '.')) });
  }
  return { values };
}

/**
 * The organisation's rent index (Team › Settings, org.update to change): the CPI by month or the
 * IRL by reference quarter, typed one period per line. Rent suggestions bring comparable rents to
 * today with it; without one they compare rents as they were signed.
 */
export function RentIndexCard({ editable }: { editable: boolean }) {
  const { t } = useTranslation(['rent-suggestions', 'validation']);
  const series = useRentIndex();
  const save = usePutRentIndex();
  const [index, setIndex] = useState<RentIndexName | ''>('');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = useId();

  useEffect(() => {
    if (!series.data) return;
    setIndex(series.data.index ?? '');
    setText(toText(series.data));
  }, [series.data]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const parsed = parseIndexLines(text);
    if ('badLine' in parsed) {
      setError(t('index.lineInvalid', { line: parsed.badLine }));
      return;
    }
    const body = { index: (index || 'irl') as RentIndexName, values: index ? parsed.values : [] };
    const checked = putRentIndexBodySchema.safeParse(body);
    if (!checked.success) {
      setError(t(checked.error.issues[0].message));
      return;
    }
    try {
      await save.mutateAsync(checked.data);
      toast.success(t('index.saved'));
    } catch (failure) {
      toast.error(t('index.saveFailed'), {
        description: failure instanceof Error ? failure.message : undefined,
      });
    }
  };

  return (
    <Card>
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">
          {t('index.title')}
        </h2>
        <CardDescription>{editable ? t('index.description') : t('index.readOnly')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <fieldset
            disabled={!editable || series.isPending}
            className="grid items-start gap-4 sm:grid-cols-2"
          >
            <Field label={t('index.name')}>
              <NativeSelect value={index} onChange={(e) => setIndex(e.target.value as RentIndexName | '')}>
                <option value="">{t('index.none')}</option>
                {rentIndexNames.map((name) => (
                  <option key={name} value={name}>
                    {t(`index.${name}`)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            {index && (
              <Field
                label={t('index.values')}
                hint={index === 'cpi' ? t('index.valuesHintCpi') : t('index.valuesHintIrl')}
                error={error}
              >
                <Textarea
                  rows={5}
                  spellCheck={false}
                  className="font-mono"
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              </Field>
            )}
          </fieldset>
          {editable && (
            <div className="flex justify-end">
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('index.saving') : t('index.save')}
              </Button>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}
