// @ts-check
/**
 * The embedded database's own thread (started by embedded.ts): PGlite, served over the PostgreSQL
 * wire protocol on a Unix socket in a directory only this process's user can enter.
 *
 * JavaScript, not TypeScript: Node loads a worker thread's file itself, the same file whether
 * Kindred runs built (the build copies it to dist/) or from its sources in the tests.
 *
 * The bridge hands PGlite every complete message that arrived together in one call, as PGlite's
 * own client does: a parameterised query (Parse, Bind, Describe, Execute, Sync) is one call, so an
 * error in it ends where PostgreSQL ends it, at the Sync. (@electric-sql/pglite-socket hands over
 * one message per call, and a failed query there broke its connection.) PGlite is one session:
 * everything runs one call at a time; a connection that closes inside a transaction has it rolled
 * back, and a new connection starts without the prepared statements of those before it (its
 * client has prepared none), so each connection starts clean.
 *
 * workerData: { folder: string | null, socketPath: string, snapshot: string | null, wasmModule? }:
 * an in-memory database (folder null) starts from the snapshot file when one is given
 * (in-memory-snapshot.ts), on PGlite's WebAssembly as embedded.ts compiled it. Reports
 * { ready: true } once it serves, or { failed: message }; told { save: path }, it writes a snapshot
 * of the database there and reports { saved: true } (or { failed }); told "close", it stops
 * serving, lets PGlite write everything out, and reports { closed: true }.
 *
 * An in-memory database (the tests' own: a run starts a few hundred) is set up to start fast; one
 * in a folder (Kindred's) starts as PGlite has it:
 * - shared_buffers of 16 MB, not 128: PostgreSQL zeroes its shared memory at every start, and
 *   touching 128 MB of fresh memory took about a quarter of a start's CPU. A test's database is a
 *   few megabytes, and a page evicted from the buffers is still in PGlite's in-memory files.
 * - WAL segments of 1 MB, not 16 (initdb's option, for the start that makes the snapshot): a
 *   snapshot carries its WAL segment whole, and 16 MB of it was mostly zeroes to read and copy.
 * - the snapshot read as a file-backed Blob (openAsBlob): a Blob made from the file's bytes first
 *   copied them twice, then read them back in chunks, about twice the CPU.
 */
import { Buffer } from "node:buffer";
import { linkSync, openAsBlob, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import process from "node:process";
import { parentPort, workerData } from "node:worker_threads";
import { PGlite } from "@electric-sql/pglite";

const SSL_REQUEST = 80877103;
const TERMINATE = 0x58; // "X"
/**
 * The messages a client may send once started (PostgreSQL's protocol, "Message Formats"): Bind,
 * Close, CopyData, CopyDone, CopyFail, Describe, Execute, Flush, FunctionCall, Parse, Query, Sync,
 * Terminate. PostgreSQL ends a connection that sends any other type; PGlite, handed one (an unknown
 * letter, or a password message after the start), spins for ever and takes the thread with it.
 */
const CLIENT_MESSAGE_TYPES = new Set([..."BCdcfDEHFPQSX"].map((letter) => letter.charCodeAt(0)));
/** PostgreSQL's own bound on a startup packet. */
const MAX_STARTUP_LENGTH = 10_000;

/**
 * A length or a message type no PostgreSQL client sends: the connection ends there, as PostgreSQL
 * ends it, and the engine serves the others (a malformed packet must not stop the thread, and with
 * it Kindred).
 * @param {net.Socket} socket
 */
function refuse(socket) {
  socket.destroy();
}

/**
 * PGlite's answer to a batch of client messages, as the bytes it wrote. Not `execProtocolRaw`: in
 * PGlite 0.5.16–0.5.17 it also parses every reply into objects and keeps them until the next
 * `exec` — on this long-lived session, for ever: the thread's heap grew by hundreds of megabytes in
 * a capacity climb, and the parsing was CPU spent for nothing. The stream hands over the bytes
 * alone; each chunk is a view into PGlite's memory that its next write overwrites, so it is copied.
 * @param {PGlite} db
 * @param {Buffer} batch
 */
async function answerTo(db, batch) {
  /** @type {Buffer[]} */
  const chunks = [];
  await db.execProtocolRawStream(new Uint8Array(batch), { onRawData: (bytes) => chunks.push(Buffer.from(bytes)) });
  return Buffer.concat(chunks);
}

const port = /** @type {import("node:worker_threads").MessagePort} */ (parentPort);
const { folder, socketPath, snapshot, wasmModule } =
  /** @type {{ folder: string | null, socketPath: string, snapshot: string | null, wasmModule?: WebAssembly.Module }} */ (
    workerData
  );

/**
 * @param {PGlite} db
 * @param {string} file
 */
async function saveSnapshot(db, file) {
  // As little as a start must read and redo: Kindred's database alone (it never makes another from
  // a template, and the templates were two more copies of the catalogue, a third of the files), then
  // a checkpoint, so a start replays no WAL and writes no buffers back.
  for (const template of ["template0", "template1"]) {
    await db.exec(`alter database ${template} is_template false`);
    await db.exec(`drop database ${template}`);
  }
  await db.exec("checkpoint");
  const dump = await db.dumpDataDir("none");
  // Linked into place whole, and never over another process's: a start reads a complete snapshot
  // or none, and one reading it (openAsBlob reads the file only when PGlite asks, and fails on a
  // file replaced meanwhile) never has it replaced under it.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  try {
    linkSync(partial, file);
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "EEXIST") throw error;
  } finally {
    rmSync(partial, { force: true });
  }
}

