/**
 * The matching rules (PRODUCT.md §4 "Finding a match"), decided in memory for a batch of requests from
 * one consistent read of the waiting chats. Requests are decided one after another in arrival
 * order, each seeing what the earlier ones did, so a batch decides exactly what the same requests
 * would have decided one transaction at a time. matching.ts reads the state and writes the result.
 *
 * A person whose waiting chat someone joined within the owner's grace is answered with that chat,
 * even when they ask without naming it (a new search started from another page as the partner
 * arrived): they asked for a partner and one came, and a second chat would leave that partner
 * talking to someone who is gone. Only while it is the same search, though: the same room and role,
 * and nothing said in it yet. A conversation already under way is not news to hand back as a match,
 * and a search for another room is never answered with a chat in this one.
 *
 * One chat per person: a new search by someone still seated in a conversation (they closed the
 * window without ending it) leaves that conversation as End Chat does, so the partner reads that
 * the other person has left, and the two are kept apart like any two whose chat just ended. A
 * reunion (reconnect tokens) is the exception: it waits to be joined from the home page.
 *
 * One search per person: asking again for the room and role they are already waiting in (a
 * heartbeat, a second tab) is answered with that waiting chat; a search for another room or role
 * replaces it (the chat retires, and its tabs are told). A tab whose waiting chat a newer search of
 * theirs retired, asking again with it named, follows that search instead of replacing it.
 */
import type { ChatRole } from "../../shared/api.js";
import { expiryCutoff } from "../../shared/limits.js";
import type { Changes, Decision, MatchRequest, MatchSettings, MatchState } from "./match-types.js";
import { bestPartnerChat } from "./partner-choice.js";
import { newWaitingChat, type ChatRow } from "./views.js";

