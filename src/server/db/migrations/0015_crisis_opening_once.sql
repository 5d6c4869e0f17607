-- One opening per crisis notice, so that a retried send can record an opening its first attempt
-- failed to, and record it once (crisis/crisis-mode.ts). The index on (chat_id, seq) also serves
-- every read of a chat's openings, which the index on chat_id alone did.
-- Openings whose notice was deleted before migration 0013 were placed by their time, so two of one
-- chat may share a seq (just past the match, or 0). Each is a real opening, counted in the overview
-- and naming whose words opened it: the later ones keep their row and lose only the placed seq
-- (null, as for an opening never placed); the earliest keeps the chat's crisis mark.
WITH "placed" AS (
  SELECT "id", row_number() OVER (PARTITION BY "chat_id", "seq" ORDER BY "created_at", "id") AS "nth"
  FROM "crisis_openings" WHERE "chat_id" IS NOT NULL AND "seq" IS NOT NULL
)
UPDATE "crisis_openings" SET "seq" = NULL
FROM "placed"
WHERE "crisis_openings"."id" = "placed"."id" AND "placed"."nth" > 1;--> statement-breakpoint
DROP INDEX "crisis_openings_chat_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "crisis_openings_notice_once_idx" ON "crisis_openings" USING btree ("chat_id","seq");
