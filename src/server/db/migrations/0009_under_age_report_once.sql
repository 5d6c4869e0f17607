-- One report of Kindred's per chat and person who said there that they are under age: two of their
-- messages screened at once could each file one. The later duplicates say nothing the first does not.
DELETE FROM "reports" WHERE "reporter_id" IS NULL AND "note" LIKE 'Filed by Kindred: this person said in this chat that they are under %'
  AND "chat_id" IS NOT NULL AND "reported_id" IS NOT NULL AND "id" NOT IN (
  SELECT DISTINCT ON ("chat_id", "reported_id") "id" FROM "reports"
  WHERE "reporter_id" IS NULL AND "note" LIKE 'Filed by Kindred: this person said in this chat that they are under %'
    AND "chat_id" IS NOT NULL AND "reported_id" IS NOT NULL
  ORDER BY "chat_id", "reported_id", "created_at", "id"
);--> statement-breakpoint
CREATE UNIQUE INDEX "reports_under_age_once_idx" ON "reports" USING btree ("chat_id","reported_id") WHERE "reports"."reporter_id" IS NULL AND "reports"."note" LIKE 'Filed by Kindred: this person said in this chat that they are under %';