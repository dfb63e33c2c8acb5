import en from '@rentwise/core/locales/en/signatures.json';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { SigningForm } from './signing-form';

afterEach(cleanup);

beforeAll(async () => {
  addResourceBundle('en', 'signatures', en);
  await i18n.changeLanguage('en');
});

function renderForm() {
  const onSubmit = vi.fn();
  render(<SigningForm signerName="Tara Tenant" pending={false} onSubmit={onSubmit} />);
  return onSubmit;
}

describe('SigningForm', () => {
  it('asks for consent before signing, then sends the typed signature', async () => {
    const onSubmit = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Sign the document' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Agree to sign electronically');
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.click(screen.getByLabelText(/I agree to sign this document electronically/));
    fireEvent.click(screen.getByRole('button', { name: 'Sign the document' }));
    expect(onSubmit).toHaveBeenCalledWith({
      consent: true,
      signature: { type: 'typed', text: 'Tara Tenant' },
    });
  });

  it('declines only with a reason', async () => {
    const onSubmit = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Decline' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Say why you decline');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'The rent is wrong' } });
    fireEvent.click(screen.getByRole('button', { name: 'Decline' }));
    expect(onSubmit).toHaveBeenCalledWith({ decline: 'The rent is wrong' });
  });
});
