/**
 * Erasing an account, in one transaction: either all of it happens or none of it does.
 *
 * - Open chats end as when someone leaves (the chats module's own endChat).
 * - Chats nobody else is left in are removed: they hold only this person's words and the persona's.
 * - In chats a partner keeps, the person's messages stay but are anonymised (their sender becomes the
 *   seat they held, FORMER_SENDER), and what they said to the persona before the match, which the
 *   partner never saw, is removed, and so are their sends the personal-details warning held that no
 *   report took in (kept only to count toward one, which can no longer come). Those a report took in
 *   stay with it, for the moderators, as seats already.
 * - The user row goes, and with it (foreign keys, schema.ts) sessions, accounts, profile, tokens,
 *   reviews, reconnect tokens and blocks; chat seats become empty. Reports and theme suggestions
 *   stay for the moderators, detached from the person. Their e-mails in the dev outbox and their
 *   pending verifications (password reset links) are deleted too.
 * - A person banned or suspended leaves their e-mail address barred from signing up again, as a
 *   keyed hash (barred-addresses.ts), for as long as the sanction would have lasted: deleting the
 *   account must not undo the sanction, and nobody can lift it once the account is gone.
 */
import { and, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { endChat } from "../chats/lifecycle.js";
import { MATCH_LOCK } from "../chats/matching.js";
import { FORMER_MEMBER_ID, FORMER_SENDER, type ChatRow } from "../chats/views.js";
import type { Db, Tx } from "../db/client.js";
import type { AddressBar } from "./barred-addresses.js";
import { chats, mailOutbox, mailQueue, messages, refusedMessages, user, verification } from "../db/schema.js";

/**
 * Erases the account and returns the chats whose people (or admins) must hear of the change, as they
 * are now: the erased seat is empty. Erasing an account that is already gone changes nothing.
 */
export async function eraseAccount(db: Db, userId: string, bar: AddressBar): Promise<ChatRow[]> {
  return db.transaction(async (tx) => {
    // Matching decides under this lock: while it is held, no chat can be opened for this person.
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
    // Anything else that would point a new row at the account (a review, a reconnect) now waits for us.
    const [person] = await tx.select().from(user).where(eq(user.id, userId)).for("update");
    if (!person) return [];
    await bar.keepForErased(tx, userId, person.email);
    const theirs = await tx
      .select()
      .from(chats)
      .where(or(eq(chats.participant1Id, userId), eq(chats.participant2Id, userId)))
      .for("update");
    const partnerOf = (chat: ChatRow) => (chat.participant1Id === userId ? chat.participant2Id : chat.participant1Id);
    const kept = theirs.filter((chat) => partnerOf(chat) !== null);
    const removed = theirs.filter((chat) => partnerOf(chat) === null);

    for (const chat of kept) if (chat.status === "active") await endChat(tx, chat, userId);
    if (removed.length > 0)
      await tx.delete(chats).where(
        inArray(
          chats.id,
          removed.map((chat) => chat.id),
        ),
      );
    for (const chat of kept.filter((c) => c.participant1Id === userId)) {
      await tx.delete(messages).where(and(eq(messages.chatId, chat.id), lte(messages.seq, chat.matchedSeq)));
    }
    for (const chat of kept) {
      const seat = chat.participant1Id === userId ? "p1" : "p2";
      const unreported = and(
        eq(refusedMessages.seat, seat),
        eq(refusedMessages.kind, "held"),
        isNull(refusedMessages.reportId),
      );
      await tx.delete(refusedMessages).where(and(eq(refusedMessages.chatId, chat.id), unreported));
    }
    await anonymiseMessages(tx, userId);
    await tx.update(chats).set({ endedBy: FORMER_MEMBER_ID }).where(eq(chats.endedBy, userId));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, person.email));
    // A mail still waiting for the mail server would bring an erased person a link to nothing.
    await tx.delete(mailQueue).where(eq(mailQueue.to, person.email));
    await tx.delete(verification).where(or(eq(verification.value, userId), eq(verification.identifier, person.email)));
    await tx.delete(user).where(eq(user.id, userId));

    const now =
      kept.length > 0
        ? await tx
            .select()
            .from(chats)
            .where(
              inArray(
                chats.id,
                kept.map((c) => c.id),
              ),
            )
        : [];
    const emptied = removed.map((chat) => ({ ...chat, participant1Id: null, participant2Id: null }));
    return [...now, ...emptied];
  });
}

/** The person's messages keep their place in each conversation but no longer name the account. */
async function anonymiseMessages(tx: Tx, userId: string) {
  const seats = [
    { marker: FORMER_SENDER.p1, column: chats.participant1Id },
    { marker: FORMER_SENDER.p2, column: chats.participant2Id },
  ];
  for (const { marker, column } of seats) {
    const seated = tx.select({ id: chats.id }).from(chats).where(eq(column, userId));
    await tx
      .update(messages)
      .set({ senderId: marker })
      .where(and(eq(messages.senderId, userId), inArray(messages.chatId, seated)));
  }
  // Whatever is left was written as a moderator in other people's chats (shown there as "admin").
  await tx.update(messages).set({ senderId: FORMER_SENDER.admin }).where(eq(messages.senderId, userId));
}
