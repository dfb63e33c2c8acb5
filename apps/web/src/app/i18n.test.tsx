import { act, cleanup, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addResourceBundle, i18n, Trans, useTranslation } from './i18n';
import { LANGUAGE_STORAGE_KEY } from './language';

afterEach(cleanup);

beforeAll(async () => {
  addResourceBundle('en', 'test', {
    greeting: 'Hello {{name}}',
    twice: '{{name}} and {{name}}, not {{unknown}}',
    deep: { nested: { key: 'Deep value' } },
    onlyEnglish: 'Only in English',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    markup: 'See our <0>policy</0> now.',
  });
  addResourceBundle('fr', 'test', {
    greeting: 'Bonjour {{name}}',
    twice: '{{name}} et {{name}}, pas {{unknown}}',
    deep: { nested: { key: 'Valeur profonde' } },
    items_one: '{{count}} élément',
    items_other: '{{count}} éléments',
    markup: 'Voir notre <0>politique</0> maintenant.',
  });
  addResourceBundle('en', 'other', { label: 'Other namespace' });
  addResourceBundle('fr', 'other', { label: 'Autre espace' });
  await i18n.changeLanguage('en');
});

describe('t', () => {
  it('interpolates, reads nested keys and other namespaces, else the default value or the key', () => {
    const { t } = i18n;
    expect(t('test:greeting', { name: '<b>Ana</b>' })).toBe('Hello <b>Ana</b>');
    expect(t('test:twice', { name: 'Bo' })).toBe('Bo and Bo, not {{unknown}}');
    expect(t('test:deep.nested.key')).toBe('Deep value');
    expect(t('test:deep.nested')).toBe('deep.nested');
    expect(t('test:absent')).toBe('absent');
    expect(t('test:absent', { defaultValue: 'Plan {{name}}', name: 'B' })).toBe('Plan B');
    expect(t('other:label')).toBe('Other namespace');
  });

  it('picks English plural forms', () => {
    expect(i18n.t('test:items', { count: 0 })).toBe('0 items');
    expect(i18n.t('test:items', { count: 1 })).toBe('1 item');
    expect(i18n.t('test:items', { count: 2 })).toBe('2 items');
  });

  it('picks French plural forms (0 and 1 are singular) and falls back to English', async () => {
    await i18n.changeLanguage('fr');
    try {
      expect(i18n.t('test:items', { count: 0 })).toBe('0 élément');
      expect(i18n.t('test:items', { count: 1 })).toBe('1 élément');
      expect(i18n.t('test:items', { count: 2 })).toBe('2 éléments');
      // A category French has and the file lacks ("many") takes the French _other form.
      expect(i18n.t('test:items', { count: 1_000_000 })).toBe('1000000 éléments');
      expect(i18n.t('test:onlyEnglish')).toBe('Only in English');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

function Greeting() {
  const { t, i18n } = useTranslation(['test', 'other']);
  return (
    <p>
      {t('greeting', { name: 'Ana' })} · {t('other:label')} · {i18n.language}
    </p>
  );
}

function Calendar() {
  const { t } = useTranslation('calendar');
  return <p>{t('nextMonth')}</p>;
}

describe('useTranslation', () => {
  it('suspends until a namespace not yet loaded arrives, then renders it at once', async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Calendar />
      </Suspense>,
    );
    expect(screen.getByText('waiting')).toBeTruthy();
    expect(await screen.findByText('Next month')).toBeTruthy();
    cleanup();

    // Loaded now: no fallback, not even for one render (pre-rendered pages are swapped in as is).
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Calendar />
      </Suspense>,
    );
    expect(screen.getByText('Next month')).toBeTruthy();
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('re-renders on a language change, having loaded the namespaces in use first', async () => {
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
        <Calendar />
      </Suspense>,
    );
    expect(screen.getByText('Hello Ana · Other namespace · en')).toBeTruthy();

    await act(() => i18n.changeLanguage('fr'));
    expect(screen.getByText('Bonjour Ana · Autre espace · fr')).toBeTruthy();
    // calendar's French file loaded before the switch: no fallback in between.
    expect(screen.getByText('Mois suivant')).toBeTruthy();
    expect(document.documentElement.lang).toBe('fr');
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('fr');
    expect(i18n.resolvedLanguage).toBe('fr');

    await act(() => i18n.changeLanguage('en-GB'));
    expect(screen.getByText('Hello Ana · Other namespace · en')).toBeTruthy();
    expect(document.documentElement.lang).toBe('en');
  });

  it('keeps the last of two quick language changes', async () => {
    await act(async () => {
      const first = i18n.changeLanguage('fr');
      const second = i18n.changeLanguage('en');
      await Promise.all([first, second]);
    });
    expect(i18n.language).toBe('en');
  });
});

describe('Trans', () => {
  it('puts the marked text into the given component', () => {
    function Policy() {
      const { t } = useTranslation('test');
      return (
        <p data-testid="policy">
          <Trans t={t} i18nKey="markup" components={[<em key="policy" className="link" />]} />
        </p>
      );
    }
    render(<Policy />);
    expect(screen.getByTestId('policy').textContent).toBe('See our policy now.');
    const marked = screen.getByTestId('policy').querySelector('em.link');
    expect(marked?.textContent).toBe('policy');
  });
});
