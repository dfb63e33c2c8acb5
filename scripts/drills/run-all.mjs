// Runs every failure drill (each starts its own PostgreSQL and server processes on free ports),
// prints their output, and writes test-results/ci-drills.json in the shape of vitest's JSON report
// so `.ci/run` counts each drill as one passed or failed test. Needs `npm run build` first.
//
// Two lanes run side by side, each drill of a lane after the one before: shutdown-under-load (it
// keeps a core busy on purpose and is the longest) with backup-restore and pglite-lock, and the
// others. Each drill has its own PostgreSQL, data directories and free ports, so the lanes share
// nothing but the machine. A drill's output is printed whole when it ends: no interleaved lines.
//
//   node scripts/drills/run-all.mjs                 all drills (about 5 minutes)
//   node scripts/drills/run-all.mjs sigterm kill-9  only these
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const drills = [
  'kill-9',
  'sigterm',
  'shutdown-under-load',
  'database-restart',
  'smtp-outage',
  'two-instances',
  'pglite-lock',
  'shared-documents',
  'backup-restore',
];
const only = process.argv.slice(2);
const selected = only.length ? drills.filter((name) => only.includes(name)) : drills;
const main = process.env.DRILL_SERVER_MAIN ?? path.join(root, 'apps/server/dist/main.js');

/** Runs one drill with its output captured, then prints it; resolves to its result. */
function runDrill(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(here, `${name}.mjs`)], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (exitCode, signal) => {
      process.stdout.write(Buffer.concat(output));
      const code = exitCode ?? (signal ? 1 : 0);
      resolve({ name, status: code === 0 ? 'passed' : 'failed', durationMs: Date.now() - started });
    });
  });
}

/** The drills of one lane, one after another. */
async function runLane(names) {
  const laneResults = [];
  for (const name of names) laneResults.push(await runDrill(name));
  return laneResults;
}

/** The first lane's drills (about as long together as the other lane's). */
const FIRST_LANE = ['shutdown-under-load', 'backup-restore', 'pglite-lock'];
const results = [];
if (!existsSync(main)) {
  console.error(`${path.relative(root, main)} is missing: run \`npm run build\` first.`);
  for (const name of selected) results.push({ name, status: 'failed', durationMs: 0 });
} else {
  const lanes = await Promise.all([
    runLane(selected.filter((name) => FIRST_LANE.includes(name))),
    runLane(selected.filter((name) => !FIRST_LANE.includes(name))),
  ]);
  const byName = new Map(lanes.flat().map((result) => [result.name, result]));
  for (const name of selected) results.push(byName.get(name));
}

const passed = results.filter((r) => r.status === 'passed').length;
const failed = results.length - passed;
console.log('\n▶ failure drills\n');
for (const r of results) {
  console.log(
    `  ${r.status === 'passed' ? '✓' : '✗'} ${r.name.padEnd(18)} ${(r.durationMs / 1000).toFixed(1).padStart(6)} s`,
  );
}
console.log(`\n  drills: ${passed} passed, ${failed} failed`);

mkdirSync(path.join(root, 'test-results'), { recursive: true });
writeFileSync(
  path.join(root, 'test-results', 'ci-drills.json'),
  `${JSON.stringify(
    {
      numPassedTests: passed,
      numFailedTests: failed,
      numPendingTests: 0,
      numTodoTests: 0,
      numFailedTestSuites: 0,
      testResults: [
        {
          name: 'scripts/drills',
          status: failed ? 'failed' : 'passed',
          assertionResults: results.map((r) => ({ title: r.name, status: r.status, duration: r.durationMs })),
        },
      ],
    },
    null,
    2,
  )}\n`,
);
process.exit(failed ? 1 : 0);
