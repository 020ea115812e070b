/**
 * `npm run web:audit`: builds the web client, starts the real system (four subgraphs + gateway)
 * on a scratch database with the demo data, and reports for the home and a product page:
 * - Lighthouse mobile scores (performance, accessibility, best practices, SEO) and LCP/CLS/TBT,
 *   from the `lighthouse` package driving the Debian Chromium (its default mobile config:
 *   simulated mid-range phone and slow 4G);
 * - axe-core violations by impact at a 390x844 phone viewport (playwright-core, same Chromium);
 * - the initial JavaScript: gzipped bytes of the scripts web/dist/index.html loads (module entry
 *   and modulepreloads), and the script bytes each page actually transferred (Lighthouse).
 * It reports and exits 0: the targets (issue 10) are read by a person. Not part of `npm test`
 * (about a minute per run). Options: `--json` also writes test-results/web-audit.json;
 * `--runs=N` runs Lighthouse N times per page and reports the run with the median performance
 * score (Lighthouse varies between runs on a busy machine: its simulated phone scales the CPU
 * time it observes, so other work on the machine inflates TBT and LCP); `--no-build` audits the
 * existing web/dist instead of a build of its own, `--dist=PATH` another build (to compare one).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import axe from 'axe-core';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { freePortRange } from './lib/ports.js';
import { createScratchDatabase } from './lib/scratch-db.js';
import { startSystem } from './lib/supervisor.js';

const CHROMIUM = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/1' },
];
const IMPACTS = ['critical', 'serious', 'moderate', 'minor'] as const;

const args = process.argv.slice(2);
const writeJson = args.includes('--json');
const build = !args.includes('--no-build') && !args.some((a) => a.startsWith('--dist='));
const runs = Math.max(1, Number(args.find((a) => a.startsWith('--runs='))?.slice(7) ?? 1));
// A build of its own (served through WEB_DIST), so a concurrent `npm run build` or browser test
// rebuilding web/dist cannot change the files under the audit.
const givenDist = args.find((a) => a.startsWith('--dist='))?.slice(7);
const DIST = givenDist ? path.resolve(givenDist) : build ? mkdtempSync(path.join(os.tmpdir(), 'shop-web-audit-')) : path.resolve('web/dist');

if (!existsSync(CHROMIUM)) {
  console.error(`Chromium not found at ${CHROMIUM} (apt-get install chromium).`);
  process.exit(1);
}

interface LighthouseFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Bytes of JavaScript the page transferred during the Lighthouse load (compressed as sent). */
  scriptTransferBytes: number;
  /** Performance scores of every run, when there were several. */
  performanceRuns: number[];
  /** What to look at: the LCP element and the elements that shifted most. */
  lcpElement: string | null;
  layoutShifts: { element: string; score: number }[];
}
interface AxeFigures {
  byImpact: Record<(typeof IMPACTS)[number], number>;
  violations: { id: string; impact: string | null; nodes: number; help: string }[];
}

/** The scripts index.html makes the browser fetch before any interaction, gzipped one by one. */
function initialJavaScript(): { files: { file: string; bytes: number; gzipBytes: number }[]; gzipBytes: number; bytes: number } {
  const html = readFileSync(path.join(DIST, 'index.html'), 'utf8');
  const sources = new Set<string>();
  for (const tag of html.match(/<script\b[^>]*>/g) ?? []) {
    const src = /\bsrc="([^"]+)"/.exec(tag)?.[1];
    if (src) sources.add(src);
  }
  for (const tag of html.match(/<link\b[^>]*>/g) ?? []) {
    if (!/\brel="modulepreload"/.test(tag)) continue;
    const href = /\bhref="([^"]+)"/.exec(tag)?.[1];
    if (href) sources.add(href);
  }
  const files = [...sources].map((src) => {
    const content = readFileSync(path.join(DIST, src.replace(/^\//, '')));
    return { file: src, bytes: content.length, gzipBytes: zlib.gzipSync(content).length };
  });
  return { files, bytes: files.reduce((n, f) => n + f.bytes, 0), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}

async function runLighthouse(url: string): Promise<LighthouseFigures> {
  const results: LighthouseFigures[] = [];
  for (let i = 0; i < runs; i++) {
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: FLAGS, logLevel: 'silent' });
    try {
      // No config: Lighthouse's default is the mobile run (Moto G Power class, slow 4G, 4x CPU).
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const lhr = result!.lhr;
      // A run Lighthouse could not finish (a page that never painted, a protocol timeout on a
      // busy machine) scores 0: it says nothing about the page, so it is reported and skipped.
      if (lhr.runtimeError) {
        process.stderr.write(`  lighthouse run failed: ${lhr.runtimeError.code} ${lhr.runtimeError.message}\n`);
        continue;
      }
      const nodeLabel = (item: unknown) => {
        const value = item as { type?: string; node?: { selector?: string; nodeLabel?: string }; selector?: string; nodeLabel?: string } | undefined;
        const node = value?.type === 'node' ? value : value?.node;
        return node ? `${node.selector ?? ''} "${(node.nodeLabel ?? '').slice(0, 40)}"` : null;
      };
      // Lighthouse 13: the LCP breakdown insight lists the subparts table, then the LCP node.
      const lcpItems = (lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string }[] } | undefined)?.items ?? [];
      const shiftItems = (lhr.audits['layout-shifts']?.details as { items?: { node?: unknown; score?: number }[] } | undefined)?.items ?? [];
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const requests = (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
      results.push({
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcpMs: Math.round(numeric('largest-contentful-paint')),
        cls: Math.round(numeric('cumulative-layout-shift') * 1000) / 1000,
        tbtMs: Math.round(numeric('total-blocking-time')),
        fcpMs: Math.round(numeric('first-contentful-paint')),
        scriptTransferBytes: requests.filter((r) => r.resourceType === 'Script').reduce((n, r) => n + (r.transferSize ?? 0), 0),
        performanceRuns: [],
        lcpElement: nodeLabel(lcpItems.find((item) => item.type === 'node')),
        layoutShifts: shiftItems.slice(0, 3).map((item) => ({ element: nodeLabel(item) ?? '?', score: Math.round((item.score ?? 0) * 1000) / 1000 })),
      });
    } finally {
      chrome.kill();
    }
  }
  if (results.length === 0) throw new Error(`no Lighthouse run of ${url} finished`);
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)], performanceRuns: results.map((r) => r.performance) };
}

