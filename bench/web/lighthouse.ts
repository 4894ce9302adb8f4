/**
 * Web app speed and accessibility: Lighthouse (mobile form factor, simulated slow 4G and a 4x
 * slower CPU, its defaults) on each main page of the built app, served by the real server, in
 * Debian's Chromium. Also sums the JavaScript each page loads, gzipped at level 9, so the figure
 * does not depend on what the server compresses with.
 *
 *   npm run bench:web [-- --runs 3] [--port 3201] [--pages /,/signin] [--json out.json]
 *                     [--lhr DIR]   (each run's full Lighthouse report, to read its opportunities)
 *
 * Starts the built server (builds first when sources changed) on a fresh data folder, with one
 * user who has a plan (for /app) and one without (for the plan chooser). The median of the runs
 * is reported per page.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { root, startServer } from './server.ts';
import { signedInCookie, subscribe } from './session.ts';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    port: { type: 'string', default: '3201' },
    pages: { type: 'string' },
    json: { type: 'string' },
    lhr: { type: 'string' },
  },
});
const RUNS = Math.min(5, Math.max(1, Number(values.runs)));
const PORT = Number(values.port);

/** The pages the targets name, and who views each. */
const PAGES: { path: string; name: string; as: 'visitor' | 'subscriber' | 'new-user' }[] = [
  { path: '/', name: 'landing', as: 'visitor' },
  { path: '/subscription', name: 'pricing (plans page)', as: 'visitor' },
  { path: '/features', name: 'features', as: 'visitor' },
  { path: '/signin', name: 'sign-in', as: 'visitor' },
  { path: '/subscription-plans', name: 'plan chooser', as: 'new-user' },
  { path: '/app', name: 'dashboard', as: 'subscriber' },
  { path: '/app/history', name: 'history', as: 'subscriber' },
];

interface PageFigures {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  scriptKbGzip: number;
  scriptKbTransferred: number;
  failedA11y: string[];
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function gzippedKb(urls: string[]): Promise<number> {
  let bytes = 0;
  for (const url of urls) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    bytes += gzipSync(body, { level: 9 }).length;
  }
  return +(bytes / 1024).toFixed(1);
}

async function audit(
  url: string,
  port: number,
  cookie: string | null,
  saveAs: string | null,
): Promise<PageFigures | null> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    extraHeaders: cookie ? { cookie } : undefined,
  });
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const lhr = result.lhr;
  if (saveAs) writeFileSync(saveAs, JSON.stringify(lhr));
  // A run Chromium could not trace (NO_NAVSTART on a loaded machine) has no metrics: not a zero.
  if (lhr.runtimeError) return null;
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (lhr.audits['network-requests']?.details as {
    items?: { url: string; resourceType?: string; transferSize?: number }[];
  }) ?? { items: [] };
  const scripts = (requests.items ?? []).filter((r) => r.resourceType === 'Script');
  const a11y = lhr.categories.accessibility!;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((a11y.score ?? 0) * 100),
    lcpMs: Math.round(num('largest-contentful-paint')),
    fcpMs: Math.round(num('first-contentful-paint')),
    tbtMs: Math.round(num('total-blocking-time')),
    cls: +num('cumulative-layout-shift').toFixed(3),
    scriptKbGzip: await gzippedKb(scripts.map((s) => s.url)),
    scriptKbTransferred: +(scripts.reduce((s, r) => s + (r.transferSize ?? 0), 0) / 1024).toFixed(
      1,
    ),
    failedA11y: a11y.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1)
      .map((a) => a!.id),
  };
}

async function main() {
  if (values.lhr) mkdirSync(values.lhr, { recursive: true });
  const server = await startServer(PORT);
  const base = server.base;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const subscriber = await signedInCookie(base, 'subscriber');
    await subscribe(base, subscriber, 'pro');
    const newUser = await signedInCookie(base, 'new-user');
    const cookies = { visitor: null, subscriber, 'new-user': newUser };
    const only = values.pages?.split(',');
    const pages = PAGES.filter((p) => !only || only.includes(p.path));
    const rows: Record<string, PageFigures & { page: string; path: string }> = {};
    console.log(
      `CandleLens web benchmark: Lighthouse ${lighthouseVersion()} mobile, ${RUNS} run(s) per page, median`,
    );
    console.log(
      '| page | perf | a11y | LCP ms | FCP ms | TBT ms | CLS | JS KB gzip | failed a11y |',
    );
    console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    for (const page of pages) {
      const runs: PageFigures[] = [];
      for (let i = 0; i < RUNS + 2 && runs.length < RUNS; i++) {
        const slug = page.path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'landing';
        const saveAs = values.lhr ? path.join(values.lhr, `${slug}-${i + 1}.json`) : null;
        const figures = await audit(base + page.path, chrome.port, cookies[page.as], saveAs);
        if (figures) runs.push(figures);
        else console.error(`${page.path}: run ${i + 1} failed in Lighthouse, run again`);
      }
      if (!runs.length) throw new Error(`${page.path}: no Lighthouse run completed`);
      const pick = (k: keyof PageFigures) => median(runs.map((r) => r[k] as number));
      const row: PageFigures = {
        performance: pick('performance'),
        accessibility: pick('accessibility'),
        lcpMs: pick('lcpMs'),
        fcpMs: pick('fcpMs'),
        tbtMs: pick('tbtMs'),
        cls: pick('cls'),
        scriptKbGzip: pick('scriptKbGzip'),
        scriptKbTransferred: pick('scriptKbTransferred'),
        failedA11y: [...new Set(runs.flatMap((r) => r.failedA11y))],
      };
      rows[page.name] = { ...row, page: page.name, path: page.path };
      console.log(
        `| ${page.name} \`${page.path}\` | ${row.performance} | ${row.accessibility} | ${row.lcpMs} | ${row.fcpMs} | ${row.tbtMs} | ${row.cls} | ${row.scriptKbGzip} | ${row.failedA11y.join(', ') || 'none'} |`,
      );
    }
    if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2));
  } finally {
    chrome.kill();
    await server.stop();
  }
}

function lighthouseVersion(): string {
  const pkg = path.join(root, 'node_modules/lighthouse/package.json');
  return (JSON.parse(readFileSync(pkg, 'utf8')) as { version: string }).version;
}

await main();
