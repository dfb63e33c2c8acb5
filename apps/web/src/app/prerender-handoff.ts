/**
 * Public pages arrive pre-rendered (apps/web/scripts/prerender.mjs): the browser paints that HTML
 * at once. The app then renders into a hidden container next to it and, when the public layout
 * has drawn the same page, the two are swapped in one frame. Without a pre-rendered page (the
 * dashboards, or a visitor whose language differs) the app renders as usual.
 */
let swap: (() => void) | null = null;

/** Returns the container the app should render into. */
export function prepareAppContainer(root: HTMLElement): { container: HTMLElement; prerendered: boolean } {
  const picture = root.querySelector(':scope > [data-prerendered]');
  if (!picture) return { container: root, prerendered: false };
  if (document.documentElement.classList.contains('prerender-stale')) {
    picture.remove();
    return { container: root, prerendered: false };
  }
  const container = document.createElement('div');
  container.hidden = true;
  root.append(container);
  swap = () => {
    const scrolled = window.scrollY;
    picture.remove();
    container.hidden = false;
    // A visitor who scrolled the picture stays where they were.
    if (scrolled > 0 && !window.location.hash) requestAnimationFrame(() => window.scrollTo(0, scrolled));
  };
  return { container, prerendered: true };
}

/** Called (in a layout effect) by the layout of the pre-rendered pages once it has rendered. */
export function completePrerenderHandoff(): void {
  swap?.();
  swap = null;
}
