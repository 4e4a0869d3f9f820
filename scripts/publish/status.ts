/**
 * What editors see of the publisher: the state now (idle, queued, building with its step, live,
 * failed, held for confirmation) and the last publishes, as JSON and as a page.
 */
import { escapeXml } from '../../src/lib/text.ts';
import type { PublishRecord } from './history.ts';

export type PublishState = 'idle' | 'queued' | 'building' | 'live' | 'failed' | 'held';

export interface PublishStatus {
  state: PublishState;
  /** Changes waiting for a build: how many hook calls, and when the build starts (none while one runs). */
  queued?: { calls: number; startsAt?: string };
  building?: { step: string; label: string; startedAt: string; elapsedMs: number; typicalMs?: number };
  /** The last publishes, newest first. */
  publishes: readonly PublishRecord[];
}

/** Each build phase (../build-site.ts) in an editor's words. */
const STEP_LABELS: Record<string, string> = {
  starting: 'Starting',
  pull: 'Reading the catalogue from the API',
  images: 'Preparing pictures',
  plan: 'Working out which pages changed',
  astro: 'Rendering the changed pages',
  finalize: 'Compressing pages and writing the sitemap',
  assemble: 'Putting the new site together',
  checks: 'Checking links and pages',
};

export const stepLabel = (step: string) => STEP_LABELS[step] ?? step;

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const count = (products: number) => `${products.toLocaleString('en')} products`;
/** A reason as a sentence of its own: capital first, full stop last. */
const sentence = (text: string) => {
  const trimmed = text.trim();
  return `${trimmed.charAt(0).toUpperCase()}${trimmed.slice(1)}${/[.!?]$/.test(trimmed) ? '' : '.'}`;
};
const time = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

const HEADLINES: Record<PublishState, string> = {
  idle: 'Nothing published yet',
  queued: 'Changes queued',
  building: 'Publishing…',
  live: 'Live',
  failed: 'The last publish failed — the site still shows the publish before it',
  held: 'Held for your confirmation — the site still shows the publish before it',
};

function describeNow(status: PublishStatus): string {
  const parts: string[] = [];
  if (status.building) {
    const { label, elapsedMs, typicalMs } = status.building;
    const progress = typicalMs ? Math.min(95, Math.round((elapsedMs / typicalMs) * 100)) : undefined;
    parts.push(
      `<p>${escapeXml(label)} — ${seconds(elapsedMs)} so far${typicalMs ? `, usually ${seconds(typicalMs)} in all` : ''}.</p>`,
      progress !== undefined
        ? `<progress max="100" value="${progress}" aria-label="Publish progress">${progress} %</progress>`
        : '',
    );
  }
  if (status.queued) {
    const { calls, startsAt } = status.queued;
    const when = startsAt ? `starts at ${time(startsAt)}` : 'starts when the current publish ends';
    parts.push(
      `<p>${calls} change${calls === 1 ? '' : 's'} waiting: the next publish ${when}.</p>`,
      '<form method="post" action="/_publish/now"><button>Publish now</button></form>',
    );
  }
  const last = status.publishes[0];
  if (status.state === 'held' && last?.reason) {
    parts.push(
      `<p class="reason">${escapeXml(sentence(last.reason))}</p>`,
      '<form method="post" action="/_publish/confirm"><button>Publish this catalogue anyway</button></form>',
    );
  }
  if (status.state === 'failed' && last?.reason)
    parts.push(
      `<p class="reason">${escapeXml(sentence(last.reason))}</p>`,
      `<p>Failed at ${time(last.finishedAt)}.</p>`,
    );
  const lastLive = status.publishes.find((record) => record.outcome === 'live');
  if (lastLive)
    parts.push(
      `<p>The site shows the publish of ${time(lastLive.finishedAt)}${lastLive.products !== undefined ? `: ${count(lastLive.products)}` : ''}.</p>`,
    );
  return parts.join('\n');
}

