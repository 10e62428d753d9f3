CREATE TABLE "deck_status_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"deck_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "decks" ALTER COLUMN "content_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "previous_deck_id" uuid;--> statement-breakpoint
ALTER TABLE "decks" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "deck_status_links" ADD CONSTRAINT "deck_status_links_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_status_links_deck_idx" ON "deck_status_links" USING btree ("deck_id");--> statement-breakpoint
ALTER TABLE "decks" ADD CONSTRAINT "decks_previous_deck_id_decks_id_fk" FOREIGN KEY ("previous_deck_id") REFERENCES "public"."decks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "decks_previous_deck_idx" ON "decks" USING btree ("previous_deck_id");