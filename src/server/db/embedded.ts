/**
 * The embedded database, off the server's thread. PGlite runs in a worker thread and speaks the
 * PostgreSQL wire protocol on a private Unix socket (embedded-worker.js); the server reaches it with
 * node-postgres, exactly as it reaches a PostgreSQL server. On the server's own thread, every PGlite
 * statement stopped the event loop for its whole run (a batch of ten messages for 5–10 ms) while
 * every socket and request waited; now only the protocol's bytes cross over.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";

/** The port number only names the socket file (`.s.PGSQL.<port>`), as node-postgres expects it. */
const SOCKET_PORT = 5432;

type EngineReport = { ready: true } | { failed: string } | { closed: true } | { saved: true };

export interface EmbeddedEngine {
  /** For node-postgres: `host` is the socket's directory. */
  connection: { host: string; port: number; user: string; database: string };
  /** Why the engine stopped on its own, once it has. */
  failure(): Error | undefined;
  /**
   * Settles, with that reason, when the serving engine's thread stops without stop() having been
   * called: every query fails from then on and only a restart brings the database back. Never
   * settles otherwise.
   */
  lost: Promise<Error>;
  /**
   * Writes the database as it is now to `file`, for in-memory starts to load (in-memory-snapshot.ts),
   * first dropping PostgreSQL's template databases: for an in-memory database only.
   */
  saveSnapshot(file: string): Promise<void>;
  stop(): Promise<void>;
}

/** A socket's path must fit in 108 bytes; the directory's name and the file's take about 30. */
const LONGEST_SOCKET_PARENT = 70;

/**
 * A directory only this user may enter, for the socket: next to the database's files where the
 * path allows (a clean-up of /tmp cannot remove it from under a long-running server; one name, so
 * a killed process leaves nothing behind that piles up), else a new one in the temporary folder.
 */
function privateDirectoryFor(folder: string | null): string {
  if (!folder || path.dirname(folder).length > LONGEST_SOCKET_PARENT) {
    return mkdtempSync(path.join(tmpdir(), "kindred-db-"));
  }
  const directory = path.join(path.dirname(folder), "pg-socket");
  rmSync(directory, { recursive: true, force: true });
  mkdirSync(directory, { mode: 0o700 });
  return directory;
}

/** Node's own global; the server's TypeScript settings (no DOM library) do not declare it. */
declare const WebAssembly: { compile(bytes: Uint8Array): Promise<object> };

let compiledEngine: Promise<object> | undefined;

/**
 * PGlite's WebAssembly, compiled once per process for every in-memory engine's thread to share (a
 * test process starts several). A thread that compiled its own also optimised its hot functions
 * anew, about half a second of CPU per start; a shared module keeps the optimised code.
 */
function engineModule(): Promise<object> {
  return (compiledEngine ??= readFile(path.join(pgliteDistFolder(), "pglite.wasm")).then((bytes) =>
    WebAssembly.compile(bytes),
  ));
}

/** The folder of PGlite's built files (its entry point, its WebAssembly); its package.json is one up. */
export function pgliteDistFolder(): string {
  return path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
}

/**
 * Starts PGlite on its own thread; `folder` is where it keeps its files (null: in memory, for tests,
 * then from `snapshot` when one is given).
 */
export async function startEmbeddedEngine(
  folder: string | null,
  snapshot: string | null = null,
): Promise<EmbeddedEngine> {
  const wasmModule = folder ? undefined : await engineModule();
  const socketDir = privateDirectoryFor(folder);
  const worker = new Worker(new URL("./embedded-worker.js", import.meta.url), {
    workerData: { folder, socketPath: path.join(socketDir, `.s.PGSQL.${SOCKET_PORT}`), snapshot, wasmModule },
  });
  let failure: Error | undefined;
  let reportLost: (error: Error) => void = () => {};
  const lost = new Promise<Error>((resolve) => (reportLost = resolve));
  let serving = false;
  let stopping = false;
  let stopped: Promise<void> | undefined;
  worker.on("error", (error) => (failure ??= error));
  worker.on("exit", (code) => {
    if (stopping) return;
    failure ??= new Error(`the embedded database stopped (exit code ${code})`);
    // A thread that never served is reported by the start's own error instead.
    if (serving) reportLost(failure);
  });
  const removeSocketDir = () => rmSync(socketDir, { recursive: true, force: true });

  const first = await new Promise<EngineReport | Error>((resolve) => {
    worker.once("message", resolve);
    worker.once("error", resolve);
    worker.once("exit", (code) => resolve(new Error(`exit code ${code}`)));
  });
  if (!("ready" in first)) {
    stopping = true;
    await worker.terminate();
    removeSocketDir();
    const reason = first instanceof Error ? first.message : "failed" in first ? first.failed : "no answer";
    throw new Error(`the embedded database did not start: ${reason}`);
  }
  serving = true;

  return {
    connection: { host: socketDir, port: SOCKET_PORT, user: "postgres", database: "postgres" },
    failure: () => failure,
    lost,
    saveSnapshot: (file) =>
      new Promise<void>((resolve, reject) => {
        worker.once("message", (report: EngineReport) =>
          "saved" in report ? resolve() : reject(new Error("failed" in report ? report.failed : "no snapshot")),
        );
        worker.postMessage({ save: file });
      }),
    stop: () => (stopped ??= stop()),
  };

  async function stop() {
    stopping = true;
    if (!failure) {
      // A thread that dies while closing answers nothing: its exit ends the wait too.
      const closed = new Promise((resolve) => worker.once("message", resolve).once("exit", resolve));
      worker.postMessage("close");
      await closed;
    }
    await worker.terminate();
    removeSocketDir();
  }
}
