CREATE TABLE "ai_agents" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"handle" text NOT NULL,
	"specialty" text NOT NULL,
	"prompt" text NOT NULL,
	"provider" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ai_agents_handle_unique" UNIQUE("handle")
);
--> statement-breakpoint
ALTER TABLE "chats" ADD COLUMN "matched_seq" integer DEFAULT 0 NOT NULL;