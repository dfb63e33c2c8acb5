// Lease review accuracy (issue 22, item 4): runs the reviewer over the sample-lease corpus
// (apps/server/src/modules/lease-reviews/corpus, PDFs through the PDF reader) and prints the
// precision and recall of its findings and the share of terms extracted exactly. Figures only:
// the floors are asserted by corpus.test.ts in `npm test`.
import { spawnSync } from 'node:child_process';
import { root } from '../lib.mjs';

const pct = (value) => `${(value * 100).toFixed(1)} %`;

export function runLeaseReviewBench() {
  console.log('\n▶ Lease review accuracy (sample-lease corpus)\n');
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/modules/lease-reviews/corpus/measure.ts'],
    { cwd: root, encoding: 'utf8' },
  );
  if (result.status !== 0) {
    console.log(`  the corpus could not be measured:\n${result.stderr}`);
    return { measured: false };
  }
  const measures = JSON.parse(result.stdout.trim().split('\n').at(-1));
  for (const [split, label] of [
    ['all', 'all leases'],
    ['dev', 'development leases (the rules were written against them)'],
    ['holdout', 'holdout leases (written after the rules, never used to tune them)'],
  ]) {
    const measure = measures[split];
    console.log(`  ${label}: ${measure.leases}`);
    console.log(`    findings: precision ${pct(measure.precision)}, recall ${pct(measure.recall)}`);
    console.log(
      `    terms extracted exactly: ${pct(measure.termsExact)} of ${measure.termCount} (lease, term) pairs`,
    );
    if (split === 'dev' || split === 'holdout') continue;
    for (const miss of measure.misses) {
      const terms = miss.wrongTerms.map(
        (t) => `${t.term} expected ${JSON.stringify(t.expected)} got ${JSON.stringify(t.got)}`,
      );
      const rules = [...miss.falsePositives.map((r) => `+${r}`), ...miss.falseNegatives.map((r) => `-${r}`)];
      console.log(`      ${miss.file}: ${[...rules, ...terms].join('; ')}`);
    }
  }
  const measure = measures.all;
  return {
    measured: true,
    precision: measure.precision,
    recall: measure.recall,
    termsExact: measure.termsExact,
    holdout: {
      precision: measures.holdout.precision,
      recall: measures.holdout.recall,
      termsExact: measures.holdout.termsExact,
    },
  };
}
