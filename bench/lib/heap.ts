/**
 * A full garbage collection in a child process, asked for from outside through the V8 inspector.
 * Children start with `--inspect-port` but no inspector; SIGUSR1 opens it only when memory is
 * about to be read, so the run itself is measured without it. Memory read right after a full
 * collection is what the process really holds, not garbage V8 has not yet bothered to collect —
 * without it, a per-person figure mostly measures when the last collection happened to run.
 */
import WebSocket from "ws";
import { tail, type Child } from "./processes.js";

export async function collectGarbage(child: Child): Promise<void> {
  child.process.kill("SIGUSR1");
  const url = await debuggerUrl(child.inspectPort).catch((error: Error) => {
    const { exitCode, signalCode } = child.process;
    const ended = exitCode !== null || signalCode !== null ? ` (it had ended: ${signalCode ?? exitCode})` : "";
    throw new Error(`${error.message}${ended}; the end of ${child.logFile}:\n${tail(child.logFile)}`);
  });
  const socket = new WebSocket(url);
  try {
    await new Promise((resolve, reject) => socket.once("open", resolve).once("error", reject));
    // Twice: the first collection may leave objects with finalizers for the second.
    for (const id of [1, 2]) {
      const done = new Promise((resolve) => socket.once("message", resolve));
      socket.send(JSON.stringify({ id, method: "HeapProfiler.collectGarbage" }));
      await done;
    }
  } finally {
    socket.close();
  }
}

async function debuggerUrl(port: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    // Not listening yet, or listening with nothing to say yet (an empty body): ask again.
    const targets = await fetch(`http://127.0.0.1:${port}/json/list`)
      .then((response) => response.json() as Promise<{ webSocketDebuggerUrl: string }[]>)
      .catch(() => []);
    if (targets[0]) return targets[0].webSocketDebuggerUrl;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the inspector did not open on port ${port}`);
}
