/**
 * The messages a page shows: stored messages in sequence order, each once, whatever mix of
 * acknowledgements, broadcasts, catch-ups and polls delivered them.
 */
import type { MessageView } from "../../../shared/api";

export function mergeMessages(current: MessageView[], incoming: MessageView[]): MessageView[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function lastSeq(messages: MessageView[]): number {
  return messages.at(-1)?.seq ?? 0;
}

/** Crisis state is detected when a system message mentions a crisis (spec §4). */
export function inCrisis(messages: MessageView[]): boolean {
  return messages.some((m) => m.kind === "system" && m.content.toLowerCase().includes("crisis"));
}
