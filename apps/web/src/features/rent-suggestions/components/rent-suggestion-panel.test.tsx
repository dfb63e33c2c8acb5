import en from '@rentwise/core/locales/en/rent-suggestions.json';
import fr from '@rentwise/core/locales/fr/rent-suggestions.json';
import type { Unit } from '@rentwise/core/properties/schemas';
import type { RentSuggestion } from '@rentwise/core/rent-suggestions/schemas';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { RentSuggestionHint } from './rent-suggestion-hint';
import { VacantUnitSuggestions } from './vacant-unit-suggestions';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

beforeAll(async () => {
  addResourceBundle('en', 'rent-suggestions', en);
  addResourceBundle('fr', 'rent-suggestions', fr);
  await i18n.changeLanguage('en');
});

const unit = (id: string, occupied: boolean): Unit => ({
  id,
  propertyId: 'p1',
  label: `Unit ${id}`,
  monthlyRent: 140000,
  occupied,
  tenant: null,
  bedrooms: 2,
  bathrooms: 1,
  areaM2: 60,
  floor: 2,
  features: [],
});

const suggestion: RentSuggestion = {
  unitId: 'u2',
  amount: 151000,
  low: 146000,
  high: 156000,
  confidence: 'medium',
  baseAmount: 150000,
  comparables: [
    {
      unitId: 'c1',
      rent: 150000,
      startDate: '2026-03-01',
      similarity: 0.94,
      unitLabel: 'Unit 4',
      propertyId: 'p2', // another building: its name is shown
      propertyName: '12 Rue Oberkampf',
      bedrooms: 2,
      areaM2: 60,
    },
  ],
  adjustments: [
    { reason: 'index', amount: 3000 },
    { reason: 'daysVacant', amount: -2000 },
  ],
  daysVacant: 75,
  indexUsed: { index: 'irl', period: '2026-Q1' },
  criteria: { city: 'Paris', propertyType: 'Apartment', missingAttributes: [] },
};

function stubServer(answer: RentSuggestion) {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(String(url));
      return new Response(JSON.stringify(answer), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return urls;
}

function renderSection(onApply?: (unit: Unit, amount: number) => void) {
  render(
    <QueryClientProvider client={queryClientWithOrg()}>
      <VacantUnitSuggestions units={[unit('u1', true), unit('u2', false)]} onApply={onApply} />
    </QueryClientProvider>,
  );
}

describe('VacantUnitSuggestions', () => {
  it('offers a suggestion for vacant units only, fetched when opened, with its explanation', async () => {
    const urls = stubServer(suggestion);
    const onApply = vi.fn();
    renderSection(onApply);
    expect(screen.queryByRole('button', { name: 'Suggest a rent for Unit u1' })).toBeNull();
    expect(urls).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a rent for Unit u2' }));
    expect(await screen.findByTestId('suggested-rent')).toHaveProperty('textContent', '$1,510');
    expect(urls).toEqual(['/api/units/u2/rent-suggestion']);
    expect(screen.getByText('Likely range $1,460 – $1,560')).toBeTruthy();
    expect(screen.getByText('Medium confidence')).toBeTruthy();
    const explanation = screen.getByRole('region', { name: 'How it is worked out' });
    expect(within(explanation).getByText('Brought to today by the IRL (2026-Q1)')).toBeTruthy();
    expect(within(explanation).getByText('+$30')).toBeTruthy();
    expect(within(explanation).getByText('Vacant for 75 days')).toBeTruthy();
    expect(within(explanation).getByText('-$20')).toBeTruthy();
    const comparables = screen.getByRole('region', { name: 'Comparable leases' });
    const row = within(comparables).getAllByRole('row')[1];
    expect(row.textContent).toContain('12 Rue Oberkampf · Unit 4');
    expect(row.textContent).toContain('$1,500');
    expect(row.textContent).toContain('Mar 1, 2026');
    expect(row.textContent).toContain('94%');
    // Nothing is applied until asked.
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use $1,510 as the asking rent' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ id: 'u2' }), 151000);
  });

  it('says what was looked for when nothing compares, and offers nothing to apply', async () => {
    stubServer({
      ...suggestion,
      amount: null,
      low: null,
      high: null,
      baseAmount: null,
      confidence: 'none',
      comparables: [],
      adjustments: [],
      criteria: { city: 'Brest', propertyType: 'Loft', missingAttributes: ['bedrooms', 'areaM2'] },
    });
    renderSection(vi.fn());
    fireEvent.click(screen.getByRole('button', { name: 'Suggest a rent for Unit u2' }));
    expect(
      await screen.findByText(
        /No lease in this organisation compares yet: we look for units in Brest of type Loft/,
      ),
    ).toBeTruthy();
    expect(screen.getByText('Add bedrooms and the area to this unit for a closer match.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /asking rent/ })).toBeNull();
  });

  it('reads in French', async () => {
    stubServer(suggestion);
    await i18n.changeLanguage('fr');
    try {
      renderSection();
      fireEvent.click(screen.getByRole('button', { name: 'Suggérer un loyer pour Unit u2' }));
      expect(await screen.findByText('Fiabilité moyenne')).toBeTruthy();
      expect(screen.getByText("Actualisé selon l'IRL (2026-Q1)")).toBeTruthy();
      // No button without onApply (a member who may not change units).
      expect(screen.queryByRole('button', { name: /Demander/ })).toBeNull();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('RentSuggestionHint (the renewal offer)', () => {
  it('shows the suggestion under the rent field and fills it only when Use is pressed', async () => {
    stubServer(suggestion);
    const onUse = vi.fn();
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <RentSuggestionHint unitId="u2" onUse={onUse} />
      </QueryClientProvider>,
    );
    expect(
      await screen.findByText('Comparable leases suggest $1,510 ($1,460 – $1,560, medium confidence)'),
    ).toBeTruthy();
    expect(onUse).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Use' }));
    expect(onUse).toHaveBeenCalledWith(151000);
  });
});
