/**
 * Migration 0019 gives Kindred's personal-details report filed on held sends alone its own reason
 * (HELD_REPORT_REASON): such reports filed before it with "Shared personal details after the
 * warning" read as the new ones do. A report whose person made a confirmed send in the chat keeps
 * its reason, and so does one with no held send left to tell (its chat's messages are gone).
 */
import { describe, expect, it } from "vitest";
import { AUTOMATIC_REPORT_REASON, HELD_REPORT_REASON } from "../messages/personal-detail-shares.js";
import { onDatabaseBefore } from "../testing/migrations.js";
import { testDatabaseUrl } from "../testing/postgres.js";

describe.skipIf(!testDatabaseUrl)("migration 0019 on personal-details reports filed on holds", () => {
  it("gives the held-only reports the held reason, and leaves the others", () =>
    onDatabaseBefore("0019_report_reason_held", async ({ query, migrateOn }) => {
      const one = async (text: string, values: unknown[] = []) => (await query<{ id: string }>(text, values))[0]!.id;
      const person = (name: string) =>
        one(`insert into "user" (name, email) values ($1, $1 || '@example.com') returning id`, [name]);
      const chat = () =>
        one(
          `insert into chats (theme_id, status, match_status) values ('need-to-vent', 'active', 'matched') returning id`,
        );
      const report = (chatId: string, reportedId: string, reason: string) =>
        one(`insert into reports (chat_id, reported_id, reason) values ($1, $2, $3) returning id`, [
          chatId,
          reportedId,
          reason,
        ]);
      const held = (chatId: string, reportId: string) =>
        query(
          `insert into refused_messages (chat_id, report_id, seat, kind, content) values ($1, $2, 'p2', 'held', 'x')`,
          [chatId, reportId],
        );
      const asker = await person("asker");

      // Held three times, nothing sent: the new reason.
      const heldOnlyChat = await chat();
      const heldOnly = await report(heldOnlyChat, asker, AUTOMATIC_REPORT_REASON);
      await held(heldOnlyChat, heldOnly);
      // Held, and sent anyway too: still shared.
      const sentChat = await chat();
      const sent = await report(sentChat, asker, AUTOMATIC_REPORT_REASON);
      await held(sentChat, sent);
      const message = await one(
        `insert into messages (chat_id, seq, content, sender_id) values ($1, 1, 'x', $2) returning id`,
        [sentChat, asker],
      );
      await query(
        `insert into personal_detail_shares (message_id, chat_id, sender_id, kinds) values ($1, $2, $3, 'phone')`,
        [message, sentChat, asker],
      );
      // Its chat's messages gone (retention), nothing left to tell: as it was.
      const goneChat = await chat();
      const gone = await report(goneChat, asker, AUTOMATIC_REPORT_REASON);
      // A person's report: not Kindred's, as it was.
      const other = await report(heldOnlyChat, asker, "Spam or scam");

      await migrateOn();
      const reasons = new Map(
        (await query<{ id: string; reason: string }>(`select id, reason from reports`)).map((r) => [r.id, r.reason]),
      );
      expect([heldOnly, sent, gone, other].map((id) => reasons.get(id))).toEqual([
        HELD_REPORT_REASON,
        AUTOMATIC_REPORT_REASON,
        AUTOMATIC_REPORT_REASON,
        "Spam or scam",
      ]);
    }));
});
