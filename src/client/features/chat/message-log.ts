/**
 * The messages a page shows: stored messages in sequence order, each once, whatever mix of
 * acknowledgements, broadcasts, catch-ups and polls delivered them.
 */
import type { ChatView, MessageView, Sender } from "@shared/api";
import { CRISIS_PARTNER_MESSAGE, CRISIS_URGENT_MESSAGE, crisisLineSource } from "@shared/crisis";
import { personaReplyAudience } from "@shared/persona-audience";
import { seatName } from "@/lib/seat-name";
import { SPLIT_MESSAGES, SPLIT_WITHIN_MS } from "@shared/personal-details-split";

export function mergeMessages(current: MessageView[], incoming: MessageView[]): MessageView[] {
  if (incoming.length === 0) return current;
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const message of incoming) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

export function lastSeq(messages: MessageView[]): number {
  return messages.at(-1)?.seq ?? 0;
}

/**
 * The sequence number up to which the page holds every message, counting on from `known` (where a
 * join or a poll last left it complete). This, not the last message held, is what a catch-up asks
 * after: messages arrive out of turn (the acknowledgement of one's own message, sent over REST
 * while the socket was reconnecting, can overtake the partner's message that was lost on the way),
 * and a chat's seq has no gaps, so the first missing number is where the page stopped knowing.
 */
export function caughtUpTo(messages: MessageView[], known: number): number {
  const held = new Set(messages.map((m) => m.seq));
  let seq = known;
  while (held.has(seq + 1)) seq++;
  return seq;
}

/** A crisis line: the system message the server posts each time crisis support opens (PRODUCT.md §10). */
export const isCrisisLine = (m: MessageView): boolean =>
  m.kind === "system" && m.content.toLowerCase().includes("crisis");

/** The urgent crisis line: the same person's words reached the high tier after a lower one (crisis-mode.ts). */
export const isUrgentCrisisLine = (m: MessageView): boolean =>
  m.kind === "system" && m.content === CRISIS_URGENT_MESSAGE;

/** Crisis mode: the chat holds a crisis line. */
export function inCrisis(messages: MessageView[]): boolean {
  return messages.some(isCrisisLine);
}

/** The chat's crisis lines, oldest first (the log is in sequence order). */
export function crisisLines(messages: MessageView[]): MessageView[] {
  return messages.filter(isCrisisLine);
}

/** The newest crisis line (the log is in sequence order): a new one means a new crisis signal. */
export function latestCrisisLine(messages: MessageView[]): MessageView | undefined {
  return messages.findLast(isCrisisLine);
}

/**
 * The words a crisis line shows to the viewer (`you`: their seat). The server stores one line for
 * both people, addressed to the person in crisis (CRISIS_SYSTEM_MESSAGE); the partner, whose words
 * did not open it, reads CRISIS_PARTNER_MESSAGE instead, so that they are not addressed as if the
 * crisis were theirs. Whose words opened it is read from the line's client id (crisisLineSource);
 * when that message is not in view, or a moderator's words opened it, the line stays as stored. A
 * line opened at the match for a crisis noticed while someone waited names their seat instead.
 */
export function crisisLineText(line: MessageView, messages: MessageView[], you: ChatView["you"] | undefined): string {
  return openedByPartner(line, messages, you) ? CRISIS_PARTNER_MESSAGE : line.content;
}

/**
 * Whether the viewer's partner's words opened this crisis line (crisisLineSource): the viewer is
 * then their supporter, not the person in crisis. False when the opening message is not in view, a
 * moderator's words opened it, or the viewer is a moderator: the line is then read as it is stored.
 */
export function openedByPartner(line: MessageView, messages: MessageView[], you: ChatView["you"] | undefined): boolean {
  if (you === undefined || you === "admin") return false;
  return crisisLineOpener(line, messages)?.sender === (you === "p1" ? "p2" : "p1");
}

/**
 * Who opened this crisis line (crisisLineSource): the sender of the message it answers, when that
 * message is in view, or the seat of the person whose crisis was noticed while they waited
 * (`beforeMatch`: the line names the seat, since those words are theirs alone and never in the
 * partner's view).
 */
export function crisisLineOpener(
  line: MessageView,
  messages: MessageView[],
): { sender: Sender; beforeMatch: boolean } | undefined {
  const source = crisisLineSource(line.clientId);
  if (!source) return undefined;
  if ("seatBeforeMatch" in source) return { sender: source.seatBeforeMatch, beforeMatch: true };
  const opener = messages.find((m) => ("id" in source ? m.id === source.id : m.clientId === source.clientId));
  return opener && { sender: opener.sender, beforeMatch: false };
}

/**
 * Whom a persona's reply speaks to, as the viewer reads it ("you", "your chat partner"; a moderator
 * reads the seat), when the server named the person it answers (persona-audience.ts) and both
 * people may read it (`shared`: said after the match); null otherwise. The Crisis Counselor's
 * questions to the person in crisis are read by their partner too, who must not take them as theirs.
 */
export function addressedTo(clientId: string | null, you: ChatView["you"] | undefined, shared: boolean): string | null {
  const seat = personaReplyAudience(clientId);
  if (!seat || !you || !shared) return null;
  if (you === "admin") return seatName(seat);
  return seat === you ? "you" : "your chat partner";
}

/**
 * The writer's own text messages of the last SPLIT_WITHIN_MS, oldest first, at most SPLIT_MESSAGES:
 * what the composer reads a new message with, as the server does from its conversation window.
 */
export function ownRecentTexts(messages: MessageView[], you: string | undefined, now = Date.now()): string[] {
  if (!you) return [];
  return messages
    .filter((m) => m.sender === you && m.kind === "text" && now - Date.parse(m.createdAt) <= SPLIT_WITHIN_MS)
    .slice(-SPLIT_MESSAGES)
    .map((m) => m.content);
}
