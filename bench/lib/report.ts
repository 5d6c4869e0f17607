/**
 * What every benchmark hands back: rows of figure | Kindred | baseline | ratio | target, printed as a
 * table and written as JSON under bench/results/. Numbers stay numbers in the JSON; the table formats them.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export type Unit = "ms" | "msg/s" | "pairs/s" | "KB" | "MB" | "%" | "count" | "score" | "";

export interface Target {
  /** What is asked, as a reader would say it: "≤ 2 × relay", "= 0". */
  text: string;
  met: boolean;
  /** Set when the target is asked of another size of run than this one, e.g. "set for 2,000 people". */
  notJudged?: string;
}

export interface Row {
  figure: string;
  unit: Unit;
  kindred: number | null;
  baseline?: number | null;
  ratio?: number | null;
  /** The durable peer's figure and Kindred's over it, in tables that have that column. */
  peer?: number | null;
  peerRatio?: number | null;
  target?: Target;
  /** Added to the figure's cell, e.g. "rate limit reached". */
  note?: string;
}

export interface Table {
  title: string;
  /** What the baseline column is, e.g. "bare Socket.IO relay". */
  baseline: string;
  /** A second baseline printed before the first, e.g. "durable peer": the server people would otherwise run. */
  peer?: string;
  rows: Row[];
}

export interface BenchmarkResult {
  name: string;
  tables: Table[];
  /** Everything else worth keeping: settings, raw counts, audit details. */
  details: Record<string, unknown>;
  /** A correctness figure that must be zero was not (lost or duplicated messages, double matches). */
  correctnessFailed: boolean;
  /** Parts that could not be measured (a setup whose servers failed): printed, and the run fails. */
  failures?: string[];
}

const resultsDir = fileURLToPath(new URL("../results", import.meta.url));

export function formatValue(value: number | null | undefined, unit: Unit): string {
  if (value == null) return "—";
  const digits = unit === "count" || unit === "score" ? 0 : Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  const text = value.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: 0 });
  return unit && unit !== "count" && unit !== "score" ? `${text} ${unit}` : text;
}

const times = (ratio: number | null | undefined) => (ratio == null ? "" : `${ratio.toFixed(2)}×`);

export function printTable(table: Table): void {
  const peer = table.peer;
  const header = peer
    ? ["figure", "Kindred", peer, "÷ peer", table.baseline, "÷ relay", "target"]
    : ["figure", "Kindred", table.baseline, "ratio", "target"];
  const lines = table.rows.map((row) => [
    row.note ? `${row.figure} (${row.note})` : row.figure,
    formatValue(row.kindred, row.unit),
    ...(peer ? [row.peer === undefined ? "" : formatValue(row.peer, row.unit), times(row.peerRatio)] : []),
    row.baseline === undefined ? "" : formatValue(row.baseline, row.unit),
    times(row.ratio),
    row.target ? `${verdict(row.target)}: ${row.target.text}` : "",
  ]);
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)));
  const render = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(" | ")} |`;
  console.log(`\n${table.title}\n`);
  console.log(render(header));
  console.log(`|${widths.map((w) => "-".repeat(w + 2)).join("|")}|`);
  for (const line of lines) console.log(render(line));
}

function verdict(target: Target): string {
  if (target.notJudged) return `not judged, ${target.notJudged}`;
  return target.met ? "met" : "MISSED";
}

/** Writes bench/results/<name>-<timestamp>.json and returns its path. */
export function writeResult(result: BenchmarkResult, settings: Record<string, unknown>): string {
  mkdirSync(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  const file = path.join(resultsDir, `${result.name}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify({ ...result, settings, at: new Date().toISOString() }, null, 2)}\n`);
  return file;
}

/** A target row's verdict: at most `limit`. */
export const atMost = (value: number | null, limit: number, text: string): Target => ({
  text,
  met: value != null && value <= limit,
});

/** A target row's verdict: at least `limit`. */
export const atLeast = (value: number | null, limit: number, text: string): Target => ({
  text,
  met: value != null && value >= limit,
});

/**
 * A target the issue sets for one size of run (1,000 people chatting, 2,000 asking at once): a
 * smaller run (--quick, --people) still prints the figure, but its verdict would mean nothing.
 */
export const forSize = (target: Target, people: number, setFor: number): Target =>
  people === setFor ? target : { ...target, notJudged: `set for ${setFor.toLocaleString("en-US")} people` };
