CREATE TABLE "crisis_openings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chat_id" uuid,
	"detector" text NOT NULL,
	"category" text NOT NULL,
	"tier" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crisis_openings" ADD CONSTRAINT "crisis_openings_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crisis_openings_chat_idx" ON "crisis_openings" USING btree ("chat_id");--> statement-breakpoint
CREATE INDEX "crisis_openings_created_idx" ON "crisis_openings" USING btree ("created_at");