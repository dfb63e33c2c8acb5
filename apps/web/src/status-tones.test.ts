import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Issue 26: every status colour pair in index.css (badges, toasts) and the solid buttons' pairs
 * reach WCAG AA's 4.5:1 for text, in the light and the dark theme. axe checks the pages that
 * show a badge today; this checks every tone, shown or not.
 */

// The pathname, as architecture.test.ts does: under jsdom import.meta.url is not a file: URL.
const css = readFileSync(path.join(path.dirname(new URL(import.meta.url).pathname), 'index.css'), 'utf8');

/** The custom properties of the first rule whose selector is exactly `selector`. */
function tokens(selector: string): Map<string, string> {
  const start = css.indexOf(`\n${selector} {`);
  if (start < 0) throw new Error(`index.css has no ${selector} rule`);
  const body = css.slice(css.indexOf('{', start) + 1, css.indexOf('}', start));
  return new Map(
    [...body.matchAll(/(--[\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value.trim()]),
  );
}

/** `oklch(L C H)` → sRGB channels in 0..1 (Björn Ottosson's OKLab matrices), clipped to the gamut. */
function oklchToSrgb(value: string): number[] {
  const match = value.match(/^oklch\(([\d.]+) ([\d.]+) ([\d.]+)\)$/);
  if (!match) throw new Error(`not an oklch() colour: ${value}`);
  const [lightness, chroma, hue] = match.slice(1).map(Number);
  const a = chroma * Math.cos((hue * Math.PI) / 180);
  const b = chroma * Math.sin((hue * Math.PI) / 180);
  const l = (lightness + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m = (lightness - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s = (lightness - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l - 3.3077115913 * m + 0.2309699292 * s,
    -1.2684380046 * l + 2.6097574011 * m - 0.3413193965 * s,
    -0.0041960863 * l - 0.7034186147 * m + 1.707614701 * s,
  ];
  return linear.map((channel) => Math.min(1, Math.max(0, channel)));
}

/** WCAG 2 relative luminance from linear channels. */
function luminance(value: string): number {
  const [r, g, b] = oklchToSrgb(value);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(first: string, second: string): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const tones = ['success', 'warning', 'danger', 'info', 'neutral'];
const solids = ['primary', 'destructive'];

describe('status colour tokens', () => {
  const light = tokens(':root');
  // The dark theme overrides some tokens; the rest come from :root.
  const dark = new Map([...light, ...tokens('.dark')]);

  for (const [theme, values] of [
    ['light', light],
    ['dark', dark],
  ] as const) {
    it.each(tones)(`the %s tone reads at 4.5:1 or more in the ${theme} theme`, (tone) => {
      const background = values.get(`--tone-${tone}`);
      const text = values.get(`--tone-${tone}-foreground`);
      expect(background, `--tone-${tone}`).toBeDefined();
      expect(text, `--tone-${tone}-foreground`).toBeDefined();
      expect(contrast(background as string, text as string)).toBeGreaterThanOrEqual(4.5);
    });

    it.each(solids)(`text on a solid %s button reads at 4.5:1 or more in the ${theme} theme`, (name) => {
      const ratio = contrast(values.get(`--${name}`) as string, values.get(`--${name}-foreground`) as string);
      expect(ratio).toBeGreaterThanOrEqual(4.5);
    });
  }

  it('knows a failing pair when it sees one (the old light badge: green text on 15% green)', () => {
    // Blended by hand: oklch(0.55 0.15 150) over white at 15% ≈ oklch(0.93 0.03 150).
    expect(contrast('oklch(0.93 0.03 150)', 'oklch(0.55 0.15 150)')).toBeLessThan(4.5);
  });
});
