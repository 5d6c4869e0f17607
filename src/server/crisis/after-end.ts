/**
 * After a chat in crisis support has ended — the partner left, blocked, was banned, or the chat
 * expired — its people may still talk with the room's Crisis Counselor: a person in crisis must
 * never be cut off from it by someone else leaving (PRODUCT.md §10). The chat itself takes
 * nothing more (store.ts refuses with CHAT_ENDED); this is a conversation beside it. Each answer
 * goes back to the person who asked, in the reply to their request, and nothing is stored in the
 * chat or broadcast to its room: the partner who left can never receive it. The page keeps the
 * conversation since the end and sends its last turns along (CounselBody), so the Counselor answers
 * in context without the server keeping anyone's words.
 *
 * Someone suspended or banned keeps the Counselor too: a sanction may come during a crisis, or
 * wrongly. The gate lets this route through for them (moderation/gate.ts), and it takes them to one
 * chat only, the server's choice: their most recent chat in crisis support that they may counsel in
 * (counselChatWhileShutOut), which their notice page offers. Any other chat id is refused with their
 * sanction's sentence, so a page that asks for another chat reaches nothing. When their own words
 * there posted the urgent line recently, the notice is worded for that emergency (whileShutOut).
 */
import { and, desc, eq, exists, isNull, or } from "drizzle-orm";
import type { CounselBody, CounselReply } from "../../shared/counsel-api.js";
import { URGENT_NOTICE_HOURS, type StandingReply } from "../../shared/moderation-api.js";
import { findPersonalDetails } from "../../shared/personal-details.js";
import { isRefused, refusalReason, screenText } from "../../shared/screening.js";
import type { AiService } from "../ai/service.js";
import { requireAdult } from "../auth/age-gate.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import { seatOf, type ChatRow } from "../chats/views.js";
import type { Db } from "../db/client.js";
import { HttpError } from "../http-error.js";
import type { ContentCipher } from "../messages/crypto.js";
import { CHAT_ENDED } from "../messages/store.js";
import { chats, crisisOpenings } from "../db/schema.js";
import { isShutOut, refusalFor, type StandingBook } from "../moderation/standing.js";
import { inCrisisMode } from "./crisis-mode.js";
import { urgentLineSince } from "./urgent-line.js";

const HOUR_MS = 3_600_000;

export const COUNSEL_PEOPLE_ONLY = "Only the two people of this chat can talk with its Crisis Counselor after it ends.";
export const COUNSEL_WHILE_OPEN =
  "This chat is still open: write your message in the chat, and the Crisis Counselor answers there.";

/**
 * Why the viewer may not talk with the Counselor of this chat after its end, or null when they may:
 * they hold a seat (a moderator has none: the Counselor is there for the two people), the chat has
 * ended (while it is open, messages go through the chat, to both), and crisis mode opened in it
 * (any other ended chat takes nothing more, as a message to it hears).
 */
export function counselRefusal(chat: ChatRow, viewerId: string, inCrisis: boolean): HttpError | null {
  if (seatOf(chat, viewerId) === null) return new HttpError(403, COUNSEL_PEOPLE_ONLY);
  if (chat.status !== "completed") return new HttpError(409, COUNSEL_WHILE_OPEN);
  if (!inCrisis) return new HttpError(409, CHAT_ENDED);
  return null;
}

/**
 * Whether the viewer is the partner of the person in crisis, not that person: no opening in this
 * chat was on their words, nor a moderator's (which treats both people as in crisis). Their
 * questions ("is she going to be ok?") are a supporter's, and are answered as such.
 */
async function supportsThePerson(db: Db, chatId: string, viewerId: string): Promise<boolean> {
  const [own] = await db
    .select({ id: crisisOpenings.id })
    .from(crisisOpenings)
    .where(
      and(
        eq(crisisOpenings.chatId, chatId),
        or(isNull(crisisOpenings.personId), eq(crisisOpenings.personId, viewerId)),
      ),
    )
    .limit(1);
  return own === undefined;
}

/**
 * The id of the chat whose Counselor a suspended or banned person may still talk with: their most
 * recent chat in crisis support that they may counsel in, or null when they have none.
 */
export async function counselChatWhileShutOut(db: Db, personId: string): Promise<string | null> {
  const [latest] = await db
    .select()
    .from(chats)
    .where(
      and(
        or(eq(chats.participant1Id, personId), eq(chats.participant2Id, personId)),
        eq(chats.status, "completed"),
        exists(db.select({ id: crisisOpenings.id }).from(crisisOpenings).where(eq(crisisOpenings.chatId, chats.id))),
      ),
    )
    .orderBy(desc(chats.endedAt), desc(chats.createdAt))
    .limit(1);
  // The query only narrows the search: whether they may counsel there is the end-chat screen's rule.
  if (!latest || counselRefusal(latest, personId, await inCrisisMode(db, latest.id))) return null;
  return latest.id;
}

export type CounselAfterEnd = ReturnType<typeof createCounselAfterEnd>;

export function createCounselAfterEnd(deps: {
  db: Db;
  cipher: ContentCipher;
  ai: AiService;
  book: StandingBook;
  now: () => Date;
}) {
  const { db, cipher, ai, book, now } = deps;
  return {
    /**
     * For a suspended or banned person, what their notice offers: the chat whose Counselor they may
     * talk with, and whether their own words posted the urgent line there within URGENT_NOTICE_HOURS
     * (then the notice says to call the emergency number now, with the help lines open).
     */
    async whileShutOut(personId: string): Promise<Pick<StandingReply, "counselChatId" | "urgentCrisis">> {
      const counselChatId = await counselChatWhileShutOut(db, personId);
      if (counselChatId === null) return { counselChatId, urgentCrisis: false };
      const since = new Date(now().getTime() - URGENT_NOTICE_HOURS * HOUR_MS);
      return { counselChatId, urgentCrisis: await urgentLineSince(db, cipher, counselChatId, personId, since) };
    },

    async counsel(viewer: Viewer, chatId: string, body: CounselBody): Promise<CounselReply> {
      // Before anything of the chat is read: a shut-out person learns nothing of another chat id.
      const standing = await book.of(viewer.id);
      if (isShutOut(standing) && (await counselChatWhileShutOut(db, viewer.id)) !== chatId.toLowerCase()) {
        throw refusalFor(standing);
      }
      requireAdult(viewer);
      const chat = await chatForViewer(db, chatId, viewer);
      const refusal = counselRefusal(chat, viewer.id, await inCrisisMode(db, chat.id));
      if (refusal) throw refusal;
      // The one decision on every message (screening.ts): crisis language is never refused; the
      // content filter's words are, here too. Personal details need no Send anyway: nobody reads them.
      const screening = screenText(body.content, findPersonalDetails);
      if (isRefused(screening)) throw new HttpError(422, refusalReason(screening));
      return ai.counsel(chat, body.content, viewer.id, body.earlier, await supportsThePerson(db, chat.id, viewer.id));
    },
  };
}
