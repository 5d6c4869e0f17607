/**
 * What a batch of match requests is decided from and what the decision is (match-decision.ts):
 * the requests, the state read for them, and the changes matching.ts writes back.
 */
import type { ChatRole } from "../../shared/api.js";
import type { ChatRow } from "./views.js";

export interface MatchSettings {
  /** After this wait (either person's), a room of the same group will do. */
  widenToGroupAfterMs: number;
  /** After this wait, any room will do. */
  widenToAnyAfterMs: number;
  /** A waiting chat whose owner has not been seen for this long (tab closed) is not matchable. */
  ownerGraceMs: number;
}

export interface MatchRequest {
  userId: string;
  themeId: string;
  role: ChatRole;
  /** The caller's own waiting chat, when asking again while waiting. */
  waitingChatId?: string;
}

export interface MatchState {
  /**
   * The fresh waiting chats (the oldest, up to a bound), every active waiting chat of the people
   * asking, their active chats matched within the owner's grace, and the chats they named as their own.
   */
  chats: ChatRow[];
  /**
   * Pairs involving someone asking who are not matched now, either way round: a block (for good),
   * or two people whose chat ended moments ago (matching.ts: RECENT_PARTNERS_MS).
   */
  keptApart: [string, string][];
  /** People whose standing keeps them from a new chat (moderation): their waiting chats are never joined. */
  notClear: ReadonlySet<string>;
  /**
   * Chats opened matched by a reunion (reconnect/service.ts): nobody joined them while their owner
   * waited, so a search started just after one opened is a new search, not its answer.
   */
  reunions: ReadonlySet<string>;
  /**
   * Conversations matched within the owner's grace in which something has been written since the
   * match (a person, a persona, a moderator): no longer a search's answer. System lines are not
   * counted: the crisis line posted at a match (crisis/before-match.ts) raises last_seq before
   * anyone has said a word.
   */
  saidSinceMatch: ReadonlySet<string>;
}

export interface Decision {
  chatId: string;
  /** Set when this request paired two people: both must be told. */
  matchedNow: boolean;
  /** Set when this request opened a new waiting chat. */
  createdNow: boolean;
  /** The caller's chats this request closed (waiting chats retired, conversations left): whoever is on them must be told. */
  retired: string[];
}

export interface Changes {
  /** New chats, in the state the batch left them. */
  created: ChatRow[];
  // Applied in this order (kept, joined, retired), they leave each chat as the batch left it.
  /** Existing waiting chats whose owner asked again: seen now. */
  kept: string[];
  /** Existing waiting chats that someone joined. */
  joined: { chatId: string; userId: string; role: ChatRole }[];
  /** Existing waiting chats of someone who is now elsewhere. */
  retired: string[];
  /**
   * Existing conversations whose person searched anew: ended by them (endedBy), or, when quiet past
   * the expiry already, made inactive as opening them would (lifecycle.ts expireIfStale, endedBy null).
   */
  left: { chatId: string; endedBy: string | null }[];
}
