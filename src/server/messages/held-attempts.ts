/**
 * Sends the personal-details warning held and the sender never confirmed: "how old r u", "r u home
 * alone rn?", "wanna facetime?", a handle spelled out. Someone who asks again and again but never
 * presses Send anyway delivers nothing, so the confirmed sends' report (personal-detail-shares.ts)
 * never came, and the moderators never heard of them. Each held send is kept (refused_messages, kind
 * "held", encrypted like a message) from the first, read by nobody until the person's holds in the
 * chat reach `reportAfter`: then Kindred files one report on them for the chat, the same one as for
 * confirmed sends (one report on one person's conduct in one chat; its reason says nothing was
 * delivered while nothing was: personal-detail-shares.ts HELD_REPORT_REASON), and every held send, earlier or
 * later, goes with it, shown held in the moderators' reading of the conversation. Counted on the
 * server from what it held, whatever the page did; a send retried with its client id counts once.
 * Held sends come from the send route (an unconfirmed send) and from the page telling the server of
 * words its warning opened over (POST /messages/held: `heldWords`).
 */
import { and, count, eq } from "drizzle-orm";
import type { HeldMessageBody, SendMessageBody } from "../../shared/api.js";
import type { Screening } from "../../shared/screening.js";
import { requireAdult } from "../auth/age-gate.js";
import type { Viewer } from "../auth/viewer.js";
import { chatForViewer } from "../chats/access.js";
import { seatOf } from "../chats/views.js";
import type { Db, Tx } from "../db/client.js";
import { personalDetailShares, refusedMessages, reports } from "../db/schema.js";
import { kindredReportOn } from "../moderation/kindred-reports.js";
import { PARTNER_REPORT_REASON } from "../moderation/partner-reports.js";
import { KEPT_PER_PERSON } from "../moderation/refused-messages.js";
import { HttpError } from "../http-error.js";
import { consume, type Limiter } from "../rate-limit.js";
import type { ContentCipher } from "./crypto.js";
import { CHAT_ENDED } from "./store.js";
import {
  attachHeld,
  heldCount,
  lockPersonalDetailsOf,
  PERSONAL_DETAILS_REPORT_REASONS,
  personalDetailsNote,
  personalDetailsReason,
} from "./personal-detail-shares.js";

export interface HeldSend {
  chatId: string;
  senderId: string;
  seat: "p1" | "p2";
  clientId: string;
  content: string;
}

/** Kindred's report on this person's personal details in the chat, if any (or the partner report that took it over). */
const conductReport = (tx: Tx, chatId: string, senderId: string) =>
  kindredReportOn(tx, chatId, senderId, [...PERSONAL_DETAILS_REPORT_REASONS, PARTNER_REPORT_REASON]);

async function sentCount(tx: Tx, chatId: string, senderId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(personalDetailShares)
    .where(and(eq(personalDetailShares.chatId, chatId), eq(personalDetailShares.senderId, senderId)));
  return row?.n ?? 0;
}

/** Keeps the held send (once per client id) and files, or adds to, the person's report when due. */
export async function recordHeldSend(
  db: Db,
  cipher: ContentCipher,
  held: HeldSend,
  reportAfter: number,
): Promise<void> {
  const { chatId, senderId, seat } = held;
  await db.transaction(async (tx) => {
    // The same lock as confirmed sends: a held and a confirmed send at once file one report.
    await lockPersonalDetailsOf(tx, chatId);
    const before = await heldCount(tx, chatId, seat);
    if (before >= KEPT_PER_PERSON) return;
    const report = await conductReport(tx, chatId, senderId);
    const kept = await tx
      .insert(refusedMessages)
      .values({
        chatId,
        reportId: report?.id ?? null,
        seat,
        kind: "held",
        clientId: held.clientId,
        content: cipher.encrypt(held.content),
      })
      .onConflictDoNothing()
      .returning({ id: refusedMessages.id });
    if (kept.length === 0) return; // a retry of a send held already
    const heldNow = before + 1;
    const sent = await sentCount(tx, chatId, senderId);
    const note = cipher.encrypt(personalDetailsNote(sent, heldNow));
    if (report) {
      // Added to the report there is; its note keeps counting (the partner report's says more, and stays).
      if (report.reason !== PARTNER_REPORT_REASON)
        await tx.update(reports).set({ note }).where(eq(reports.id, report.id));
      return;
    }
    if (heldNow < reportAfter) return;
    // Held alone, or after sends too few to report: the reason says whether anything was delivered.
    const reason = personalDetailsReason(sent);
    const [filed] = await tx
      .insert(reports)
      .values({ chatId, reporterId: null, reportedId: senderId, reason, note })
      .returning({ id: reports.id });
    await attachHeld(tx, chatId, seat, filed!.id);
  });
}

/**
 * A send the personal-details warning holds (unconfirmed, or what the page's warning opened over):
 * kept and counted when it is the sender's own; a moderator's words are never held. Refuses, as
 * storing would, a chat that is not the viewer's (403), none (404) or one that has ended (409).
 */
export async function holdSend(
  db: Db,
  cipher: ContentCipher,
  viewer: Viewer,
  chatId: string,
  body: { clientId: string; content: string },
  reportAfter: number,
): Promise<void> {
  const chat = await chatForViewer(db, chatId, viewer);
  // A chat that takes no more messages answers as storing would (store.ts): a warning about words
  // that could never be sent would only ask the person to confirm them in vain.
  if (chat.status !== "active") throw new HttpError(409, CHAT_ENDED);
  const seat = seatOf(chat, viewer.id);
  if (!seat) return;
  const held = { chatId: chat.id, senderId: viewer.id, seat, clientId: body.clientId, content: body.content };
  await recordHeldSend(db, cipher, held, reportAfter);
}

export interface HeldWordsDeps {
  db: Db;
  cipher: ContentCipher;
  perUser: Limiter;
  /** The messages' shared screening, read as a send of the same words is (service.ts). */
  screen(viewer: Viewer, chatId: string, body: SendMessageBody): Promise<Screening>;
  reportAfter: number;
}

/**
 * Words the page's warning has just opened over (HeldMessageBody, POST /messages/held): held and
 * counted exactly as an unconfirmed send of them is, and never stored as a message whatever the
 * server finds. `held: false` when nothing is kept: the server finds no personal details in them,
 * or they are a moderator's (never held). A chat that takes no more messages answers 409, as the
 * send route does (store.ts CHAT_ENDED): nothing is kept of it, and the page is not told otherwise.
 */
export function heldWords({ db, cipher, perUser, screen, reportAfter }: HeldWordsDeps) {
  return async (viewer: Viewer, chatId: string, body: HeldMessageBody): Promise<{ held: boolean }> => {
    requireAdult(viewer);
    await consume(perUser, viewer.id, "messages");
    // Screened before the chat is read, as a send is: the filter tells an outsider nothing.
    const screening = await screen(viewer, chatId, { ...body, kind: "text" });
    const chat = await chatForViewer(db, chatId, viewer);
    if (chat.status !== "active") throw new HttpError(409, CHAT_ENDED);
    const seat = seatOf(chat, viewer.id);
    if (screening.kind !== "personal-details" || !seat) return { held: false };
    const held = { chatId: chat.id, senderId: viewer.id, seat, clientId: body.clientId, content: body.content };
    await recordHeldSend(db, cipher, held, reportAfter);
    return { held: true };
  };
}
