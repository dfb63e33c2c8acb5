import en from '@rentwise/core/locales/en/messages.json';
import type { Conversation, Message } from '@rentwise/core/messages/schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { addResourceBundle, i18n } from '@/app/i18n';
import { ConversationView } from './conversation-view';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn() }));
vi.mock('sonner', () => ({ toast }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toast.success.mockReset();
});

beforeAll(async () => {
  addResourceBundle('en', 'messages', en);
  await i18n.changeLanguage('en');
});

const CONVERSATION: Conversation = {
  id: '3f0c9a52-6a43-4a8e-9a57-0b1f3c1d2e4f',
  tenantId: '4a0c9a52-6a43-4a8e-9a57-0b1f3c1d2e4f',
  contact: { name: 'Olivia Bennett', role: 'owner', active: true, detail: null },
  lastMessage: null,
  unreadCount: 0,
  lastMessageAt: null,
  createdAt: new Date().toISOString(),
};

const message = (id: number, fromMe: boolean, body: string): Message => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  conversationId: CONVERSATION.id,
  senderRole: fromMe ? 'tenant' : 'owner',
  fromMe,
  body,
  createdAt: new Date(Date.now() - (10 - id) * 60_000).toISOString(),
  readAt: null,
});

/** A server holding the conversation's messages (newest first, as the API pages them). */
function stubServer(initial: Message[]) {
  const stored = [...initial];
  const posts: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      let body: unknown = { items: [...stored].reverse(), nextCursor: null };
      let status = 200;
      if (init?.method === 'POST') {
        const sent = JSON.parse(String(init.body));
        posts.push(sent);
        const created = message(stored.length + 1, true, sent.body.trim());
        stored.push(created);
        body = created;
        status = 201;
      } else if (!String(url).includes('/messages')) {
        body = { unreadCount: 0 };
      }
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return posts;
}

function renderView() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ConversationView conversation={CONVERSATION} onBack={() => {}} />
    </QueryClientProvider>,
  );
}

describe('ConversationView', () => {
  it('shows the contact and the messages oldest first, mine apart from theirs', async () => {
    stubServer([message(1, false, 'Welcome to 123 Main St!'), message(2, true, 'Thanks, Olivia!')]);
    renderView();
    expect(screen.getByRole('heading', { name: 'Olivia Bennett' })).toBeTruthy();
    expect(screen.getByText(/Landlord/)).toBeTruthy();
    expect(screen.getByText('Active')).toBeTruthy();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Welcome to 123 Main St!',
      'Thanks, Olivia!',
    ]);
    expect(items[0].className).toContain('items-start');
    expect(items[1].className).toContain('items-end');
    expect(within(items[1]).getByText('You')).toBeTruthy();
    expect(items[1].querySelector('time')).toBeTruthy();
  });

  it('refuses an empty message, sends a real one, says Message sent and shows it', async () => {
    const posts = stubServer([]);
    renderView();
    expect(await screen.findByText('No messages yet')).toBeTruthy();
    const input = screen.getByRole('textbox', { name: 'Message' });
    fireEvent.change(input, { target: { value: '   ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a message')).toBeTruthy();
    expect(posts).toHaveLength(0);

    fireEvent.change(input, { target: { value: '  The heating is off.  ' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(posts).toEqual([{ body: 'The heating is off.' }]));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Message sent'));
    expect(await screen.findByText('The heating is off.')).toBeTruthy();
    expect((input as HTMLTextAreaElement).value).toBe('');
  });
});
