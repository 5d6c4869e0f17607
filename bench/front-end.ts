/**
 * Front end: the JavaScript that `/` loads before it can render (the scripts of the built index.html
 * and their modulepreload links), gzipped, against the 150 KB budget; and Lighthouse
 * (mobile profile, Debian's Chromium) for `/`, `/auth` and `/pricing` on a built server started here.
 * The baseline column is the budget: there is no other front end to compare with.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startKindred } from "./lib/kindred.js";
import type { BenchOptions } from "./lib/options.js";
import { repoRoot } from "./lib/processes.js";
import { atLeast, atMost, type BenchmarkResult, type Row } from "./lib/report.js";

const JS_BUDGET_KB = 150;
const SCORE_TARGET = 95;
const PAGES = ["/", "/auth", "/pricing"];
/** A quick run audits the landing page alone: each page is a Lighthouse run of several seconds. */
const QUICK_PAGES = ["/"];
const CATEGORIES = ["performance", "accessibility", "best-practices"] as const;
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

/** The scripts index.html makes the browser fetch before anything renders, with their gzipped sizes. */
export function initialScripts(): { file: string; gzipKb: number }[] {
  const clientDir = path.join(repoRoot, "dist/client");
  const html = readFileSync(path.join(clientDir, "index.html"), "utf8");
  // Every script with a source: the module entry and the small blocking one in the head.
  const entries = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set([...entries, ...preloads])].map((file) => ({
    file,
    gzipKb: gzipSync(readFileSync(path.join(clientDir, file))).length / 1024,
  }));
}

interface Audited {
  page: string;
  scores: Record<(typeof CATEGORIES)[number], number | null>;
  /** Audits that cost points, so that a score under target says why. */
  failing: { id: string; title: string; score: number | null; displayValue?: string }[];
  /**
   * Lighthouse's own measure of this machine's CPU speed. Its mobile throttling slows the CPU by a
   * fixed factor whatever the machine, so the same page scores lower on a slower or busier host.
   */
  benchmarkIndex: number;
  /** Why Lighthouse gave a category no score, when it did not: a failure to measure, not a result. */
  unscored?: string;
}

/** Audits a page, once more if Lighthouse could not score it (its run failed, not the page). */
async function auditPage(url: string, port: number): Promise<Omit<Audited, "page">> {
  const first = await audit(url, port);
  return first.unscored ? audit(url, port) : first;
}

async function audit(url: string, port: number): Promise<Omit<Audited, "page">> {
  const result = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: [...CATEGORIES],
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits } = result.lhr;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, categories[c]?.score == null ? null : Math.round(categories[c]!.score! * 100)]),
  ) as Audited["scores"];
  const counted = new Set(
    CATEGORIES.flatMap((c) => categories[c]?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id) ?? []),
  );
  const failing = Object.values(audits)
    .filter((a) => counted.has(a.id) && a.score !== null && a.score < 0.9)
    .map((a) => ({ id: a.id, title: a.title, score: a.score, displayValue: a.displayValue }));
  const erred = Object.values(audits).find((a) => counted.has(a.id) && a.scoreDisplayMode === "error");
  const unscored = Object.values(scores).includes(null)
    ? (result.lhr.runtimeError?.message ?? erred?.errorMessage ?? "no reason given")
    : undefined;
  return { scores, failing, benchmarkIndex: result.lhr.environment.benchmarkIndex, unscored };
}

export async function frontEnd(options: BenchOptions): Promise<BenchmarkResult> {
  // chrome-launcher reports a missing browser as an uncaught error from its child process.
  if (!existsSync(CHROMIUM)) {
    throw new Error(
      `Lighthouse needs Chromium at ${CHROMIUM}: install Debian's (apt-get install -y chromium) or set CHROMIUM_PATH.`,
    );
  }
  const scripts = initialScripts();
  const totalKb = scripts.reduce((sum, s) => sum + s.gzipKb, 0);
  const rows: Row[] = [
    {
      figure: "initial JavaScript for / (gzipped)",
      unit: "KB",
      kindred: totalKb,
      baseline: JS_BUDGET_KB,
      ratio: totalKb / JS_BUDGET_KB,
      target: atMost(totalKb, JS_BUDGET_KB, `≤ ${JS_BUDGET_KB} KB`),
    },
  ];

  console.log("front end: Lighthouse (mobile) on a built server");
  const setup = await startKindred("embedded", { profile: options.profile });
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  const audited: Audited[] = [];
  try {
    for (const page of options.quick ? QUICK_PAGES : PAGES) {
      audited.push({ page, ...(await auditPage(`${setup.instances[0]!.url}${page}`, chrome.port)) });
    }
  } finally {
    chrome.kill();
    await setup.dispose();
  }
  rows.push({
    figure: "Lighthouse's CPU benchmark index of this machine (higher is faster), lowest",
    unit: "count",
    kindred: Math.min(...audited.map((a) => a.benchmarkIndex)),
  });
  for (const { page, scores, unscored } of audited) {
    for (const category of CATEGORIES) {
      rows.push({
        figure: `Lighthouse ${category} ${page}`,
        ...(scores[category] === null && unscored ? { note: `not scored twice: ${unscored}` } : {}),
        unit: "score",
        kindred: scores[category],
        baseline: SCORE_TARGET,
        target: atLeast(scores[category], SCORE_TARGET, `≥ ${SCORE_TARGET}`),
      });
    }
  }
  return {
    name: "front-end",
    tables: [{ title: "Front end — production build", baseline: "budget", rows }],
    details: { scripts, totalKb, lighthouse: audited },
    correctnessFailed: false,
  };
}
