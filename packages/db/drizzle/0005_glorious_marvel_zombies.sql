CREATE TABLE "thesis_readings" (
	"investor_id" uuid NOT NULL,
	"thesis_version" integer NOT NULL,
	"corrections" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thesis_readings_investor_id_thesis_version_pk" PRIMARY KEY("investor_id","thesis_version")
);
--> statement-breakpoint
ALTER TABLE "thesis_readings" ADD CONSTRAINT "thesis_readings_investor_id_investors_id_fk" FOREIGN KEY ("investor_id") REFERENCES "public"."investors"("id") ON DELETE cascade ON UPDATE no action;