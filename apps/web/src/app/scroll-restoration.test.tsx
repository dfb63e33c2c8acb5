import { act, cleanup, render } from '@testing-library/react';
import { MemoryRouter, type NavigateFunction, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCROLL_STORAGE_KEY, ScrollRestoration } from './scroll-restoration';

let navigate: NavigateFunction;

function Harness() {
  navigate = useNavigate();
  return (
    <>
      <section id="pricing-table" />
      <ScrollRestoration />
    </>
  );
}

/** The page is scrolled to `y` by the visitor (the scroll event records it). */
function scrollBy(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

describe('ScrollRestoration (what the data router did)', () => {
  const scrollTo = vi.fn();
  const scrollIntoView = vi.fn();

  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(scrollTo);
    HTMLElement.prototype.scrollIntoView = scrollIntoView;
    scrollTo.mockClear();
    scrollIntoView.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('starts a new page at the top, a #hash at its section, and Back where it was', async () => {
    render(
      <MemoryRouter initialEntries={['/pricing']}>
        <Harness />
      </MemoryRouter>,
    );
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(640);
    await act(async () => navigate('/about'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);

    scrollBy(120);
    await act(async () => navigate('/pricing#pricing-table'));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);

    await act(async () => navigate(-2));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
    await act(async () => navigate(1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 120);
  });

  it('keeps the positions in session storage when the page is left', () => {
    render(
      <MemoryRouter initialEntries={['/faq']}>
        <Harness />
      </MemoryRouter>,
    );
    scrollBy(300);
    window.dispatchEvent(new Event('pagehide'));
    expect(Object.values(JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}'))).toContain(300);
    expect(window.history.scrollRestoration).toBe('auto');
  });
});
