// The figures of `npm run bench:web`: the median of each page's Lighthouse runs, printed
// as a table, and the targets they are held to.

/** The targets the figures are held to: a missed one is printed, not a failure. */
export const TARGETS = {
  score: 95,
  checkoutScore: 90,
  pdpScriptKB: 150,
  cls: 0.05,
  cartRoundTripMs: 150,
};

/** The middle of the numbers given (the mean of the two middle ones); NaN for none. */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/**
 * One row per page (the medians of its runs, each run's score) and, with `withTargets`,
 * whether each target is met and Lighthouse's warnings.
 */
export function print(pages, results, withTargets = true) {
  const pad = (value, width) => String(value).padStart(width);
  const rows = pages.map((page) => {
    const runs = results.get(page.name);
    return {
      page,
      runs,
      score: median(runs.map((run) => run.score)),
      lcp: median(runs.map((run) => run.lcp)),
      si: median(runs.map((run) => run.si)),
      tbt: median(runs.map((run) => run.tbt)),
      cls: median(runs.map((run) => run.cls)),
      scriptKB: median(runs.map((run) => run.scriptBytes)) / 1024,
    };
  });
  console.info(
    `\n  ${'page'.padEnd(10)} ${pad('score', 6)} ${pad('(runs)', 14)} ${pad('LCP s', 6)} ${pad('SI s', 5)} ${pad('TBT ms', 7)} ${pad('CLS', 6)} ${pad('script KB', 10)}  url`,
  );
  for (const row of rows) {
    console.info(
      `  ${row.page.name.padEnd(10)} ${pad(row.score.toFixed(0), 6)} ${pad(`(${row.runs.map((run) => run.score.toFixed(0)).join(', ')})`, 14)} ${pad((row.lcp / 1000).toFixed(1), 6)} ${pad((row.si / 1000).toFixed(1), 5)} ${pad(row.tbt.toFixed(0), 7)} ${pad(row.cls.toFixed(3), 6)} ${pad(row.scriptKB.toFixed(1), 10)}  ${row.page.path}`,
    );
  }
  if (!withTargets) return;
  const verdict = (ok) => (ok ? 'met' : 'NOT met');
  const checkout = rows.find((row) => row.page.name === 'checkout');
  const slow = rows.filter((row) => row !== checkout && row.score < TARGETS.score);
  const shifting = rows.filter((row) => row.cls > TARGETS.cls);
  const pdp = rows.find((row) => row.page.name === 'product');
  console.info('\n  targets (medians):');
  // Only pages measured have a verdict (BENCH_PAGES=checkout measures no other page).
  if (rows.some((row) => row !== checkout)) {
    console.info(
      `    performance ≥ ${TARGETS.score} on every page but checkout: ${verdict(slow.length === 0)}${slow.length ? ` (${slow.map((row) => `${row.page.name} ${row.score.toFixed(0)}`).join(', ')})` : ''}`,
    );
  }
  if (checkout) {
    console.info(
      `    checkout performance ≥ ${TARGETS.checkoutScore}: ${verdict(checkout.score >= TARGETS.checkoutScore)} (${checkout.score.toFixed(0)})`,
    );
  }
  if (pdp) {
    console.info(
      `    PDP script ≤ ${TARGETS.pdpScriptKB} KB transferred: ${verdict(pdp.scriptKB <= TARGETS.pdpScriptKB)} (${pdp.scriptKB.toFixed(1)} KB)`,
    );
  }
  console.info(
    `    CLS ≤ ${TARGETS.cls} on every page: ${verdict(shifting.length === 0)}${shifting.length ? ` (${shifting.map((row) => `${row.page.name} ${row.cls.toFixed(3)}`).join(', ')})` : ''}`,
  );
  const warnings = new Set(rows.flatMap((row) => row.runs.flatMap((run) => run.warnings)));
  for (const warning of warnings) console.info(`  Lighthouse warning: ${warning}`);
}
