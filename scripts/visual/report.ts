// The HTML report of `npm run test:visual`: baseline | current | diff side by side for
// every difference, then new shots, missing baselines and errors.
import type { Result, Summary } from './plan.ts';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );

/** Paths of the images, relative to the report's folder. */
export interface ReportPaths {
  baseline: (file: string) => string;
  current: (file: string) => string;
  diff: (file: string) => string;
}

function figure(caption: string, src: string) {
  return `<figure><figcaption>${caption}</figcaption><a href="${escapeHtml(src)}"><img loading="lazy" src="${escapeHtml(src)}" alt="${caption}"></a></figure>`;
}

function heading(result: Result) {
  const { shot } = result;
  return `<h3>${escapeHtml(`${shot.title} › ${shot.name}`)} <small>${shot.brand} · ${shot.viewport} · <code>${escapeHtml(result.file)}</code></small></h3>`;
}

export function renderReport(
  results: Result[],
  missing: string[],
  summary: Summary,
  paths: ReportPaths,
  { updating = false }: { updating?: boolean } = {},
): string {
  const changed = results.filter(
    (r) => r.outcome.status === 'changed' || r.outcome.status === 'resized',
  );
  const added = results.filter((r) => r.outcome.status === 'new');
  const errors = results.filter((r) => r.outcome.status === 'error');
  const changedHtml = changed
    .map((result) => {
      const { outcome } = result;
      const detail =
        outcome.status === 'changed'
          ? `${outcome.diffPixels} px differ (${(outcome.diffRatio * 100).toFixed(2)} %)`
          : outcome.status === 'resized'
            ? `size ${outcome.baseline.join('×')} → ${outcome.current.join('×')}`
            : '';
      const diff = outcome.status === 'changed' ? figure('diff', paths.diff(result.file)) : '';
      return `<section>${heading(result)}<p>${detail}</p><div class="row">${figure('baseline', paths.baseline(result.file))}${figure('current', paths.current(result.file))}${diff}</div></section>`;
    })
    .join('\n');
  const addedHtml = added
    .map(
      (result) =>
        `<section>${heading(result)}<div class="row">${figure('current', paths.current(result.file))}</div></section>`,
    )
    .join('\n');
  const missingHtml = missing
    .map(
      (file) =>
        `<section><h3><code>${escapeHtml(file)}</code></h3><div class="row">${figure('baseline', paths.baseline(file))}</div></section>`,
    )
    .join('\n');
  const errorsHtml = errors
    .map(
      (result) =>
        `<section>${heading(result)}<pre>${escapeHtml(result.outcome.status === 'error' ? result.outcome.message : '')}</pre></section>`,
    )
    .join('\n');
  const part = (title: string, count: number, html: string) =>
    count > 0 ? `<h2 id="${title.toLowerCase()}">${title} (${count})</h2>\n${html}` : '';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Cairn visual review</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:1.5rem;color:#222}
.summary span{margin-right:1.25rem}.row{display:flex;gap:1rem;align-items:flex-start;overflow-x:auto}
figure{margin:0;flex:0 0 auto}figcaption{font-weight:600;margin-bottom:.25rem}
img{max-width:32vw;border:1px solid #bbb;background:repeating-conic-gradient(#eee 0 25%,#fff 0 50%) 0 0/16px 16px}
section{border-top:1px solid #ddd;padding:.75rem 0}h3 small{font-weight:400;color:#666}
</style></head><body>
<h1>Cairn visual review${updating ? ' (baselines accepted)' : ''}</h1>
<p class="summary"><span>${summary.total} shots</span><span>${summary.same} unchanged</span><span><a href="#changed">${summary.changed} changed</a></span><span><a href="#new">${summary.new} new</a></span><span><a href="#missing">${summary.missing} missing</a></span><span><a href="#errors">${summary.errors} errors</a></span></p>
${summary.failing ? '' : '<p>No differences.</p>'}
${part('Changed', changed.length, changedHtml)}
${part('New', added.length, addedHtml)}
${part('Missing', missing.length, missingHtml)}
${part('Errors', errors.length, errorsHtml)}
</body></html>
`;
}
