/**
 * The web app's folder rules (docs/ARCHITECTURE.md, "Web folders"), checked on every import:
 * - a feature uses another feature only through its public file, `features/<name>/index.ts`;
 * - features depend on each other one way: no circle (leases → payments → leases was one);
 * - features, components and lib never import the routes (`app/routes/`): pages compose
 *   features, not the other way round;
 * - the router loads pages only from `app/routes/`, so every page lives in that one tree.
 * Routes may import any file of any feature. A test rather than a Biome rule: Biome's
 * `noRestrictedImports` matches import strings, so it would need one override per feature in the
 * root biome.json and would miss a relative path climbing into another feature; it has no notion
 * of a circle either.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.dirname(new URL(import.meta.url).pathname);

/** Every source file, as a path relative to src with '/' separators. */
function sourceFiles(dir = src): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

/** The modules a file imports (static, dynamic, `vi.mock`), as paths relative to src without extension. */
export function importsOf(file: string, code: string): { target: string; dynamic: boolean }[] {
  const found: { target: string; dynamic: boolean }[] = [];
  for (const [, keyword, specifier] of code.matchAll(
    /\b(from|import|import\s*\(|vi\.mock\()\s*['"]([^'"]+)['"]/g,
  )) {
    let target: string;
    if (specifier.startsWith('@/')) target = specifier.slice(2);
    else if (specifier.startsWith('.')) target = path.posix.join(path.posix.dirname(file), specifier);
    else continue; // a package
    found.push({
      target: target.replace(/\.(tsx?|css)$/, ''),
      dynamic: keyword.startsWith('import') && keyword !== 'import',
    });
  }
  return found;
}

const featureOf = (target: string) => /^features\/([^/]+)/.exec(target)?.[1];

/** What is wrong with one file's imports: one sentence per bad import. */
export function violations(file: string, code: string): string[] {
  const problems: string[] = [];
  const ownFeature = featureOf(file);
  const layer = file.split('/')[0];
  for (const { target, dynamic } of importsOf(file, code)) {
    const feature = featureOf(target);
    if (ownFeature && feature && feature !== ownFeature && target !== `features/${feature}`) {
      problems.push(`${file} imports ${target}: use the public file, '@/features/${feature}'`);
    }
    if (
      (layer === 'features' || layer === 'components' || layer === 'lib') &&
      target.startsWith('app/routes/')
    ) {
      problems.push(`${file} imports the route ${target}: routes import features, not the other way`);
    }
    if (file === 'app/router.tsx' && dynamic && !target.startsWith('app/routes/')) {
      problems.push(`${file} loads the page ${target}: pages live under app/routes/`);
    }
  }
  return problems;
}

/** Feature → the features it imports, from every file of every feature. */
function featureGraph(files: { file: string; code: string }[]): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { file, code } of files) {
    const from = featureOf(file);
    if (!from) continue;
    const uses = graph.get(from) ?? new Set<string>();
    graph.set(from, uses);
    for (const { target } of importsOf(file, code)) {
      const to = featureOf(target);
      if (to && to !== from) uses.add(to);
    }
  }
  return graph;
}

/** The circles among features, each as 'a → b → a'. */
export function featureCycles(graph: Map<string, Set<string>>): string[] {
  const cycles: string[] = [];
  const done = new Set<string>();
  const visit = (feature: string, path: string[]) => {
    if (path.includes(feature)) {
      cycles.push([...path.slice(path.indexOf(feature)), feature].join(' → '));
      return;
    }
    if (done.has(feature)) return;
    for (const next of graph.get(feature) ?? []) visit(next, [...path, feature]);
    done.add(feature);
  };
  for (const feature of [...graph.keys()].sort()) visit(feature, []);
  return cycles;
}

const allFiles = () =>
  sourceFiles().map((file) => ({ file, code: readFileSync(path.join(src, file), 'utf8') }));

describe('web folder rules', () => {
  it('holds for every file', () => {
    const files = allFiles();
    expect(files.map(({ file }) => file)).toContain('app/router.tsx');
    expect(files.flatMap(({ file, code }) => violations(file, code))).toEqual([]);
  });

  it('finds no circle between features', () => {
    const graph = featureGraph(allFiles());
    expect(graph.get('leases')).toContain('payments');
    expect(featureCycles(graph)).toEqual([]);
  });

  it('names a circle between features', () => {
    const graph = featureGraph([
      {
        file: 'features/leases/components/lease-ledger.tsx',
        code: "import { x } from '@/features/payments';",
      },
      { file: 'features/payments/lib/charge-label.ts', code: "import { y } from '@/features/leases';" },
    ]);
    expect(featureCycles(graph)).toEqual(['leases → payments → leases']);
  });

  it('refuses a feature reaching into another feature, and accepts its public file', () => {
    const file = 'features/leases/components/lease-ledger.tsx';
    expect(
      violations(file, "import { chargeLabel } from '@/features/payments/lib/charge-label';"),
    ).toHaveLength(1);
    expect(violations(file, "import { x } from '../../payments/lib/charge-label';")).toHaveLength(1);
    expect(violations(file, "import { chargeLabel } from '@/features/payments';")).toEqual([]);
    expect(violations(file, "import { LeaseStatusBadge } from './lease-status-badge';")).toEqual([]);
  });

  it('refuses features importing routes and the router loading pages from elsewhere', () => {
    expect(
      violations(
        'features/leases/api/get-leases.ts',
        "import X from '@/app/routes/workspace/owner/leases-page';",
      ),
    ).toHaveLength(1);
    expect(
      violations('app/router.tsx', "page(() => import('@/features/leases/components/leases-page'))"),
    ).toHaveLength(1);
    expect(
      violations('app/router.tsx', "page(() => import('./routes/workspace/owner/leases-page'))"),
    ).toEqual([]);
  });

  it('lets routes import any file of a feature', () => {
    expect(
      violations(
        'app/routes/workspace/owner/leases-page.tsx',
        "import { LeaseLedger } from '@/features/leases/components/lease-ledger';",
      ),
    ).toEqual([]);
  });
});
