-- Messages held by the personal-details warning are kept too (kind 'held'), before any report
-- (report_id null, read by nobody) until the sender's holds in the chat file one; a retried send
-- (its client_id) is kept once. Refused ones (kind 'refused') are every urging or sexual refusal.
ALTER TABLE "refused_messages" ALTER COLUMN "report_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "refused_messages" ADD COLUMN "kind" text DEFAULT 'refused' NOT NULL;--> statement-breakpoint
ALTER TABLE "refused_messages" ADD COLUMN "client_id" text;--> statement-breakpoint
CREATE UNIQUE INDEX "refused_messages_once_idx" ON "refused_messages" USING btree ("chat_id","seat","client_id") WHERE "refused_messages"."client_id" IS NOT NULL;
