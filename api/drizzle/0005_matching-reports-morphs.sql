CREATE TABLE "matching_reports" (
	"contact_1" integer NOT NULL,
	"contact_2" integer NOT NULL,
	"lang" text NOT NULL,
	"result_1" integer NOT NULL,
	"result_2" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_reports_pkey" PRIMARY KEY("contact_1","contact_2","lang"),
	CONSTRAINT "matching_reports_lang_check" CHECK ("matching_reports"."lang" in ('en', 'fr'))
);
--> statement-breakpoint
CREATE TABLE "sample_morphs" (
	"pair" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "matching_reports" ADD CONSTRAINT "matching_reports_contact_1_fk" FOREIGN KEY ("contact_1") REFERENCES "public"."company_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_reports" ADD CONSTRAINT "matching_reports_contact_2_fk" FOREIGN KEY ("contact_2") REFERENCES "public"."company_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_reports" ADD CONSTRAINT "matching_reports_result_1_fk" FOREIGN KEY ("result_1") REFERENCES "public"."individual_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_reports" ADD CONSTRAINT "matching_reports_result_2_fk" FOREIGN KEY ("result_2") REFERENCES "public"."individual_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "matching_reports_contact_2_idx" ON "matching_reports" USING btree ("contact_2");--> statement-breakpoint
CREATE INDEX "matching_reports_result_1_idx" ON "matching_reports" USING btree ("result_1");--> statement-breakpoint
CREATE INDEX "matching_reports_result_2_idx" ON "matching_reports" USING btree ("result_2");