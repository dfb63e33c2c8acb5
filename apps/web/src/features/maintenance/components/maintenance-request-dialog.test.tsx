import en from '@rentwise/core/locales/en/maintenance.json';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { queryClientWithOrg } from '@/lib/org-query.fixture';
import { MaintenanceRequestDialog } from './maintenance-request-dialog';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

afterEach(() => cleanup());

beforeAll(async () => {
  addResourceBundle('en', 'maintenance', en);
  await i18n.changeLanguage('en');
  // jsdom has no object URLs: the previews only need a distinct string per file.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:preview-${next++}`);
  URL.revokeObjectURL = vi.fn();
});

const file = (name: string, type: string, size = 2048) => new File([new Uint8Array(size)], name, { type });

describe('New Request photos (issue 24 item 5)', () => {
  it('checks type and size before sending, previews the good ones and removes them', async () => {
    render(
      <QueryClientProvider client={queryClientWithOrg()}>
        <MaintenanceRequestDialog open onOpenChange={vi.fn()} />
      </QueryClientProvider>,
    );
    const input = await screen.findByLabelText('Photos (optional)');
    fireEvent.change(input, {
      target: { files: [file('leak.png', 'image/png'), file('invoice.pdf', 'application/pdf')] },
    });
    expect(screen.getByRole('img', { name: 'leak.png' })).toBeDefined();
    expect(screen.queryByRole('img', { name: 'invoice.pdf' })).toBeNull();
    expect(screen.getByText('invoice.pdf: not a PNG, JPEG or WebP image')).toBeDefined();

    fireEvent.change(input, { target: { files: [file('huge.jpg', 'image/jpeg', 10 * 1024 * 1024 + 1)] } });
    expect(screen.getByText('huge.jpg: larger than 10 MB')).toBeDefined();
    expect(screen.getByRole('img', { name: 'leak.png' })).toBeDefined();

    fireEvent.click(screen.getByRole('button', { name: 'Remove leak.png' }));
    expect(screen.queryByRole('img', { name: 'leak.png' })).toBeNull();
  });
});
