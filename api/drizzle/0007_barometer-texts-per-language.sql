-- The survey page's texts per survey language. The texts written before there were languages
-- become the default language's (English, the column's default). The three old columns stay,
-- kept equal to the default language's texts, for the API of the release before while
-- replicas roll.
ALTER TABLE "companies" ADD COLUMN "barometer_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "barometer_texts_language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
UPDATE "companies" SET "barometer_texts" = jsonb_build_object('en', jsonb_strip_nulls(jsonb_build_object('header1', nullif(btrim("barometer_text_header1"), ''), 'header2', nullif(btrim("barometer_text_header2"), ''), 'intro', nullif(btrim("barometer_text_intro"), '')))) WHERE coalesce(btrim("barometer_text_header1"), '') <> '' OR coalesce(btrim("barometer_text_header2"), '') <> '' OR coalesce(btrim("barometer_text_intro"), '') <> '';--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_barometer_texts_language_check" CHECK ("companies"."barometer_texts_language" in ('en', 'fr', 'ru'));