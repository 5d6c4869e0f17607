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
 * workerData: { folder: string | null, socketPath: string, snapshot: string | null }: an
 * in-memory database (folder null) starts from the snapshot file when one is given
 * (in-memory-snapshot.ts). Reports { ready: true } once it serves, or { failed: message }; told
 * { save: path }, it writes a snapshot of the database there and reports { saved: true } (or
 * { failed }); told "close", it stops serving, lets PGlite write everything out, and reports
 * { closed: true }.
 */
import { Blob, Buffer } from "node:buffer";
import { readFileSync, renameSync, writeFileSync } from "node:fs";
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
const { folder, socketPath, snapshot } =
  /** @type {{ folder: string | null, socketPath: string, snapshot: string | null }} */ (workerData);

/**
 * @param {PGlite} db
 * @param {string} file
 */
async function saveSnapshot(db, file) {
  const dump = await db.dumpDataDir("none");
  // Renamed into place whole: another process starting now reads a complete snapshot or none.
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
  renameSync(partial, file);
}

try {
  const db = folder
    ? new PGlite(folder)
    : new PGlite(snapshot ? { loadDataDir: new Blob([readFileSync(snapshot)]) } : {});
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