function describePublish(record: PublishRecord, site: URL): string {
  const outcome = { live: 'Live', failed: 'Failed', held: 'Held' }[record.outcome];
  const pages = record.pages
    ? `${record.pages.added} pages added, ${record.pages.changed} changed, ${record.pages.removed} removed`
    : '';
  const products = (record.productChanges ?? []).map((product) => {
    const link = product.path ? ` — <a href="${escapeXml(new URL(product.path, site).href)}">view live</a>` : '';
    const fields = product.fields?.length ? ` (${escapeXml(product.fields.join(', '))})` : '';
    return `<li>${escapeXml(product.name)}: ${product.change}${fields}${link}</li>`;
  });
  // The first addresses of each kind (history.ts keeps LISTED_ITEMS), linked to the live site.
  const pageLinks = (['added', 'changed', 'removed'] as const).flatMap((change) =>
    (record.pages?.listed[change] ?? []).map((path) =>
      change === 'removed'
        ? `<li>${escapeXml(decodeURI(path))}: removed</li>`
        : `<li><a href="${escapeXml(new URL(path, site).href)}">${escapeXml(decodeURI(path))}</a>: ${change}</li>`,
    ),
  );
  const leftOut = (record.leftOut ?? []).map(
    (item) =>
      `<li>${escapeXml(item.kind)} “${escapeXml(item.record)}”, field ${escapeXml(item.field)}: ${escapeXml(item.reason)}</li>`,
  );
  return [
    `<li class="${record.outcome}"><p><strong>${outcome}</strong> ${time(record.finishedAt)} · ${seconds(record.durationMs)} · ${record.calls} change${record.calls === 1 ? '' : 's'}${record.products !== undefined ? ` · ${count(record.products)}` : ''}</p>`,
    record.reason ? `<p class="reason">${escapeXml(sentence(record.reason))}</p>` : '',
    pages ? `<p>${pages}</p>` : '',
    ...(record.notes ?? []).map((note) => `<p>${escapeXml(note)}</p>`),
    products.length
      ? `<details><summary>Products (${products.length})</summary><ul>${products.join('')}</ul></details>`
      : '',
    pageLinks.length
      ? `<details><summary>Pages (${pageLinks.length} listed)</summary><ul>${pageLinks.join('')}</ul></details>`
      : '',
    leftOut.length
      ? `<details><summary>Records left out (${leftOut.length})</summary><ul>${leftOut.join('')}</ul></details>`
      : '',
    '</li>',
  ].join('');
}

/** The status page: refreshes itself every 5 s while something is queued or building. */
export function renderStatusPage(status: PublishStatus, site: URL): string {
  const busy = status.state === 'queued' || status.state === 'building';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${busy ? '<meta http-equiv="refresh" content="5">' : ''}
<meta name="robots" content="noindex">
<title>Publishing — ${HEADLINES[status.state]}</title>
<style>
body{font:16px/1.5 system-ui,sans-serif;margin:0 auto;max-width:48rem;padding:1rem;color:#1d2a22}
h1{font-size:1.4rem}h2{font-size:1.1rem;margin-top:2rem}
.state{padding:.75rem 1rem;border-radius:.5rem;background:#eef5f0;border-left:.35rem solid #2f7d4f}
.state.failed,.state.held{background:#fdf1ef;border-color:#b3261e}.state.queued,.state.building{border-color:#b07a00;background:#fff8e6}
.reason{color:#8c1d18;font-weight:600}ol{padding-left:1.25rem}li{margin-bottom:1rem}progress{width:100%}
button{font:inherit;padding:.5rem 1rem;border-radius:.4rem;border:1px solid #2f7d4f;background:#2f7d4f;color:#fff;cursor:pointer}
</style>
</head>
<body>
<h1>Publishing ${escapeXml(site.host)}</h1>
<div class="state ${status.state}" role="status"><p><strong>${HEADLINES[status.state]}</strong></p>
${describeNow(status)}
</div>
<h2>${status.publishes.length === 1 ? 'The last publish' : `The last ${status.publishes.length} publishes`}</h2>
${status.publishes.length ? `<ol>${status.publishes.map((record) => describePublish(record, site)).join('\n')}</ol>` : '<p>None yet.</p>'}
<p><a href="/_publish/status.json">This status as JSON</a></p>
</body>
</html>
`;
}
