/**
 * Whom a search is paired with (PRODUCT.md §4 "Finding a match"), once match-decision.ts has settled
 * which chats are the caller's: the oldest waiting chat of another person that is fresh, whose
 * owner's tab is open, and where the two are not kept apart (a block, a chat of theirs just ended).
 * Same room first, then the room's group, then any room — the wider circles only once either person
 * has waited long enough. Complementary roles first within a circle.
 */
import type { ChatRole } from "../../shared/api.js";
import { findTheme, themesInGroup } from "../../shared/themes.js";
import { expiryCutoff } from "../../shared/limits.js";
import type { MatchRequest, MatchSettings } from "./match-types.js";
import type { ChatRow } from "./views.js";

/** Partners a role prefers: someone who wants to talk with someone who will listen. */
const COMPLEMENTS: Record<ChatRole, ChatRole[]> = {
  talk: ["listen", "both"],
  listen: ["talk", "both"],
  both: ["talk", "listen", "both"],
};

export interface PartnerSearch {
  request: MatchRequest;
  /** The caller's own waiting chat, whose age counts as their wait. */
  mine: ChatRow | undefined;
  /** The chats still open to a partner in this batch. */
  candidates: Iterable<ChatRow>;
  /** Whether the two are kept apart, either way round. */
  keptApart: (a: string, b: string) => boolean;
  /** People whose standing keeps them from a new chat: their waiting chats are never joined. */
  notClear: ReadonlySet<string>;
  settings: MatchSettings;
  now: Date;
}

export function bestPartnerChat(search: PartnerSearch): ChatRow | undefined {
  const { request, mine, settings } = search;
  const now = search.now.getTime();
  const staleBefore = expiryCutoff(search.now).getTime();
  const waitedMs = mine ? now - mine.createdAt.getTime() : 0;
  const group = findTheme(request.themeId)?.group;
  const groupRooms = new Set(group ? themesInGroup(group).map((t) => t.id) : [request.themeId]);
  const createdBefore = (chat: ChatRow, ms: number) => chat.createdAt.getTime() < now - ms;
  const circle = (chat: ChatRow): number | null => {
    if (chat.themeId === request.themeId) return 0;
    const groupOpen = waitedMs >= settings.widenToGroupAfterMs || createdBefore(chat, settings.widenToGroupAfterMs);
    const anyOpen = waitedMs >= settings.widenToAnyAfterMs || createdBefore(chat, settings.widenToAnyAfterMs);
    if (groupRooms.has(chat.themeId) && (groupOpen || anyOpen)) return 1;
    return anyOpen ? 2 : null;
  };
  let best: { chat: ChatRow; rank: Rank } | undefined;
  for (const chat of search.candidates) {
    const owner = chat.participant1Id;
    if (!owner || owner === request.userId || chat.participant2Id || search.notClear.has(owner)) continue;
    if (chat.matchStatus !== "waiting" || chat.status !== "active") continue;
    if (chat.updatedAt.getTime() <= staleBefore || chat.ownerSeenAt.getTime() <= now - settings.ownerGraceMs) continue;
    if (search.keptApart(request.userId, owner)) continue;
    const inCircle = circle(chat);
    if (inCircle === null) continue;
    const complement = COMPLEMENTS[request.role].includes(chat.participant1Role) ? 0 : 1;
    const rank: Rank = [inCircle, complement, chat.createdAt.getTime(), chat.id];
    if (!best || before(rank, best.rank)) best = { chat, rank };
  }
  return best?.chat;
}

/** Circle, complement, age, then id: the id settles ties so that every instance decides alike. */
type Rank = [number, number, number, string];

function before(a: Rank, b: Rank): boolean {
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return a[i]! < b[i]!;
  return false;
}
