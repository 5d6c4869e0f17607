CREATE TABLE "barred_addresses" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
