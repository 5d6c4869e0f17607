CREATE TABLE "crisis_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid,
	"detector" text NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_detail_shares" (
	"message_id" uuid PRIMARY KEY NOT NULL,
	"chat_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"kinds" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "adult_confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crisis_openings" ADD CONSTRAINT "crisis_openings_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_detail_shares" ADD CONSTRAINT "personal_detail_shares_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_detail_shares" ADD CONSTRAINT "personal_detail_shares_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_detail_shares" ADD CONSTRAINT "personal_detail_shares_sender_id_user_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_openings_chat_idx" ON "crisis_openings" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "crisis_openings_created_idx" ON "crisis_openings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "personal_detail_shares_chat_sender_idx" ON "personal_detail_shares" USING btree ("chat_id","sender_id");