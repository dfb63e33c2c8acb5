import { zodResolver } from '@hookform/resolvers/zod';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError } from './api-client';
import { type FormDialogSubmit, useFormDialog } from './use-form-dialog';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  toast.success.mockReset();
  toast.error.mockReset();
});

// The input keeps surrounding spaces and the output trims them: `send` must get the output.
const schema = z.object({ name: z.string().trim().min(1, 'Name is required'), city: z.string() });
const defaults = { name: '', city: 'Lyon' };

type Props = Partial<Omit<FormDialogSubmit<z.output<typeof schema>, string>, 'success'>> & {
  onOpenChange(open: boolean): void;
  onClose?(): void;
};

/** A dialog's form as the real ones use the hook: zod resolver, transformed values, a footer. */
function TestForm({ onOpenChange, onClose, send = async () => 'ok', ...how }: Props) {
  const form = useForm<z.input<typeof schema>, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: defaults,
  });
  const dialog = useFormDialog(form, { onOpenChange, onClose });
  const onSubmit = dialog.submit({
    send,
    success: (result) => ({ title: 'Saved', description: `Result ${result}` }),
    ...how,
  });
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={onSubmit} noValidate aria-label="Test">
      <input aria-label="Name" {...form.register('name')} />
      {errors.name && <p role="alert">{errors.name.message}</p>}
      <input aria-label="City" {...form.register('city')} />
      {errors.city && <p role="alert">{errors.city.message}</p>}
      <button type="button" onClick={dialog.close}>
        Cancel
      </button>
      <button type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

function deferred<T>() {
  let resolve: (value: T) => void = () => {};
  let reject: (reason: unknown) => void = () => {};
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string) => screen.getByRole<HTMLButtonElement>('button', { name });
const fieldValue = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('useFormDialog', () => {
  it('sends once when the form is submitted twice before the first answer, and is busy meanwhile', async () => {
    const answer = deferred<string>();
    const send = vi.fn(() => answer.promise);
    const onOpenChange = vi.fn();
    render(<TestForm send={send} onOpenChange={onOpenChange} />);
    type('Name', '  Maple House  ');

    const form = screen.getByRole('form', { name: 'Test' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await waitFor(() => expect(button('Saving...').disabled).toBe(true));
    fireEvent.submit(form);
    await act(async () => answer.resolve('ok'));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(send).toHaveBeenCalledTimes(1);
    // The validated (trimmed) values are what is sent.
    expect(send).toHaveBeenCalledWith({ name: 'Maple House', city: 'Lyon' });
    expect(toast.success).toHaveBeenCalledTimes(1);
  });

  it("puts the server's field errors under their fields, keeps the dialog open and what was typed", async () => {
    const send = vi.fn(async () => {
      throw new ApiError(400, 'VALIDATION_FAILED', 'Invalid input', { city: 'Unknown city' });
    });
    const onOpenChange = vi.fn();
    render(<TestForm send={send} onOpenChange={onOpenChange} failed="Save failed" />);
    type('Name', 'Maple House');
    type('City', 'Atlantis');

    fireEvent.click(button('Save'));

    expect((await screen.findByRole('alert')).textContent).toBe('Unknown city');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.success).not.toHaveBeenCalled();
    expect(fieldValue('Name')).toBe('Maple House');
    expect(fieldValue('City')).toBe('Atlantis');

    // The guard is released: the person can correct and send again.
    await waitFor(() => expect(button('Save').disabled).toBe(false));
    fireEvent.click(button('Save'));
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
  });

  it('shows an error toast with the message when the server names no field, and keeps the form', async () => {
    const send = vi.fn(async () => {
      throw new ApiError(500, 'INTERNAL', 'Something broke');
    });
    const onOpenChange = vi.fn();
    render(<TestForm send={send} onOpenChange={onOpenChange} failed="Save failed" />);
    type('Name', 'Maple House');

    fireEvent.click(button('Save'));

    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Save failed', { description: 'Something broke' }),
    );
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fieldValue('Name')).toBe('Maple House');
  });

  it('uses the message as the toast title when the dialog gives no title', async () => {
    const send = vi.fn(async () => {
      throw new Error('Network down');
    });
    render(<TestForm send={send} onOpenChange={vi.fn()} />);
    type('Name', 'Maple House');

    fireEvent.click(button('Save'));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('Network down'));
  });

  it('leaves an error the dialog handles itself to the dialog (no toast, no field errors from the hook)', async () => {
    const error = new ApiError(409, 'TAKEN', 'Taken', { name: 'Already there' });
    const send = vi.fn(async () => {
      throw error;
    });
    const handle = vi.fn(() => true);
    render(<TestForm send={send} onOpenChange={vi.fn()} handle={handle} failed="Save failed" />);
    type('Name', 'Maple House');

    fireEvent.click(button('Save'));

    await waitFor(() => expect(handle).toHaveBeenCalledWith(error));
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('on success shows the toast, hands the result on, closes and resets the form', async () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    const done = vi.fn();
    render(<TestForm send={async () => 'id-1'} onOpenChange={onOpenChange} onClose={onClose} done={done} />);
    type('Name', 'Maple House');
    type('City', 'Paris');

    fireEvent.click(button('Save'));

    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(toast.success).toHaveBeenCalledWith('Saved', { description: 'Result id-1' });
    expect(done).toHaveBeenCalledWith('id-1');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fieldValue('Name')).toBe('');
    expect(fieldValue('City')).toBe('Lyon');
  });

  it('resets the form and its errors when closed without sending, not when opened', async () => {
    const onOpenChange = vi.fn();
    const onClose = vi.fn();
    render(<TestForm onOpenChange={onOpenChange} onClose={onClose} />);
    fireEvent.click(button('Save'));
    expect((await screen.findByRole('alert')).textContent).toBe('Name is required');
    type('City', 'Paris');

    fireEvent.click(button('Cancel'));

    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(fieldValue('City')).toBe('Lyon');
  });
});
