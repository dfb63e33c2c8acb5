import common from '@rentwise/core/locales/en/common.json';
import validation from '@rentwise/core/locales/en/validation.json';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { ApiError } from '@/lib/api-client';
import { FormDialog, useFormAction } from './form-dialog';
import { TermDateFields, useTermForm, yearFrom } from './term-form';
import { Field } from './ui/field';
import { Input } from './ui/input';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(cleanup);

beforeAll(async () => {
  addResourceBundle('en', 'common', common);
  addResourceBundle('en', 'validation', validation);
  await i18n.changeLanguage('en');
});

/** A new term the way Renew lease and Send renewal offer write one. */
function TermDialog({ send }: { send(body: object): Promise<unknown> }) {
  const form = useFormAction();
  const term = useTermForm();
  useEffect(() => term.prefill('2027-01-01', 220000), []);
  const submit = () => {
    const rentAmount = term.readRent(form.setErrors);
    if (rentAmount === null || !term.checkDates(form.setErrors)) return;
    void form.run(
      () => send({ startDate: term.startDate, endDate: term.endDate, rentAmount }),
      'Saved',
      () => {},
    );
  };
  return (
    <FormDialog
      open
      onOpenChange={() => {}}
      title="Renew"
      description="A new term"
      submitLabel="Renew lease"
      workingLabel="Renewing..."
      busy={form.busy}
      onSubmit={submit}
    >
      <TermDateFields term={term} errors={form.errors} startLabel="Start" endLabel="End" startHint="Hint" />
      <Field label="Rent" error={form.errors.rentAmount}>
        <Input value={term.rent} onChange={(event) => term.setRent(event.target.value)} />
      </Field>
    </FormDialog>
  );
}

describe('the one term form (Renew lease, Send renewal offer)', () => {
  it('a year from a start ends the day before the same date', () => {
    expect(yearFrom('2027-01-01')).toBe('2027-12-31');
    expect(yearFrom('2027-03-01')).toBe('2028-02-29');
  });

  it('opens a year from the start at the rent in force, and sends the rent in cents', async () => {
    const send = vi.fn(async () => ({}));
    render(<TermDialog send={send} />);
    expect(await screen.findByLabelText('Start')).toHaveProperty('value', '2027-01-01');
    expect(screen.getByLabelText('End')).toHaveProperty('value', '2027-12-31');
    expect(screen.getByLabelText('End')).toHaveProperty('min', '2027-01-01');
    expect(screen.getByLabelText('Rent')).toHaveProperty('value', '2200');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rent'), { target: { value: '2310.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renew lease' }));
    await waitFor(() =>
      expect(send).toHaveBeenCalledWith({
        startDate: '2027-01-01',
        endDate: '2027-12-31',
        rentAmount: 231050,
      }),
    );
  });

  it('refuses a rent that is not an amount, then an end before the start, under their fields', async () => {
    const send = vi.fn(async () => ({}));
    render(<TermDialog send={send} />);
    fireEvent.change(await screen.findByLabelText('Rent'), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renew lease' }));
    expect(await screen.findByText('Rent amount must be positive')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Rent'), { target: { value: '2000' } });
    fireEvent.change(screen.getByLabelText('End'), { target: { value: '2026-06-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Renew lease' }));
    expect(await screen.findByText('End date must be after start date')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts the server’s field errors, translated, under their fields', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_ERROR', 'Invalid', { startDate: 'validation:lease.endAfterStart' });
    });
    render(<TermDialog send={send} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Renew lease' }));
    expect(await screen.findByText('End date must be after start date')).toBeTruthy();
    expect(screen.getByLabelText('Start').getAttribute('aria-invalid')).toBe('true');
  });
});
