// Owner statement PDF, measured (issue 19; QUALITY.md: one owner's monthly statement PDF on the
// large portfolio ≤ 5 s). Runs apps/server/src/modules/owner-statements/statements-bench.ts (an
// in-memory PGlite of its own: one owner client owning 2,000 let units, a year of rent and
// expenses) and prints the figure against the target.
import { spawnSync } from 'node:child_process';
import { root } from '../lib.mjs';

export const statementTargets = { pdfSeconds: 5 };

export function runStatementBench({ units = 2000 } = {}) {
  console.log(
    `\n▶ Owner statement PDF: one owner of a ${units}-unit portfolio, a year of rent and expenses, on PGlite\n`,
  );
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/owner-statements/statements-bench.ts', `--units=${units}`],
    {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) {
    console.log(`  the statement bench could not run:\n${result.stderr || result.stdout}`);
    return { measured: false };
  }
  const figures = JSON.parse(result.stdout.trim().split('\n').at(-1));
  console.log(
    `    ${figures.period}: ${figures.lines} lines; statement ${figures.statementSeconds.toFixed(2)} s + PDF ${figures.pdfSeconds.toFixed(2)} s (${(figures.pdfBytes / 1024).toFixed(0)} KiB), slowest of ${figures.runs.length} runs; ${figures.cpuSeconds.toFixed(2)} s of CPU`,
  );
  const ok = figures.totalSeconds <= statementTargets.pdfSeconds;
  console.log(
    `  ${'statement PDF (computed and rendered)'.padEnd(44)} ${`${figures.totalSeconds.toFixed(2)} s`.padStart(11)}   target ≤ ${statementTargets.pdfSeconds} s   ${ok ? '✓ met' : '✗ not met'}`,
  );
  return { measured: true, ...figures, checks: { pdf: ok } };
}
