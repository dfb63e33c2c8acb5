import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Each module owns its SQL (docs/ARCHITECTURE.md, issue 16): a repository is imported only from
 * its own module folder; another module goes through that module's service. Tests may seed
 * through any repository, so only production files are checked.
 */
const src = path.dirname(fileURLToPath(import.meta.url));

/** The module a file belongs to: `modules/<name>`, or the top folder (`auth`, `jobs`). */
function moduleOf(file: string): string {
  const parts = path.relative(src, file).split(path.sep);
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** `from '…'` of import and export statements, and `import('…')`. */
function importedPaths(code: string): string[] {
  return [...code.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)].map(
    (match) => match[1] ?? match[2],
  );
}

function repositoryImportsAcrossModules(files: { file: string; code: string }[]): string[] {
  const found: string[] = [];
  for (const { file, code } of files) {
    for (const specifier of importedPaths(code)) {
      if (!specifier.startsWith('.')) continue;
      const target = path.resolve(path.dirname(file), specifier);
      if (!path.basename(target).replace(/\.ts$/, '').endsWith('.repository')) continue;
      if (moduleOf(target) !== moduleOf(file)) {
        found.push(`${path.relative(src, file)} imports ${specifier}`);
      }
    }
  }
  return found;
}

describe('module boundaries', () => {
  it('no server file imports another module’s repository', () => {
    const files = ['modules', 'auth', 'jobs']
      .flatMap((folder) => sourceFiles(path.join(src, folder)))
      .map((file) => ({ file, code: readFileSync(file, 'utf8') }));
    expect(files.length).toBeGreaterThan(40);
    expect(repositoryImportsAcrossModules(files)).toEqual([]);
  });

  it('sees imports of every form, and allows a module its own repository', () => {
    const file = path.join(src, 'modules/payments/payments.service.ts');
    const code = [
      "import * as repo from './payments.repository';",
      "import { findLease } from '../leases/leases.repository';",
      "import type { NewProfile } from '../profiles/profiles.repository.ts';",
      "export { openAmounts } from '../ledger/ledger.repository';",
      "const lazy = await import('../../auth/auth.repository');",
    ].join('\n');
    expect(repositoryImportsAcrossModules([{ file, code }])).toEqual([
      'modules/payments/payments.service.ts imports ../leases/leases.repository',
      'modules/payments/payments.service.ts imports ../profiles/profiles.repository.ts',
      'modules/payments/payments.service.ts imports ../ledger/ledger.repository',
      'modules/payments/payments.service.ts imports ../../auth/auth.repository',
    ]);
  });
});
