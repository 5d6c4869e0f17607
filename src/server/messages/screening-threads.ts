/**
 * Screening off the event loop. Reading a message for crisis, abuse and personal details is pure
 * computation, and under a chat load it was a third to a half of the event loop's busy time (bench
 * JOURNAL, "2026-12-01, late evening"): on a machine with a second core, worker threads read
 * messages while the event loop goes on delivering. With no thread (SCREENING_THREADS=0, or one core), messages are screened on
 * the event loop, by the same function.
 *
 * A thread that fails (it ran out of memory, it was stopped) loses no message: that message is
 * screened on the event loop instead, and the pool starts another thread.
 */
import type { Worker } from "node:worker_threads";
import { Piscina } from "piscina";
import type { Screening } from "../../shared/screening.js";
import { screenTask, warmUpScreening, type ScreeningTask } from "./screening-task.js";

export interface ScreeningThreads {
  screen(task: ScreeningTask): Promise<Screening>;
  /** The threads running now (a test stops one in the middle of a message); none on the event loop. */
  readonly threads: readonly Worker[];
  close(): Promise<void>;
}

/**
 * Run from the sources (tests, `npm run dev`), the task module is TypeScript: the thread loads it
 * through tsx, as the process itself was. Built, it is the compiled JavaScript beside this file.
 */
const fromSources = import.meta.url.endsWith(".ts");

/**
 * Starts the threads and waits until they have screened a first message each (the pool hands them
 * out): threads that cannot start (their module missing from a build) stop the server's start,
 * rather than leaving every message to the event loop unnoticed.
 */
export async function startScreeningThreads(
  threads: number,
  onError: (error: unknown) => void,
): Promise<ScreeningThreads> {
  warmUpScreening();
  if (threads === 0) return { screen: async (task) => screenTask(task), threads: [], close: async () => {} };
  const pool = new Piscina<ScreeningTask, Screening>({
    filename: new URL(`./screening-task.${fromSources ? "ts" : "js"}`, import.meta.url).href,
    execArgv: fromSources ? ["--import", "tsx"] : [],
    minThreads: threads,
    maxThreads: threads,
    // The threads live as long as the server: starting one costs more than many messages.
    idleTimeout: Number.POSITIVE_INFINITY,
    // Each thread holds a queue of its own, which it reads without waiting for the event loop to hand
    // it the next message: one at a time, a busy event loop left the thread idle between messages
    // and capped a crowd of 6,000 at 543 messages a second (bench JOURNAL, 2026-12-01, late evening).
    concurrentTasksPerWorker: 64,
  });
  const first: ScreeningTask = { text: "hello", previous: [], context: {} };
  await Promise.all(Array.from({ length: threads }, () => pool.run(first))).catch(async (error: Error) => {
    await pool.destroy();
    throw new Error(
      `the screening threads did not start (SCREENING_THREADS=0 screens on the event loop): ${error.message}`,
    );
  });
  return {
    screen: (task) =>
      pool.run(task).catch((error: unknown) => {
        onError(error);
        return screenTask(task);
      }),
    get threads() {
      return pool.threads;
    },
    // Screening what is already under way: a send in progress as the server stops still has its answer.
    close: () => pool.close(),
  };
}
