-- The survey of each demographic answer, repeated from its response: the counts per option of
-- a survey then read one index instead of joining every response. Rows already there take it
-- from their response.
ALTER TABLE "barometer_demographic_answers" ADD COLUMN "mission_id" integer;--> statement-breakpoint
UPDATE "barometer_demographic_answers" SET "mission_id" = "barometer_responses"."mission_id" FROM "barometer_responses" WHERE "barometer_responses"."id" = "barometer_demographic_answers"."response_id";--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ALTER COLUMN "mission_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_mission_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barometer_demographic_answers_mission_option_idx" ON "barometer_demographic_answers" USING btree ("mission_id","demographic_option_id");
