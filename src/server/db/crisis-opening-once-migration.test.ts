/**
 * Migration 0015 makes a crisis opening unique per chat and notice seq. A database migrated before it
 * may hold two openings of one chat on one seq (migration 0013 placed openings whose notice was gone
 * by their time): the migration keeps every opening, the earliest on its seq, and still applies.
 */
import { describe, expect, it } from "vitest";
import { onDatabaseBefore } from "../testing/migrations.js";
import { testDatabaseUrl } from "../testing/postgres.js";

const UNIQUE_OPENINGS = "0015_crisis_opening_once";

describe.skipIf(!testDatabaseUrl)("migration 0015 on openings that share a seq", () => {
  it("keeps every opening, the earliest of a chat's on its seq, and adds the index", () =>
    onDatabaseBefore(UNIQUE_OPENINGS, async ({ query, migrateOn }) => {
      const [chat] = await query<{ id: string }>(
        `insert into chats (theme_id, status, match_status, matched_at, matched_seq, messages_deleted_at)
         values ('late-night', 'completed', 'inactive', now() - interval '9 days', 3, now()) returning id`,
      );
      const opening = (seq: number, minutesAgo: number) =>
        query(
          `insert into crisis_openings (chat_id, detector, category, tier, seq, created_at)
           values ($1, 'offline', 'plan', 'high', $2, now() - make_interval(mins => $3))`,
          [chat!.id, seq, minutesAgo],
        );
      // Two after the match placed just past it, one before it; and another chat's own.
      await opening(4, 30);
      await opening(4, 20);
      await opening(0, 40);
      await query(
        `insert into crisis_openings (chat_id, detector, category, tier, seq) values (null, 'model', 'plan', 'high', 4)`,
      );

      await migrateOn();
      const rows = await query<{ seq: number | null; minutes: number }>(
        `select seq, round(extract(epoch from now() - created_at) / 60)::int as minutes
         from crisis_openings where chat_id = $1 order by created_at`,
        [chat!.id],
      );
      expect(rows).toEqual([
        { seq: 0, minutes: 40 },
        { seq: 4, minutes: 30 },
        { seq: null, minutes: 20 },
      ]);
      expect(await query(`select count(*)::int as n from crisis_openings`)).toEqual([{ n: 4 }]);
      await expect(opening(4, 0)).rejects.toThrow(/crisis_openings_notice_once_idx/);
    }));
});
