// CSV import, measured (issue 20; QUALITY.md: a 2,000-unit portfolio — properties, units, tenants,
// leases with opening balances — preview ≤ 10 s and commit ≤ 30 s on PGlite). Runs apps/server/src/modules/imports/imports-bench.ts
// (an in-memory PGlite of its own) and prints the figures against the targets.
import { spawnSync } from 'node:child_process';
import { root } from '../lib.mjs';

export const importTargets = { previewSeconds: 10, commitSeconds: 30 };

export function runImportBench({ units = 2000 } = {}) {
  console.log(
    `\n▶ CSV import: a generated ${units}-unit portfolio (properties with units, tenants, then leases with opening balances) on PGlite\n`,
  );
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/imports/imports-bench.ts', `--units=${units}`],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    console.log(`  the import bench could not run:\n${result.stderr || result.stdout}`);
    return { measured: false };
  }
  const figures = JSON.parse(result.stdout.trim().split('\n').at(-1));
  const line = (label, seconds, target) =>
    console.log(
      `  ${label.padEnd(44)} ${`${seconds.toFixed(1)} s`.padStart(11)}   target ≤ ${target} s   ${seconds <= target ? '✓ met' : '✗ not met'}`,
    );
  for (const kind of ['properties', 'tenants', 'leases']) {
    const f = figures[kind];
    console.log(
      `    ${kind}: ${f.rows} rows, preview ${f.previewSeconds.toFixed(1)} s, commit ${f.commitSeconds.toFixed(1)} s (${f.created} records)`,
    );
  }
  line('preview (read, map, check every row)', figures.previewSeconds, importTargets.previewSeconds);
  line('commit (background job, chunks)', figures.commitSeconds, importTargets.commitSeconds);
  return {
    measured: true,
    ...figures,
    checks: {
      preview: figures.previewSeconds <= importTargets.previewSeconds,
      commit: figures.commitSeconds <= importTargets.commitSeconds,
    },
  };
}
