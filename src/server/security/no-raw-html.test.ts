/**
 * The client renders what people write only as React text. This reads every client source file
 * and fails on any way to turn a string into markup or code, so that a new one is a decision made
 * in review (with this list updated) rather than an accident. e2e/xss.spec.ts shows the result in
 * a browser.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const CLIENT = fileURLToPath(new URL("../../client", import.meta.url));

const RAW_HTML_OR_CODE = [
  /dangerouslySetInnerHTML/,
  /\.innerHTML\b/,
  /\.outerHTML\b/,
  /insertAdjacentHTML/,
  /document\.write/,
  /createContextualFragment/,
  /\beval\s*\(/,
  /\bnew Function\s*\(/,
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(tsx?|jsx?)$/.test(entry.name) ? [full] : [];
  });
}

describe("the client's rendering of text", () => {
  it("never turns a string into markup or code", () => {
    const files = sourceFiles(CLIENT);
    expect(files.length).toBeGreaterThan(50);
    const offences = files.flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          RAW_HTML_OR_CODE.some((pattern) => pattern.test(line))
            ? [`${path.relative(CLIENT, file)}:${i + 1}: ${line.trim()}`]
            : [],
        ),
    );
    expect(offences).toEqual([]);
  });
});
