-- One open report per person and chat. Open duplicates from before are superseded by the person's
-- latest report of that chat, which stays open with its own reason and note.
UPDATE "reports" SET "status" = 'dismissed', "decided_at" = now()
WHERE "status" = 'open' AND "reporter_id" IS NOT NULL AND "chat_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("chat_id", "reporter_id") "id" FROM "reports"
  WHERE "status" = 'open' AND "reporter_id" IS NOT NULL AND "chat_id" IS NOT NULL
  ORDER BY "chat_id", "reporter_id", "created_at" DESC, "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_open_once_idx" ON "reports" USING btree ("chat_id","reporter_id") WHERE "reports"."status" = 'open';
