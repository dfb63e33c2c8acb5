// Reads the JSON reports the runners wrote and sums them, so CI can print one closing line.
import { existsSync, readFileSync } from 'node:fs';
import { stripVTControlCharacters } from 'node:util';

export function countVitest(file) {
  if (!existsSync(file)) return undefined;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: report.numPassedTests ?? 0,
    // numFailedTestSuites counts describe blocks too, so it is not used: a failed test counts once,
    // and a file that failed to load (no failed test of its own) counts once.
    failed: (report.numFailedTests ?? 0) + countFilesFailedWithoutTests(report),
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

function countFilesFailedWithoutTests(report) {
  return (report.testResults ?? []).filter(
    (suite) =>
      suite.status === 'failed' && !(suite.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
}

export function countPlaywright(file) {
  if (!existsSync(file)) return undefined;
  const { stats, errors } = JSON.parse(readFileSync(file, 'utf8'));
  return {
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    // Errors outside any test (global setup/teardown, such as the e2e server's shutdown check) fail
    // the run too: each counts as one failure.
    failed: (stats.unexpected ?? 0) + (errors?.length ?? 0),
    skipped: stats.skipped ?? 0,
  };
}

// The names of the failed tests in one report, so the end of CI's output says what failed.
export function failedTests(file) {
  if (!existsSync(file)) return [];
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.suites) return failedPlaywrightTests(report.suites, []);
  return (report.testResults ?? []).flatMap((suite) => {
    const failed = (suite.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (suite.status === 'failed' && failed.length === 0)
      return [`${suite.name}: ${firstLine(suite.message)}`];
    return failed.map(
      (test) => `${suite.name} › ${test.fullName ?? test.title}: ${firstLine(test.failureMessages?.[0])}`,
    );
  });
}

function failedPlaywrightTests(suites, titles) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((test) => test.status === 'unexpected')
        .map((test) => {
          const error = test.results.at(-1)?.error?.message;
          return `${spec.file} › ${[...titles, suite.title, spec.title].filter(Boolean).join(' › ')}: ${firstLine(error)}`;
        }),
    ),
    ...failedPlaywrightTests(suite.suites ?? [], [...titles, suite.title]),
  ]);
}

function firstLine(text) {
  return stripVTControlCharacters(String(text ?? ''))
    .trim()
    .split('\n')[0]
    .slice(0, 300);
}

export function sum(counts) {
  return counts.filter(Boolean).reduce(
    (total, count) => ({
      passed: total.passed + count.passed,
      failed: total.failed + count.failed,
      skipped: total.skipped + count.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  );
}

export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`;
}

// `node scripts/test-report.mjs a.json b.json ...` prints the summed line (used by .ci/run);
// `--failures a.json b.json ...` lists the failed tests by name.
if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--failures') {
    for (const name of process.argv.slice(3).flatMap(failedTests)) console.log(`  ✗ ${name}`);
    process.exit(0);
  }
  const counts = process.argv
    .slice(2)
    .map((file) => (file.includes('playwright') ? countPlaywright(file) : countVitest(file)));
  const missing = process.argv.slice(2).filter((_, index) => !counts[index]);
  const total = sum(counts);
  total.failed += missing.length; // a runner that wrote no report crashed: count it as a failure
  for (const file of missing) console.error(`no report: ${file}`);
  console.log(summaryLine(total));
}
