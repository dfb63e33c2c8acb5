// `npm run bench`: performance figures (ratios and budgets, never timed assertions).
console.log('no benchmarks yet');