export function decideMatches(
  requests: MatchRequest[],
  state: MatchState,
  settings: MatchSettings,
  now: Date,
  newId: () => string,
): { decisions: Decision[]; changes: Changes } {
  const chats = new Map<string, ChatRow>(state.chats.map((chat) => [chat.id, { ...chat }]));
  // Candidates for a partner; bestPartnerChat checks each against the rules as it stands now.
  const matchable = new Set(chats.keys());
  const apart = new Set(state.keptApart.map(([a, b]) => `${a}:${b}`));
  const created = new Set<string>();
  const kept = new Set<string>();
  const joined = new Map<string, { chatId: string; userId: string; role: ChatRole }>();
  const retired = new Set<string>();
  const left = new Map<string, { chatId: string; endedBy: string | null }>();
  const cutoff = expiryCutoff(now).getTime();
  let retiredNow: string[] = [];
  function* matchableChats() {
    for (const id of matchable) yield chats.get(id)!;
  }

  const update = (id: string, fields: Partial<ChatRow>) => Object.assign(chats.get(id)!, fields, { updatedAt: now });
  const retire = (id: string) => {
    update(id, { matchStatus: "expired", status: "completed", endedAt: now });
    matchable.delete(id);
    if (!created.has(id)) retired.add(id);
    retiredNow.push(id);
  };
  /** The caller leaves a conversation by searching anew: as End Chat would, or as expiry would if it had gone quiet. */
  const leave = (chat: ChatRow, userId: string) => {
    const lapsed = chat.updatedAt.getTime() <= cutoff;
    const endedBy = lapsed ? null : userId;
    update(chat.id, { status: "completed", matchStatus: lapsed ? "inactive" : "matched", endedAt: now, endedBy });
    if (!created.has(chat.id)) left.set(chat.id, { chatId: chat.id, endedBy });
    const partner = chat.participant1Id === userId ? chat.participant2Id : chat.participant1Id;
    // Like any two whose chat just ended (RECENT_PARTNERS_MS): not matched straight back together.
    if (partner) apart.add(`${userId}:${partner}`);
    retiredNow.push(chat.id);
  };

  function decide(request: MatchRequest): Omit<Decision, "retired"> {
    // Step 1: one chat per person. A partner who joined their waiting chat (the one they name, or
    // the same search's within the owner's grace) answers the request as it is; otherwise the chat
    // they are waiting in is kept: the one they name, if fresh, or their live search in the same
    // room and role (or in any, when the chat they name was retired by it). Any other waiting chat
    // retires, and any other conversation they sit in is left.
    let mine: ChatRow | undefined;
    const named = request.waitingChatId ? chats.get(request.waitingChatId) : undefined;
    const ownNamed = named?.participant1Id === request.userId ? named : undefined;
    const ownFresh = ownNamed?.status === "active" && ownNamed.updatedAt.getTime() > cutoff ? ownNamed : undefined;
    const displaced = ownNamed?.matchStatus === "expired" && !ownNamed.matchedAt && !ownNamed.endedBy;
    const arrived =
      (ownFresh?.matchStatus === "matched" ? ownFresh : undefined) ??
      (displaced ? matchedSince(request, ownNamed.endedAt!) : justJoined(request));
    const sameRoom = (chat: ChatRow | undefined) =>
      chat?.matchStatus === "waiting" && chat.themeId === request.themeId && chat.participant1Role === request.role
        ? chat
        : undefined;
    if (!arrived) mine = sameRoom(ownFresh) ?? (displaced ? liveSearch(request) : sameRoom(liveSearch(request)));
    for (const chat of chats.values()) {
      const waitingOwn =
        chat.participant1Id === request.userId && chat.matchStatus === "waiting" && chat.status === "active";
      if (waitingOwn && chat !== mine) retire(chat.id);
      // A reunion stays: the person is offered it on their next visit ("join your chat").
      const inConversation = isConversation(chat) && seated(chat, request.userId) && !state.reunions.has(chat.id);
      if (inConversation && chat !== arrived) leave(chat, request.userId);
    }
    if (arrived) return { chatId: arrived.id, matchedNow: false, createdNow: false };

    // Step 2: the best waiting chat of someone else; failing that, keep waiting or start to. A
    // search followed elsewhere searches as that chat does.
    const asked = mine ? { ...request, themeId: mine.themeId, role: mine.participant1Role } : request;
    const partnerChat = bestPartnerChat({
      request: asked,
      mine,
      candidates: matchableChats(),
      keptApart: (a, b) => apart.has(`${a}:${b}`) || apart.has(`${b}:${a}`),
      notClear: state.notClear,
      settings,
      now,
    });
    if (partnerChat) {
      if (mine) retire(mine.id);
      update(partnerChat.id, {
        participant2Id: request.userId,
        participant2Role: asked.role,
        matchStatus: "matched",
        matchedAt: now,
        matchedSeq: partnerChat.lastSeq,
      });
      matchable.delete(partnerChat.id);
      if (!created.has(partnerChat.id))
        joined.set(partnerChat.id, { chatId: partnerChat.id, userId: request.userId, role: asked.role });
      return { chatId: partnerChat.id, matchedNow: true, createdNow: false };
    }
    if (mine) {
      update(mine.id, { ownerSeenAt: now });
      matchable.add(mine.id);
      if (!created.has(mine.id)) kept.add(mine.id);
      return { chatId: mine.id, matchedNow: false, createdNow: false };
    }
    const chat = newWaitingChat(newId(), request, now);
    chats.set(chat.id, chat);
    created.add(chat.id);
    matchable.add(chat.id);
    return { chatId: chat.id, matchedNow: false, createdNow: true };
  }

  /** The caller's latest open chat that `fits`, by `at` (a time); `seats` says which seat theirs may be. */
  function latestOwn(
    request: MatchRequest,
    fits: (chat: ChatRow) => boolean,
    at: (chat: ChatRow) => number,
    seats: "first" | "either" = "first",
  ) {
    let latest: ChatRow | undefined;
    for (const chat of chats.values()) {
      const theirs = seats === "first" ? chat.participant1Id === request.userId : seated(chat, request.userId);
      if (!theirs || chat.status !== "active" || !fits(chat)) continue;
      if (!latest || at(chat) > at(latest)) latest = chat;
    }
    return latest;
  }

  /**
   * The conversation this very search found a moment ago, from either seat: someone joined the
   * caller's waiting chat, or another tab's identical ask joined someone's, within the owner's
   * grace, in the room and role asked for, and nothing has been said in it yet (a system line, such
   * as the crisis line posted at the match, is not something said: state.saidSinceMatch).
   */
  const justJoined = (request: MatchRequest) =>
    latestOwn(
      request,
      (chat) =>
        isConversation(chat) &&
        !state.reunions.has(chat.id) &&
        chat.themeId === request.themeId &&
        roleOf(chat, request.userId) === request.role &&
        !state.saidSinceMatch.has(chat.id) &&
        (chat.matchedAt?.getTime() ?? 0) > now.getTime() - settings.ownerGraceMs,
      (chat) => chat.matchedAt!.getTime(),
      "either",
    );

  /**
   * The conversation the caller's search found when it replaced the waiting chat a tab names (a
   * heartbeat elsewhere joined someone, retiring that chat at the same instant): the tab follows it.
   */
  const matchedSince = (request: MatchRequest, since: Date) =>
    latestOwn(
      request,
      (chat) => isConversation(chat) && chat.matchedAt!.getTime() >= since.getTime(),
      (chat) => chat.matchedAt!.getTime(),
      "either",
    );

  /** The caller's fresh waiting chat whose owner's tab is open (a search of another tab of theirs). */
  const liveSearch = (request: MatchRequest) =>
    latestOwn(
      request,
      (chat) =>
        chat.matchStatus === "waiting" &&
        chat.updatedAt.getTime() > cutoff &&
        chat.ownerSeenAt.getTime() > now.getTime() - settings.ownerGraceMs,
      (chat) => chat.createdAt.getTime(),
    );

  const decisions = requests.map((request): Decision => {
    retiredNow = [];
    return { ...decide(request), retired: retiredNow };
  });
  return {
    decisions,
    changes: {
      created: [...created].map((id) => chats.get(id)!),
      kept: [...kept],
      joined: [...joined.values()],
      retired: [...retired],
      left: [...left.values()],
    },
  };
}

const isConversation = (chat: ChatRow) => chat.status === "active" && chat.matchStatus === "matched";

const seated = (chat: ChatRow, userId: string) => chat.participant1Id === userId || chat.participant2Id === userId;

/** The role the person holds in the chat. */
const roleOf = (chat: ChatRow, userId: string) =>
  chat.participant1Id === userId ? chat.participant1Role : chat.participant2Role;
