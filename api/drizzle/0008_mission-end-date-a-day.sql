-- A mission's end date becomes a day of the company's calendar: companies.time_zone (Paris
-- unless set) and a date column. The moments stored before become the day they were meant to
-- name there, by the rule of dayOfInstant (@rapport/wire/entities/calendar-day): the mission
-- form sent the last moment of the day picked in the browser's time zone (23:59:59.999 local,
-- on a quarter hour plus one millisecond less in UTC), which is that day for a browser within
-- 12 hours of the company: 12 hours before the next midnight, in the company's time zone.
-- Midnight UTC is a day written as a date-time; any other moment is its day in the company's
-- time zone. A date column cannot be filled from another table by ALTER ... USING: the day is
-- written in a new column, which takes the old one's place.
ALTER TABLE "companies" ADD COLUMN "time_zone" text DEFAULT 'Europe/Paris' NOT NULL;--> statement-breakpoint
ALTER TABLE "missions" ADD COLUMN "end_day" date;--> statement-breakpoint
UPDATE "missions" AS m SET "end_day" = CASE
  WHEN mod(extract(epoch FROM m."end_date"), 86400) = 0 THEN (m."end_date" AT TIME ZONE 'UTC')::date
  WHEN mod(extract(epoch FROM m."end_date" + interval '1 millisecond'), 900) = 0 THEN ((m."end_date" + interval '1 millisecond' - interval '12 hours') AT TIME ZONE c."time_zone")::date
  ELSE (m."end_date" AT TIME ZONE c."time_zone")::date
END
FROM "companies" AS c WHERE c."id" = m."company_id";--> statement-breakpoint
ALTER TABLE "missions" DROP COLUMN "end_date";--> statement-breakpoint
ALTER TABLE "missions" RENAME COLUMN "end_day" TO "end_date";--> statement-breakpoint
ALTER TABLE "missions" ALTER COLUMN "end_date" SET NOT NULL;
