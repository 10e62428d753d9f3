CREATE TABLE "deck_profile_corrections" (
	"deck_id" uuid NOT NULL,
	"investor_id" uuid NOT NULL,
	"corrections" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_profile_corrections_deck_id_investor_id_pk" PRIMARY KEY("deck_id","investor_id")
);
--> statement-breakpoint
ALTER TABLE "deck_profile_corrections" ADD CONSTRAINT "deck_profile_corrections_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_profile_corrections" ADD CONSTRAINT "deck_profile_corrections_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;