CREATE TABLE "deck_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stage_from" text,
	"stage_to" text,
	"pass_reason" text,
	"text" text,
	"note_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_note_edits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"note_id" uuid NOT NULL,
	"previous_body" text NOT NULL,
	"replaced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"deck_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"body" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_vote_reveals" (
	"deck_id" uuid PRIMARY KEY NOT NULL,
	"revealed_by" uuid NOT NULL,
	"revealed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deck_votes" (
	"deck_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"reason" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deck_votes_deck_id_member_id_pk" PRIMARY KEY("deck_id","member_id")
);
--> statement-breakpoint
ALTER TABLE "deck_activity" ADD CONSTRAINT "deck_activity_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_activity" ADD CONSTRAINT "deck_activity_member_id_investors_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_note_edits" ADD CONSTRAINT "deck_note_edits_note_id_deck_notes_id_fk" FOREIGN KEY ("note_id") REFERENCES "public"."deck_notes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_notes" ADD CONSTRAINT "deck_notes_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_notes" ADD CONSTRAINT "deck_notes_author_id_investors_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_vote_reveals" ADD CONSTRAINT "deck_vote_reveals_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_vote_reveals" ADD CONSTRAINT "deck_vote_reveals_revealed_by_investors_id_fk" FOREIGN KEY ("revealed_by") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_votes" ADD CONSTRAINT "deck_votes_deck_id_decks_id_fk" FOREIGN KEY ("deck_id") REFERENCES "public"."decks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deck_votes" ADD CONSTRAINT "deck_votes_member_id_investors_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deck_activity_deck_idx" ON "deck_activity" USING btree ("deck_id","created_at");--> statement-breakpoint
CREATE INDEX "deck_note_edits_note_idx" ON "deck_note_edits" USING btree ("note_id","replaced_at");--> statement-breakpoint
CREATE INDEX "deck_notes_deck_idx" ON "deck_notes" USING btree ("deck_id","created_at");