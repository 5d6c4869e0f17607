-- Crisis openings keep the seq of their crisis notice, so that a chat stays "in crisis" for moderators
-- after the retention schedule has deleted its messages (admin/service.ts). Two partial indexes hold
-- only the review comments and report notes still in clear, so that the encryption pass at every start
-- (privacy/older-text.ts) reads those rows and not every row of both tables.
ALTER TABLE "crisis_openings" ADD COLUMN "seq" integer;--> statement-breakpoint
CREATE INDEX "chat_reviews_comment_in_clear_idx" ON "chat_reviews" USING btree ("id") WHERE "chat_reviews"."comment" IS NOT NULL AND "chat_reviews"."comment" NOT LIKE 'enc:v1:%';--> statement-breakpoint
CREATE INDEX "reports_note_in_clear_idx" ON "reports" USING btree ("id") WHERE "reports"."note" IS NOT NULL AND "reports"."note" NOT LIKE 'enc:v1:%' AND NOT ("reports"."reporter_id" IS NULL AND "reports"."note" LIKE 'Filed by Kindred: this person said in this chat that they are under %');--> statement-breakpoint
-- Each opening so far takes the seq of its crisis notice: a chat's openings and its notices (the only
-- messages of kind and sender 'system') were stored one for one, so the nth of one is the nth of the other.
WITH "opening" AS (
  SELECT "id", "chat_id", row_number() OVER (PARTITION BY "chat_id" ORDER BY "created_at", "id") AS "nth"
  FROM "crisis_openings" WHERE "chat_id" IS NOT NULL
), "notice" AS (
  SELECT "chat_id", "seq", row_number() OVER (PARTITION BY "chat_id" ORDER BY "seq") AS "nth"
  FROM "messages"
  WHERE "chat_id" IN (SELECT "chat_id" FROM "opening") AND "kind" = 'system' AND "sender_id" = 'system'
)
UPDATE "crisis_openings" SET "seq" = "notice"."seq"
FROM "opening" JOIN "notice" ON "notice"."chat_id" = "opening"."chat_id" AND "notice"."nth" = "opening"."nth"
WHERE "crisis_openings"."id" = "opening"."id";--> statement-breakpoint
-- An opening whose notice the retention schedule has deleted already is placed by its time: after the
-- match (just past matched_seq) when it came after it, before it otherwise.
UPDATE "crisis_openings" SET "seq" = CASE
    WHEN "chats"."matched_at" IS NOT NULL AND "crisis_openings"."created_at" > "chats"."matched_at" THEN "chats"."matched_seq" + 1
    ELSE 0
  END
FROM "chats"
WHERE "chats"."id" = "crisis_openings"."chat_id" AND "crisis_openings"."seq" IS NULL AND "chats"."messages_deleted_at" IS NOT NULL;
