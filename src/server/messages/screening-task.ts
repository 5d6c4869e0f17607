/**
 * One message's screening, as a screening thread runs it (screening-threads.ts): the shared decision
 * (shared/screening.ts) read with the writer's previous messages, from plain data that crosses
 * threads. The same function answers on the event loop when no thread is set.
 */
import { isWorkerThread } from "piscina";
import { findPersonalDetails } from "../../shared/personal-details.js";
import { withPrevious } from "../../shared/personal-details-split.js";
import { screenText, type Screening, type ScreeningContext } from "../../shared/screening.js";

export interface ScreeningTask {
  text: string;
  /** The writer's previous message or two, oldest first (a number split over messages is held whole). */
  previous: readonly string[];
  context: ScreeningContext;
}

export function screenTask({ text, previous, context }: ScreeningTask): Screening {
  return screenText(text, withPrevious(previous, findPersonalDetails), context);
}

/** Lines that take every screen's patterns in hand, so that the first people's messages do not wait while they compile. */
const WARM_UP = [
  "hey, how was your day? mine was long",
  "i want to die, i can't go on",
  "my number is 07700 900123, or email jane.doe@example.com",
  "you are such an idiot",
];

export function warmUpScreening(): void {
  for (const text of WARM_UP) screenTask({ text, previous: [], context: {} });
}

// A screening thread warms up as it starts, before its first message (the server's own event loop
// does so in startScreeningThreads).
if (isWorkerThread) warmUpScreening();

/** What a screening thread runs (piscina calls a worker module's default export). */
export default screenTask;
