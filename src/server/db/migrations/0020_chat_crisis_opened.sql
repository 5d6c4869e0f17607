-- Whether crisis mode has opened in a chat, on the chat row the message path already holds: the
-- Crisis Counselor's look-up a message (ai/counselor-turn.ts) is then made only in chats in crisis.
-- Chats in crisis before it take the time of their first opening.
ALTER TABLE "chats" ADD COLUMN "crisis_opened_at" timestamp with time zone;--> statement-breakpoint
UPDATE "chats" SET "crisis_opened_at" = "first"."at"
FROM (SELECT "chat_id", min("created_at") AS "at" FROM "crisis_openings" GROUP BY "chat_id") AS "first"
WHERE "chats"."id" = "first"."chat_id";
