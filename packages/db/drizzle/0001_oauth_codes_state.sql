ALTER TABLE "oauth_codes" ALTER COLUMN "subject" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_codes" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "oauth_codes" ADD COLUMN "state_hash" text NOT NULL;