// The daily ledger jobs at scale (issue 18 item 11, QUALITY.md, decision 027): a fresh
// PostgreSQL, `leases` active leases (default 100,000) across organisations of 50, and each job's
// time through its own code (apps/server/src/jobs/jobs-bench.ts), printed as leases/s and as a
// ratio to one bare INSERT … SELECT of the same rows. Target: each job ≤ 60 s at 100,000 leases.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { sql, startPostgres } from '../drills/lib.mjs';
import { root } from '../lib.mjs';

export const jobsTargets = { leases: 100_000, seconds: 60 };

export async function runJobsBench({ leases = jobsTargets.leases } = {}) {
  console.log(`\n▶ Daily ledger jobs over ${leases.toLocaleString('en')} active leases (PostgreSQL)\n`);
  let cluster;
  try {
    cluster = await startPostgres();
  } catch (error) {
    console.log(`  skipped: ${error.message}`);
    return { skipped: error.message };
  }
  try {
    await sql(cluster.url, 'create database rentwise_jobs');
    const url = cluster.url.replace(/\/postgres$/, '/rentwise_jobs');
    const result = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/jobs/jobs-bench.ts', `--leases=${leases}`],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, DATABASE_URL: url, LOG_LEVEL: 'silent' },
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    if (result.status !== 0) {
      console.log(`  the jobs bench failed (exit ${result.status})`);
      return { failed: true };
    }
    const measured = JSON.parse(result.stdout.trim().split('\n').at(-1));
    console.log(
      `\n  ${measured.leases.toLocaleString('en')} leases in ${measured.organisations} organisations (seeded in ${measured.seedSeconds.toFixed(1)} s)\n`,
    );
    console.log(
      `  ${'job'.padEnd(40)} ${'charges'.padStart(8)} ${'time'.padStart(8)} ${'leases/s'.padStart(9)} ${'bare'.padStart(8)} ${'ratio'.padStart(6)}   target`,
    );
    const scale = measured.leases / jobsTargets.leases;
    for (const f of measured.figures) {
      const ok = f.seconds <= jobsTargets.seconds * Math.max(scale, 1e-9);
      console.log(
        `  ${f.job.padEnd(40)} ${String(f.charges).padStart(8)} ${`${f.seconds.toFixed(2)} s`.padStart(8)} ${Math.round(f.leasesPerSecond).toLocaleString('en').padStart(9)} ${`${f.bareSeconds.toFixed(2)} s`.padStart(8)} ${(f.ratioToBare === null ? '–' : `${f.ratioToBare.toFixed(1)}×`).padStart(6)}   ${ok ? '✓' : '✗'} ≤ ${(jobsTargets.seconds * scale).toFixed(1)} s`,
      );
    }
    if (scale !== 1) console.log(`  (the target is scaled to ${measured.leases} leases: 60 s per 100,000)`);
    return {
      ...measured,
      checks: { allWithinTarget: measured.figures.every((f) => f.seconds <= jobsTargets.seconds * scale) },
    };
  } finally {
    if (cluster.running) cluster.stop();
    rmSync(path.dirname(cluster.dir), { recursive: true, force: true });
  }
}
