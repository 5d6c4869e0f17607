/**
 * `npm run bench [-- --quick] [--only=chat-load,saturation,matching-burst,front-end,capacity] [--people=N]
 * [--seconds=S] [--setup=embedded|scale-out] [--profile]`: builds if needed, runs each benchmark,
 * prints its tables and writes its JSON to bench/results/. Exits non-zero only when a correctness
 * figure that must be zero is not (lost or duplicated messages, unstored messages, double matches)
 * or a benchmark (or one setup of it) fails to run — the others still run; missed performance
 * targets are printed as MISSED.
 */
import { capacity } from "./capacity.js";
import { chatLoad } from "./chat-load.js";
import { buildIfNeeded } from "./lib/build.js";
import { scaleOutAvailable } from "./lib/kindred.js";
import { parseOptions, type BenchOptions } from "./lib/options.js";
import { frontEnd } from "./front-end.js";
import { matchingBurst } from "./matching-burst.js";
import { saturation } from "./saturation.js";
import { printTable, writeResult, type BenchmarkResult } from "./lib/report.js";

const BENCHMARKS: Record<string, (options: BenchOptions) => Promise<BenchmarkResult>> = {
  "chat-load": chatLoad,
  saturation,
  "matching-burst": matchingBurst,
  "front-end": frontEnd,
  capacity,
};

async function main() {
  const options = parseOptions(process.argv.slice(2));
  const unknown = options.only?.filter((name) => !(name in BENCHMARKS)) ?? [];
  if (unknown.length > 0) {
    throw new Error(`unknown benchmark ${unknown.join(", ")}; known: ${Object.keys(BENCHMARKS).join(", ")}`);
  }
  if (!scaleOutAvailable) {
    console.log("TEST_DATABASE_URL and TEST_REDIS_URL are not both set: measuring the embedded setup only.");
  }
  buildIfNeeded();
  const started = Date.now();
  let failed = false;
  const missed: string[] = [];
  const failures: string[] = [];
  for (const [name, run] of Object.entries(BENCHMARKS)) {
    if (options.only && !options.only.includes(name)) continue;
    const benchmarkStarted = Date.now();
    // A benchmark that cannot run is reported at the end; the others still run.
    const result = await run(options).catch((error: Error) => {
      failures.push(`${name}: ${error.stack ?? error.message}`);
      return undefined;
    });
    if (!result) continue;
    failures.push(...(result.failures ?? []).map((failure) => `${name}, ${failure}`));
    console.log(`\n${name} took ${((Date.now() - benchmarkStarted) / 1000).toFixed(0)} s`);
    for (const table of result.tables) {
      printTable(table);
      for (const row of table.rows) {
        if (row.target && !row.target.met && !row.target.notJudged) missed.push(`${table.title}: ${row.figure}`);
      }
    }
    console.log(`\nwritten: ${writeResult(result, { ...options })}`);
    failed ||= result.correctnessFailed;
  }
  console.log(`\nall benchmarks done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  if (missed.length > 0) console.log(`targets missed:\n  ${missed.join("\n  ")}`);
  if (failed) console.error("A correctness figure that must be 0 was not (see MISSED above).");
  if (failures.length > 0) console.error(`Could not be measured:\n  ${failures.join("\n  ")}`);
  if (failed || failures.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
