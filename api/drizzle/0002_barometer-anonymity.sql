-- Barometer anonymity (docs/barometer-anonymity.md): responses get random ids instead of a
-- sequence (which orders them) and keep the day of the answer only, never the time of day.
-- Rows already there keep their links and their day.
ALTER TABLE "barometer_demographic_answers" DROP CONSTRAINT "barometer_demographic_answers_response_fk";--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" DROP CONSTRAINT "barometer_demographic_answers_pkey";--> statement-breakpoint
ALTER TABLE "barometer_responses" ADD COLUMN "new_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD COLUMN "new_response_id" uuid;--> statement-breakpoint
UPDATE "barometer_demographic_answers" SET "new_response_id" = "barometer_responses"."new_id" FROM "barometer_responses" WHERE "barometer_responses"."id" = "barometer_demographic_answers"."response_id";--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" DROP COLUMN "response_id";--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" RENAME COLUMN "new_response_id" TO "response_id";--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ALTER COLUMN "response_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "barometer_responses" DROP CONSTRAINT "barometer_responses_pkey";--> statement-breakpoint
ALTER TABLE "barometer_responses" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "barometer_responses" RENAME COLUMN "new_id" TO "id";--> statement-breakpoint
ALTER TABLE "barometer_responses" ADD CONSTRAINT "barometer_responses_pkey" PRIMARY KEY ("id");--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_pkey" PRIMARY KEY ("response_id","demographic_question_id");--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_response_fk" FOREIGN KEY ("response_id") REFERENCES "public"."barometer_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_responses" ADD COLUMN "answered_on" date DEFAULT ((now() at time zone 'utc')::date) NOT NULL;--> statement-breakpoint
UPDATE "barometer_responses" SET "answered_on" = ("created_at" at time zone 'utc')::date;--> statement-breakpoint
ALTER TABLE "barometer_responses" DROP COLUMN "created_at";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "barometer_threshold" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_barometer_threshold_check" CHECK ("companies"."barometer_threshold" between 3 and 1000);
