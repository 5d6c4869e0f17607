/** `npm run bench` measures the production build: build it first when it is missing or older than the code. */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { repoRoot } from "./processes.js";

const outputs = ["dist/server/main.js", "dist/client/index.html"];
const inputs = ["src", "index.html", "vite.config.ts", "package-lock.json"];

function newestMtime(target: string): number {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

export function buildIfNeeded(): void {
  const at = (file: string) => path.join(repoRoot, file);
  const built = outputs.every((file) => existsSync(at(file)));
  const oldestOutput = built ? Math.min(...outputs.map((file) => statSync(at(file)).mtimeMs)) : 0;
  const newestInput = Math.max(...inputs.map((file) => newestMtime(at(file))));
  if (built && oldestOutput >= newestInput) return;
  console.log("Building the production client and server first (npm run build)…");
  execFileSync("npm", ["run", "build"], { cwd: repoRoot, stdio: "inherit" });
}
