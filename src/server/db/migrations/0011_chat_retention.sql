ALTER TABLE "chats" ADD COLUMN "messages_deleted_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "chats_messages_kept_idx" ON "chats" USING btree ("updated_at") WHERE "chats"."messages_deleted_at" IS NULL;--> statement-breakpoint
CREATE INDEX "reports_chat_idx" ON "reports" USING btree ("chat_id");