CREATE TABLE "barometer_invitees" (
	"mission_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	CONSTRAINT "barometer_invitees_pkey" PRIMARY KEY("mission_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "barometer_links" (
	"code_hash" text PRIMARY KEY NOT NULL,
	"mission_id" integer NOT NULL,
	"used" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "barometer_releases" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "barometer_releases_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"fingerprint" text NOT NULL,
	"members" uuid[] NOT NULL,
	"mission_id" integer,
	"option_id" integer,
	"step" integer
);
--> statement-breakpoint
CREATE TABLE "barometer_surveys" (
	"mission_id" integer PRIMARY KEY NOT NULL,
	"mode" text DEFAULT 'public' NOT NULL,
	"threshold" smallint DEFAULT 5 NOT NULL,
	"release_step" integer DEFAULT 0 NOT NULL,
	"links_sent" integer DEFAULT 0 NOT NULL,
	"links_used" integer DEFAULT 0 NOT NULL,
	"refused_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "barometer_surveys_mode_check" CHECK ("barometer_surveys"."mode" in ('public', 'invited')),
	CONSTRAINT "barometer_surveys_threshold_check" CHECK ("barometer_surveys"."threshold" >= 3)
);
--> statement-breakpoint
DROP INDEX "barometer_responses_mission_idx";--> statement-breakpoint
ALTER TABLE "barometer_responses" ADD COLUMN "release_step" integer;--> statement-breakpoint
ALTER TABLE "barometer_invitees" ADD CONSTRAINT "barometer_invitees_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_invitees" ADD CONSTRAINT "barometer_invitees_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_links" ADD CONSTRAINT "barometer_links_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_releases" ADD CONSTRAINT "barometer_releases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_surveys" ADD CONSTRAINT "barometer_surveys_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "barometer_links_mission_idx" ON "barometer_links" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "barometer_releases_company_fingerprint_idx" ON "barometer_releases" USING btree ("company_id","fingerprint");--> statement-breakpoint
CREATE INDEX "barometer_responses_mission_idx" ON "barometer_responses" USING btree ("mission_id","release_step");--> statement-breakpoint
ALTER TABLE "barometer_responses" DROP COLUMN "answered_on";--> statement-breakpoint
-- the surveys made before modes existed: public, with their company's threshold of today;
-- their responses, already shown before, count as released in one step
INSERT INTO "barometer_surveys" ("mission_id", "mode", "threshold", "release_step")
  SELECT m."id", 'public', c."barometer_threshold", CASE WHEN EXISTS (SELECT 1 FROM "barometer_responses" r WHERE r."mission_id" = m."id") THEN 1 ELSE 0 END
    FROM "missions" m JOIN "companies" c ON c."id" = m."company_id" WHERE m."mission_type" = 'B';--> statement-breakpoint
UPDATE "barometer_responses" SET "release_step" = 1;