try {
  const db = folder
    ? new PGlite(folder)
    : new PGlite({
        loadDataDir: snapshot ? await openAsBlob(snapshot) : undefined,
        startParams: [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"],
        initDbStartParams: ["--wal-segsize=1"],
        pgliteWasmModule: wasmModule,
      });
  await db.waitReady;
  /** Every call to PGlite, from every connection, one after another. */
  let turn = Promise.resolve();
  /**
   * @param {() => Promise<void>} work
   * @param {net.Socket} [socket] closed when its work fails: its client then knows, and reconnects
   */
  const inTurn = (work, socket) => {
    turn = turn.then(work).catch(() => socket?.destroy());
  };
  /** @type {Set<net.Socket>} */
  const open = new Set();

  const server = net.createServer((socket) => {
    let pending = Buffer.alloc(0);
    let started = false;
    let terminated = false;
    open.add(socket);
    socket.on("error", () => {});
    socket.on("close", () => {
      open.delete(socket);
      inTurn(async () => {
        if (!db.closed && db.isInTransaction()) await db.exec("rollback");
      });
    });
    socket.on("data", (data) => {
      if (terminated) return;
      pending = Buffer.concat([pending, data]);
      /** @type {Buffer[]} */
      const complete = [];
      let at = 0;
      for (;;) {
        const left = pending.length - at;
        // The startup message has no type byte: a length, then the protocol (or an SSL request).
        if (!started) {
          if (left < 8) break;
          const length = pending.readInt32BE(at);
          if (length < 8 || length > MAX_STARTUP_LENGTH) return refuse(socket);
          if (left < length) break;
          if (pending.readInt32BE(at + 4) === SSL_REQUEST) socket.write("N");
          else {
            inTurn(async () => {
              await db.exec("deallocate all");
            });
            complete.push(pending.subarray(at, at + length));
            started = true;
          }
          at += length;
          continue;
        }
        if (left < 5) break;
        const length = 1 + pending.readInt32BE(at + 1);
        if (length < 5 || !CLIENT_MESSAGE_TYPES.has(pending[at])) return refuse(socket);
        if (left < length) break;
        // Terminate ends this connection, never PGlite's one session.
        if (pending[at] === TERMINATE) {
          terminated = true;
          break;
        }
        complete.push(pending.subarray(at, at + length));
        at += length;
      }
      pending = pending.subarray(at);
      if (complete.length === 0 && !terminated) return;
      const batch = Buffer.concat(complete);
      const ending = terminated;
      inTurn(async () => {
        if (batch.length > 0) {
          const answer = await answerTo(db, batch);
          if (answer.length > 0 && socket.writable) socket.write(answer);
        }
        if (ending) socket.end();
      }, socket);
    });
  });
  await new Promise((resolve, reject) => server.once("error", reject).listen(socketPath, () => resolve(undefined)));

  port.on("message", (/** @type {"close" | { save: string }} */ message) => {
    if (message !== "close") {
      inTurn(async () => {
        await saveSnapshot(db, message.save).then(
          () => port.postMessage({ saved: true }),
          (/** @type {Error} */ error) => port.postMessage({ failed: error.message }),
        );
      });
      return;
    }
    server.close();
    for (const socket of open) socket.destroy();
    inTurn(async () => {
      await db.close();
      port.postMessage({ closed: true });
    });
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ failed: error instanceof Error ? error.message : String(error) });
}
