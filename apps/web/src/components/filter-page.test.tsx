import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateFilter, FilterPage, SelectFilter } from './filter-page';

afterEach(cleanup);

describe('FilterPage (Reports and Expenses)', () => {
  it('shows the header, its action, the labelled filters and the page', () => {
    const onProperty = vi.fn();
    const onFrom = vi.fn();
    render(
      <FilterPage
        title="Expenses"
        subtitle="What the properties cost"
        action={<button type="button">Record expense</button>}
        filters={
          <>
            <SelectFilter id="f-property" label="Property" value="" onChange={onProperty}>
              <option value="">All</option>
              <option value="p1">1 Main St</option>
            </SelectFilter>
            <DateFilter id="f-from" label="From" type="month" value="2026-01" onChange={onFrom} />
          </>
        }
      >
        <p>the list</p>
      </FilterPage>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Expenses' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Record expense' })).toBeTruthy();
    expect(screen.getByText('the list')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Property'), { target: { value: 'p1' } });
    expect(onProperty).toHaveBeenCalledWith('p1');
    const from = screen.getByLabelText('From');
    expect(from).toHaveProperty('type', 'month');
    expect(from).toHaveProperty('value', '2026-01');
    // Cleared, a date filter is no filter at all.
    fireEvent.change(from, { target: { value: '' } });
    expect(onFrom).toHaveBeenCalledWith(undefined);
  });
});
