CREATE TABLE "deck_calls" (
	"deck_id" uuid PRIMARY KEY NOT NULL,
	"investor_id" uuid NOT NULL,
	"call" text NOT NULL,
	"reason_code" text,
	"reason_note" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deck_calls" ADD CONSTRAINT "deck_calls_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_calls" ADD CONSTRAINT "deck_calls_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_calls_investor_idx" ON "deck_calls" USING btree ("investor_id");