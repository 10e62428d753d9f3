CREATE TABLE "fund_invites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"fund_id" uuid NOT NULL,
	"created_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"used_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fund_invites_tokenHash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "fund_memberships" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"fund_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- drizzle-kit cannot name the old key: PostgreSQL named the inline PRIMARY KEY deck_calls_pkey.
ALTER TABLE "deck_calls" DROP CONSTRAINT "deck_calls_pkey";--> statement-breakpoint
ALTER TABLE "deck_calls" ADD CONSTRAINT "deck_calls_deck_id_investor_id_pk" PRIMARY KEY("deck_id","investor_id");--> statement-breakpoint
ALTER TABLE "fund_invites" ADD CONSTRAINT "fund_invites_fund_id_investors_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_invites" ADD CONSTRAINT "fund_invites_created_by_investors_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_invites" ADD CONSTRAINT "fund_invites_used_by_investors_id_fk" FOREIGN KEY ("used_by") REFERENCES "public"."investors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_memberships" ADD CONSTRAINT "fund_memberships_member_id_investors_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fund_memberships" ADD CONSTRAINT "fund_memberships_fund_id_investors_id_fk" FOREIGN KEY ("fund_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fund_invites_fund_idx" ON "fund_invites" USING btree ("fund_id");--> statement-breakpoint
CREATE INDEX "fund_memberships_fund_idx" ON "fund_memberships" USING btree ("fund_id")