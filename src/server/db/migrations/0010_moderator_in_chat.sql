ALTER TABLE "moderation_audit" ADD COLUMN "chat_id" uuid;--> statement-breakpoint
ALTER TABLE "moderation_audit" ADD CONSTRAINT "moderation_audit_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "moderation_audit_chat_idx" ON "moderation_audit" USING btree ("chat_id","actor_id","action");