/**
 * What the crisis lines of a chat (PRODUCT.md §10) show to each person, by whose words opened them
 * (openedByPartner, message-log.ts):
 *
 * - The person in crisis (or either person, when a moderator's words opened it or the opening message
 *   is not in view) gets the full crisis view, the help lines (the spec's crisis modal), once per chat: at the
 *   first crisis line of theirs, or at once when the composer's own screening reads their words as
 *   crisis language (openForWritten: online or offline, before the server's line). Not again for
 *   later lines, nor on a reload (this browser remembers the chat): a modal over the box at every
 *   message would stand between them and the Counselor and the partner they are talking to. Once
 *   more only when their own words here reach the high tier (a plan, a method at hand, a goodbye),
 *   after a lower one had opened it, read by the composer or by the server (its urgent line, when the
 *   conversation window or the safety model found it): the danger has changed, the lines matter most
 *   now, and the view is worded for an emergency (`urgent`). The
 *   menu's Help lines opens it again at any time (showHelp), and when a chat in crisis support ends
 *   (`endedInCrisis`: the partner left, blocked or was banned) it opens again, once for that chat:
 *   the partner has gone, the help lines and the Crisis Counselor have not (use-counsel.ts).
 * - Their partner, there to support them, is never shown the modal addressed to someone in crisis:
 *   a calm notice above the messages (SupporterNotice) says their partner may be going through
 *   something serious, how to support them, and that the lines are there for them too. It shows from
 *   the first such line until they hide it, and then not again for that chat, also after a reload;
 *   the menu's Help lines shows it again.
 * - A moderator reading the chat (seat "admin") is neither: the modal addressed to a person in crisis
 *   never opens for them by itself, not for a line, nor for their own words, nor at the end; a
 *   compact notice above the log (ModeratorCrisisNotice) says crisis support is open and whose words
 *   opened it, as the log names the seats. The menu's Help lines opens the full view on demand.
 */
import { useCallback, useState } from "react";
import type { ChatView, MessageView } from "@shared/api";
import type { CrisisTier } from "@shared/crisis-types";
import { seatName } from "@/lib/seat-name";
import { local } from "@/lib/storage";
import { crisisLineOpener, crisisLines, isUrgentCrisisLine, openedByPartner } from "./message-log";
import { rememberedChats, type RememberedChats } from "./remembered-chats";

/** What this browser remembers of each chat's crisis view (the last 50 chats). */
export interface CrisisViewMemory {
  /** The full view opened by itself in these chats. */
  opened: RememberedChats;
  /** ... and for words of the high tier written here. */
  openedUrgent: RememberedChats;
  /** ... and again when they ended in crisis support. */
  openedAtEnd: RememberedChats;
  /** The supporter's notice hidden in these chats. */
  noticeHidden: RememberedChats;
}

export const crisisViewMemory = (): CrisisViewMemory => ({
  opened: rememberedChats(local, "kindred:crisis-view-opened", 50),
  openedUrgent: rememberedChats(local, "kindred:crisis-view-opened-urgent", 50),
  openedAtEnd: rememberedChats(local, "kindred:crisis-view-opened-at-end", 50),
  noticeHidden: rememberedChats(local, "kindred:supporter-notice-hidden", 50),
});

export interface CrisisView {
  /** The full crisis view (the help lines' dialog). */
  open: boolean;
  setOpen(open: boolean): void;
  /**
   * The words just written here are crisis language of `tier`: the view opens now, unless it has
   * opened in this chat before and the words are not of a high tier it has not opened for yet.
   */
  openForWritten(tier: CrisisTier): void;
  /**
   * An escalation to the high tier, the server's urgent line or the same words read here first: the
   * view says to call the emergency number now.
   */
  urgent: boolean;
  /** The partner is in crisis and this person is not: the supporter's notice shows. */
  supporterNotice: boolean;
  /** The partner is in crisis and this person is not, whether or not the notice is hidden (the composer's words). */
  supporter: boolean;
  hideSupporterNotice(): void;
  /** The viewer is a moderator and the chat is in crisis support: their notice shows, with its openers. */
  moderatorNotice: { openedBy: string[]; beforeMatch: string[] } | null;
  /** The menu's Help lines: the notice again for a supporter, the full view for anyone else. */
  showHelp(): void;
}

/**
 * Whose words opened crisis support, as a moderator's log names them ("Person 1", "a moderator"),
 * and whose crisis was noticed while they waited (`beforeMatch`): the line opened at the match is
 * all a moderator learns of those words, which are the person's alone.
 */
