CREATE TABLE "result_reports" (
	"result_id" integer NOT NULL,
	"kind" text NOT NULL,
	"lang" text NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"result_finished_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "result_reports_pkey" PRIMARY KEY("result_id","kind","lang"),
	CONSTRAINT "result_reports_kind_check" CHECK ("result_reports"."kind" in ('profile-pdf', 'cv-pdf', 'cv-docx')),
	CONSTRAINT "result_reports_lang_check" CHECK ("result_reports"."lang" in ('en', 'fr', 'ru'))
);
--> statement-breakpoint
ALTER TABLE "sample_profiles" ADD COLUMN "feature_vector" jsonb;--> statement-breakpoint
ALTER TABLE "sample_profiles" ADD COLUMN "soft_skills" jsonb;--> statement-breakpoint
ALTER TABLE "result_reports" ADD CONSTRAINT "result_reports_result_fk" FOREIGN KEY ("result_id") REFERENCES "public"."individual_results"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_results" DROP COLUMN "report_files";