async function runAxe(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string): Promise<AxeFigures> {
  // The gateway's CSP allows no inline script; axe is injected as one, so the audit page bypasses it.
  const context = await browser.newContext({ locale: 'ko-KR', viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, bypassCSP: true });
  try {
    const page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.addScriptTag({ content: axe.source });
    // Runs in the page (no DOM types here): the injected global axe on the whole document.
    const result = (await page.evaluate(() => (globalThis as unknown as { axe: typeof axe }).axe.run({ resultTypes: ['violations'] }))) as axe.AxeResults;
    const byImpact = Object.fromEntries(IMPACTS.map((impact) => [impact, 0])) as AxeFigures['byImpact'];
    for (const violation of result.violations) if (violation.impact) byImpact[violation.impact] += violation.nodes.length;
    return {
      byImpact,
      violations: result.violations.map((v) => ({ id: v.id, impact: v.impact ?? null, nodes: v.nodes.length, help: v.help })),
    };
  } finally {
    await context.close();
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

if (build) execFileSync('npm', ['run', 'build', '--workspace', 'web', '--silent', '--', '--outDir', DIST, '--emptyOutDir'], { stdio: ['ignore', 'ignore', 'inherit'] });
const initial = initialJavaScript();

const db = await createScratchDatabase(`shop_audit_${process.pid}`);
const logs: string[] = [];
const system = await startSystem({ port: await freePortRange(5), env: { DATABASE_URL: db.url, SEED_DEMO: '1', LOG_LEVEL: 'warn', WEB_DIST: DIST }, log: (l) => logs.push(l) });
const report: { at: string; runs: number; initialJavaScript: typeof initial; pages: { name: string; path: string; lighthouse: LighthouseFigures; axe: AxeFigures }[] } = {
  at: new Date().toISOString(),
  runs,
  initialJavaScript: initial,
  pages: [],
};
try {
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: FLAGS });
  try {
    for (const page of PAGES) {
      const url = `${system.url}${page.path}`;
      process.stderr.write(`auditing ${page.path} …\n`);
      report.pages.push({ ...page, lighthouse: await runLighthouse(url), axe: await runAxe(browser, url) });
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  console.error(logs.slice(-20).join('\n'));
  throw error;
} finally {
  await system.stop();
  await db.drop();
  if (build) rmSync(DIST, { recursive: true, force: true });
}

console.log(`\nInitial JavaScript (index.html of the build): ${kb(initial.gzipBytes)} gzipped (${kb(initial.bytes)} raw)`);
for (const file of initial.files) console.log(`  ${file.file}  ${kb(file.gzipBytes)} gz  ${kb(file.bytes)}`);
console.log(`\nLighthouse mobile${runs > 1 ? ` (median of ${runs} runs)` : ''} and axe at 390x844`);
const header = ['page', 'perf', 'a11y', 'best', 'seo', 'FCP', 'LCP', 'CLS', 'TBT', 'JS sent', 'axe crit/ser/mod/min'];
const rows = report.pages.map(({ name, lighthouse: l, axe: a }) => [
  name,
  runs > 1 ? `${l.performance} (${l.performanceRuns.join('/')})` : String(l.performance),
  String(l.accessibility),
  String(l.bestPractices),
  String(l.seo),
  `${(l.fcpMs / 1000).toFixed(1)} s`,
  `${(l.lcpMs / 1000).toFixed(1)} s`,
  String(l.cls),
  `${l.tbtMs} ms`,
  kb(l.scriptTransferBytes),
  IMPACTS.map((impact) => a.byImpact[impact]).join('/'),
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
for (const row of [header, ...rows]) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join('  '));
for (const { name, lighthouse: l } of report.pages) {
  console.log(`  LCP ${name}: ${l.lcpElement ?? '-'}`);
  for (const shift of l.layoutShifts) console.log(`  shift ${name}: ${shift.score} ${shift.element}`);
}
for (const { name, axe: a } of report.pages) {
  for (const v of a.violations) console.log(`  axe ${name}: ${v.impact ?? '-'} ${v.id} ×${v.nodes} — ${v.help}`);
}
if (writeJson) {
  mkdirSync('test-results', { recursive: true });
  writeFileSync('test-results/web-audit.json', `${JSON.stringify(report, null, 2)}\n`);
  console.log('\nwritten: test-results/web-audit.json');
}
process.exit(0);
