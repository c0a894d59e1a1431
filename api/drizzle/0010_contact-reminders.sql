ALTER TABLE "companies" ADD COLUMN "reminder_days" smallint DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "invitation_lang" text;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "reminder_due_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "reminders_sent" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "reminders_opted_out_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD COLUMN "reminder_opt_out_hash" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
CREATE INDEX "company_contacts_reminder_due_idx" ON "company_contacts" USING btree ("reminder_due_from") WHERE "company_contacts"."reminder_due_from" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "company_contacts_reminder_opt_out_key" ON "company_contacts" USING btree ("reminder_opt_out_hash") WHERE "company_contacts"."reminder_opt_out_hash" is not null;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_reminder_days_check" CHECK ("companies"."reminder_days" between 1 and 90);--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_reminders_sent_check" CHECK ("company_contacts"."reminders_sent" between 0 and 3);--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_invitation_lang_check" CHECK ("company_contacts"."invitation_lang" in ('en', 'fr'));