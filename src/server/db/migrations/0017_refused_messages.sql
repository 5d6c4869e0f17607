-- A message refused as urging a partner in crisis, kept (encrypted) with Kindred's automatic report
-- for the moderators; it goes with the chat's messages (chats/retention.ts) or the chat.
CREATE TABLE "refused_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"seat" text NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "refused_messages" ADD CONSTRAINT "refused_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refused_messages" ADD CONSTRAINT "refused_messages_report_id_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refused_messages_chat_idx" ON "refused_messages" USING btree ("chat_id");