import { measureCorpus } from './corpus';

/**
 * `node --import tsx …/corpus/measure.ts`: the corpus figures as one JSON line on stdout, for
 * `npm run bench` (scripts/bench/lease-review.mjs), with what each lease got wrong.
 */
const summary = (measure: Awaited<ReturnType<typeof measureCorpus>>) => ({
  leases: measure.leases.length,
  precision: measure.precision,
  recall: measure.recall,
  termsExact: measure.termsExact,
  termCount: measure.termCount,
  misses: measure.leases
    .filter((l) => l.wrongTerms.length + l.falsePositives.length + l.falseNegatives.length > 0)
    .map((l) => ({
      file: l.file,
      wrongTerms: l.wrongTerms,
      falsePositives: l.falsePositives,
      falseNegatives: l.falseNegatives,
    })),
});
console.log(
  JSON.stringify({
    all: summary(await measureCorpus()),
    dev: summary(await measureCorpus('dev')),
    holdout: summary(await measureCorpus('holdout')),
  }),
);
