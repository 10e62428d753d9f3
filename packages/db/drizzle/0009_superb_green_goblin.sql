ALTER TABLE "decks" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "pass_reason" text;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "founder_message" text;