/**
 * Migration 0020 marks on the chat row when crisis mode first opened there (chats.crisis_opened_at),
 * which the message path reads instead of looking the openings up: a chat in crisis before it must
 * not read as one that never was, or the Crisis Counselor would stop hearing answers to its question.
 */
import { describe, expect, it } from "vitest";
import { onDatabaseBefore } from "../testing/migrations.js";
import { testDatabaseUrl } from "../testing/postgres.js";

describe.skipIf(!testDatabaseUrl)("migration 0020 on chats in crisis", () => {
  it("marks each chat in crisis with its first opening's time, and no other chat", () =>
    onDatabaseBefore("0020_chat_crisis_opened", async ({ query, migrateOn }) => {
      const chat = async () =>
        (await query<{ id: string }>(`insert into chats (theme_id) values ('late-night') returning id`))[0]!.id;
      const opening = (chatId: string | null, seq: number, minutesAgo: number) =>
        query(
          `insert into crisis_openings (chat_id, detector, category, tier, seq, created_at)
           values ($1, 'offline', 'plan', 'high', $2, now() - make_interval(mins => $3))`,
          [chatId, seq, minutesAgo],
        );
      const twice = await chat();
      await opening(twice, 3, 20);
      await opening(twice, 7, 5);
      const never = await chat();
      // An opening whose chat is gone marks nothing.
      await opening(null, 1, 1);

      await migrateOn();
      const marked = await query<{ id: string; minutes: number | null }>(
        `select id, round(extract(epoch from now() - crisis_opened_at) / 60)::int as minutes from chats`,
      );
      expect(new Map(marked.map((row) => [row.id, row.minutes]))).toEqual(
        new Map([
          [twice, 20],
          [never, null],
        ]),
      );
    }));
});