function openersOf(lines: MessageView[], messages: MessageView[]): { openedBy: string[]; beforeMatch: string[] } {
  const openers = lines.map((line) => crisisLineOpener(line, messages)).filter((opener) => opener !== undefined);
  const named = (beforeMatch: boolean) => {
    const names = openers
      .filter((opener) => opener.beforeMatch === beforeMatch)
      .map(({ sender }) => (sender === "admin" ? "a moderator" : seatName(sender)));
    return [...new Set(names.filter((name) => name !== null))];
  };
  return { openedBy: named(false), beforeMatch: named(true) };
}

export interface CrisisViewInput {
  messages: MessageView[];
  /** The chat shown (null before it loads). */
  chatId: string | null;
  /** The viewer's seat; undefined before the chat loads, when nothing is decided yet. */
  you: ChatView["you"] | undefined;
  endedInCrisis?: boolean;
}

export function useCrisisView(
  { messages, chatId, you, endedInCrisis = false }: CrisisViewInput,
  memory: CrisisViewMemory = crisisViewMemory(),
): CrisisView {
  const [open, setOpen] = useState(false);
  // Bumped when something is remembered, so that the page reads the memory again.
  const [, setRemembered] = useState(0);
  /** The chat whose supporter's notice the menu showed again after it was hidden. */
  const [noticeAgain, setNoticeAgain] = useState<string | null>(null);
  /** The chat where words written here reached the high tier after the view had opened for lower ones. */
  const [escalatedHere, setEscalatedHere] = useState<string | null>(null);

  const lines = you === undefined ? [] : crisisLines(messages).filter((line) => line.chatId === chatId);
  // A moderator reviews the log: never the person in crisis, nor their supporter.
  const moderating = you === "admin";
  const supporting = !moderating && lines.some((line) => openedByPartner(line, messages, you));
  const inCrisis = !moderating && lines.some((line) => !openedByPartner(line, messages, you));

  // Decided while rendering (React's "adjusting state when a prop changes"), so the view opens with the line.
  const openOnce = (chat: string, opened: RememberedChats) => {
    opened.add(chat);
    setRemembered((count) => count + 1);
    setOpen(true);
  };
  if (chatId && inCrisis && !memory.opened.has(chatId)) openOnce(chatId, memory.opened);
  if (chatId && inCrisis && endedInCrisis && !memory.openedAtEnd.has(chatId)) openOnce(chatId, memory.openedAtEnd);
  const urgentLine =
    !moderating && lines.some((line) => isUrgentCrisisLine(line) && !openedByPartner(line, messages, you));
  if (chatId && urgentLine && !memory.openedUrgent.has(chatId)) openOnce(chatId, memory.openedUrgent);

  const { opened, openedUrgent } = memory;
  // The server's line for these words, when it comes, is the same signal: the view is not opened twice.
  const openForWritten = useCallback(
    (tier: CrisisTier) => {
      // A moderator's words are not their own crisis: the lines stay in the menu for them.
      if (moderating) return;
      if (!chatId) return setOpen(true);
      const urgentFirst = tier === "high" && !openedUrgent.has(chatId);
      if (opened.has(chatId) && !urgentFirst) return;
      // An escalation read here: the server reads the same words and posts its urgent line, so the
      // view takes the emergency words now, not a moment later when the line arrives.
      if (opened.has(chatId)) setEscalatedHere(chatId);
      opened.add(chatId);
      if (tier === "high") openedUrgent.add(chatId);
      setOpen(true);
    },
    [chatId, opened, openedUrgent, moderating],
  );

  const supporterNotice =
    chatId !== null && supporting && !inCrisis && (!memory.noticeHidden.has(chatId) || noticeAgain === chatId);
  const hideSupporterNotice = () => {
    if (!chatId) return;
    memory.noticeHidden.add(chatId);
    setNoticeAgain(null);
    setRemembered((count) => count + 1);
  };
  const showHelp = () => {
    if (chatId && supporting && !inCrisis) setNoticeAgain(chatId);
    else setOpen(true);
  };
  const moderatorNotice = moderating && lines.length ? openersOf(lines, messages) : null;
  // Worded for an emergency only when the danger has changed (the server's urgent line, which it
  // posts for this person's words of the high tier after a lower tier, however it read them, or the
  // same escalation read here first): a first opening keeps the view's usual words, whatever its
  // tier and whoever noticed it, as CRISIS_SYSTEM_MESSAGE does.
  const urgent = chatId !== null && (urgentLine || (!moderating && escalatedHere === chatId));
  const supporter = supporting && !inCrisis;
  return {
    open,
    setOpen,
    openForWritten,
    urgent,
    supporterNotice,
    supporter,
    hideSupporterNotice,
    moderatorNotice,
    showHelp,
  };
}
