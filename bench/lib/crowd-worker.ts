/**
 * One load-generator process of the capacity benchmark's crowd (crowd.ts starts it and speaks to
 * it over its IPC channel). It holds the people it brought in itself — signed up, connected,
 * matched and seated through the real API — and runs the exchange on them when asked.
 */
import type { CrowdRequest, Grown } from "./crowd.js";
import { measureExchange } from "./exchange.js";
import { bringIn, closeSockets, linesOf, pairsOf, signUpPeople, type ErrorCounts, type Person } from "./people.js";

const crowd: Person[] = [];

async function grow(urls: string[], count: number, firstIndex: number): Promise<Grown> {
  const errors: ErrorCounts = {};
  const added = await signUpPeople(urls, count, 12, firstIndex);
  await bringIn(added, errors);
  crowd.push(...added);
  const seated = pairsOf(crowd, {}).length * 2;
  return {
    connected: added.filter((p) => p.socket?.connected).length,
    seated,
    unseated: crowd.length - seated,
    errors,
  };
}

async function handle(request: CrowdRequest) {
  if (request.kind === "grow") return grow(request.urls, request.count, request.firstIndex);
  return measureExchange(linesOf(pairsOf(crowd, {})), request.settings);
}

process.on("message", (message: CrowdRequest & { id: number }) => {
  handle(message).then(
    (value) => process.send!({ id: message.id, ok: true, value }),
    (error: Error) => process.send!({ id: message.id, ok: false, error: error.stack ?? error.message }),
  );
});
// The benchmark closed the channel (or ended): close every socket and end.
process.on("disconnect", () => {
  closeSockets(crowd);
  process.exit(0);
});
