-- One bar per suspension or ban instead of one per address, so that two accounts of one mailbox keep
-- a bar each. The bars kept before name no sanction (sanction_id stays null); at start-up every
-- sanction in force gets its own.
ALTER TABLE "barred_addresses" DROP CONSTRAINT "barred_addresses_pkey";--> statement-breakpoint
ALTER TABLE "barred_addresses" ADD COLUMN "sanction_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "barred_addresses_bar_idx" ON "barred_addresses" USING btree ("email_hash","sanction_id");--> statement-breakpoint
CREATE INDEX "barred_addresses_sanction_idx" ON "barred_addresses" USING btree ("sanction_id");
