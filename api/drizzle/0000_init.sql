CREATE TABLE "auth_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "auth_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "matching_contacts" (
	"user_id" integer NOT NULL,
	"contact_user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matching_contacts_pkey" PRIMARY KEY("user_id","contact_user_id"),
	CONSTRAINT "matching_contacts_not_self" CHECK ("matching_contacts"."user_id" <> "matching_contacts"."contact_user_id")
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_reset_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "social_accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "social_accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"provider" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"picture_url" text,
	"referral" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_language_check" CHECK ("users"."language" in ('en', 'fr', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"questionnaire_type_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"answer_id" text NOT NULL,
	"position" smallint NOT NULL,
	"category" text NOT NULL,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"ru" text NOT NULL,
	CONSTRAINT "answers_pkey" PRIMARY KEY("questionnaire_type_id","answer_id")
);
--> statement-breakpoint
CREATE TABLE "demographic_options" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demographic_options_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"demographic_question_id" integer NOT NULL,
	"option_id" text NOT NULL,
	"position" smallint NOT NULL,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demographic_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demographic_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_type_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"position" smallint NOT NULL,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_types" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "questionnaire_types_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"questionnaire_type" text NOT NULL,
	"title" jsonb NOT NULL,
	"is_barometer" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"questionnaire_type_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"position" smallint NOT NULL,
	"mode" smallint NOT NULL,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"ru" text NOT NULL,
	CONSTRAINT "questions_pkey" PRIMARY KEY("questionnaire_type_id","question_id"),
	CONSTRAINT "questions_mode_check" CHECK ("questions"."mode" in (1, 2))
);
--> statement-breakpoint
CREATE TABLE "sample_profiles" (
	"uuid" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"picture" text NOT NULL,
	"answers" jsonb NOT NULL,
	"words" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "text_library" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "words" (
	"word_id" text PRIMARY KEY NOT NULL,
	"position" smallint NOT NULL,
	"stake" text NOT NULL,
	"family" text NOT NULL,
	"en" text NOT NULL,
	"fr" text NOT NULL,
	"ru" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"logo" text,
	"barometer_text_header1" text,
	"barometer_text_header2" text,
	"barometer_text_intro" text,
	"supports_barometer" boolean DEFAULT false NOT NULL,
	"supports_avatar" boolean DEFAULT false NOT NULL,
	"quotation_access" boolean DEFAULT false NOT NULL,
	"extra_supported_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"avatar" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"contact_type" text NOT NULL,
	"contact_referral" text NOT NULL,
	"invitation_sent" boolean DEFAULT false NOT NULL,
	"confidential" boolean DEFAULT false NOT NULL,
	"questionnaire_type_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_contacts_type_check" CHECK ("company_contacts"."contact_type" in ('C', 'E', 'M'))
);
--> statement-breakpoint
CREATE TABLE "company_users" (
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_users_pkey" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "questionnaire_type_default_companies" (
	"questionnaire_type_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	CONSTRAINT "questionnaire_type_default_companies_pkey" PRIMARY KEY("questionnaire_type_id","company_id")
);
--> statement-breakpoint
CREATE TABLE "individual_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "individual_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"w_1" double precision NOT NULL,
	"x_1" double precision NOT NULL,
	"y_1" double precision NOT NULL,
	"z_1" double precision NOT NULL,
	"w_2" double precision NOT NULL,
	"x_2" double precision NOT NULL,
	"y_2" double precision NOT NULL,
	"z_2" double precision NOT NULL,
	"ade1" smallint NOT NULL,
	"fea1" smallint NOT NULL,
	"agv1" smallint NOT NULL,
	"agp1" smallint NOT NULL,
	"opa1" smallint NOT NULL,
	"opp1" smallint NOT NULL,
	"evi1" smallint NOT NULL,
	"fui1" smallint NOT NULL,
	"reg1" smallint NOT NULL,
	"tri1" smallint NOT NULL,
	"ade2" smallint NOT NULL,
	"fea2" smallint NOT NULL,
	"agv2" smallint NOT NULL,
	"agp2" smallint NOT NULL,
	"opa2" smallint NOT NULL,
	"opp2" smallint NOT NULL,
	"evi2" smallint NOT NULL,
	"fui2" smallint NOT NULL,
	"reg2" smallint NOT NULL,
	"tri2" smallint NOT NULL,
	"r_percent" smallint NOT NULL,
	"i_percent" smallint NOT NULL,
	"s_percent" smallint NOT NULL,
	"words_selected" jsonb NOT NULL,
	"words_sorted" jsonb NOT NULL,
	"soft_skills" jsonb NOT NULL,
	"top_personal_development" jsonb NOT NULL,
	"wellbeing_expression" jsonb NOT NULL,
	"relational_communication" jsonb NOT NULL,
	"approach_to_situations" jsonb NOT NULL,
	"vision_of_the_world" jsonb NOT NULL,
	"feature_vector" jsonb NOT NULL,
	"report_files" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_progress" (
	"user_id" integer NOT NULL,
	"questionnaire_type_id" integer NOT NULL,
	"question_answered" text DEFAULT '' NOT NULL,
	"first_answers" text DEFAULT '' NOT NULL,
	"second_answers" text DEFAULT '' NOT NULL,
	"selected_words" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "response_progress_pkey" PRIMARY KEY("user_id","questionnaire_type_id")
);
--> statement-breakpoint
CREATE TABLE "mission_contacts" (
	"mission_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text NOT NULL,
	"benchmark_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mission_contacts_pkey" PRIMARY KEY("mission_id","contact_id"),
	CONSTRAINT "mission_contacts_role_check" CHECK ("mission_contacts"."role" in ('member', 'viewer', 'delegate', 'benchmark')),
	CONSTRAINT "mission_contacts_benchmark_type_check" CHECK (("mission_contacts"."role" = 'benchmark' and "mission_contacts"."benchmark_type" in ('employee', 'manager')) or ("mission_contacts"."role" <> 'benchmark' and "mission_contacts"."benchmark_type" is null))
);
--> statement-breakpoint
CREATE TABLE "missions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "missions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"mission_type" text NOT NULL,
	"type" text,
	"mission_name" text NOT NULL,
	"reference" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creation_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"mission_referral" text NOT NULL,
	"manager_contact_id" integer,
	"owner_user_id" integer,
	"default_questionnaire_type_id" integer,
	"archived_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missions_mission_type_check" CHECK ("missions"."mission_type" in ('R', 'M', 'O', 'T', 'V', 'B')),
	CONSTRAINT "missions_type_check" CHECK ("missions"."type" is null or "missions"."type" in ('M', 'O', 'R', 'T', 'V'))
);
--> statement-breakpoint
CREATE TABLE "barometer_demographic_answers" (
	"response_id" integer NOT NULL,
	"demographic_question_id" integer NOT NULL,
	"demographic_option_id" integer NOT NULL,
	CONSTRAINT "barometer_demographic_answers_pkey" PRIMARY KEY("response_id","demographic_question_id")
);
--> statement-breakpoint
CREATE TABLE "barometer_responses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "barometer_responses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mission_id" integer NOT NULL,
	"question_answered" text[] NOT NULL,
	"first_answers" text[] NOT NULL,
	"second_answers" text[] NOT NULL,
	"selected_words" text[] NOT NULL,
	"sorted_words" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contact_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"sender_email" text NOT NULL,
	"sender_name" text NOT NULL,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"to_address" text NOT NULL,
	"reply_to" text,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD CONSTRAINT "auth_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_contacts" ADD CONSTRAINT "matching_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matching_contacts" ADD CONSTRAINT "matching_contacts_contact_user_id_users_id_fk" FOREIGN KEY ("contact_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "social_accounts" ADD CONSTRAINT "social_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_fk" FOREIGN KEY ("questionnaire_type_id","question_id") REFERENCES "public"."questions"("questionnaire_type_id","question_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_options" ADD CONSTRAINT "demographic_options_question_fk" FOREIGN KEY ("demographic_question_id") REFERENCES "public"."demographic_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demographic_questions" ADD CONSTRAINT "demographic_questions_type_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_questionnaire_type_id_questionnaire_types_id_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_contacts" ADD CONSTRAINT "company_contacts_questionnaire_type_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_type_default_companies" ADD CONSTRAINT "questionnaire_type_default_companies_type_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_type_default_companies" ADD CONSTRAINT "questionnaire_type_default_companies_company_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_results" ADD CONSTRAINT "individual_results_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "individual_results" ADD CONSTRAINT "individual_results_questionnaire_type_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_progress" ADD CONSTRAINT "response_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_progress" ADD CONSTRAINT "response_progress_questionnaire_type_fk" FOREIGN KEY ("questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_contacts" ADD CONSTRAINT "mission_contacts_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mission_contacts" ADD CONSTRAINT "mission_contacts_contact_id_company_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_manager_contact_id_company_contacts_id_fk" FOREIGN KEY ("manager_contact_id") REFERENCES "public"."company_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "missions" ADD CONSTRAINT "missions_default_questionnaire_type_fk" FOREIGN KEY ("default_questionnaire_type_id") REFERENCES "public"."questionnaire_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_response_fk" FOREIGN KEY ("response_id") REFERENCES "public"."barometer_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_question_fk" FOREIGN KEY ("demographic_question_id") REFERENCES "public"."demographic_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_demographic_answers" ADD CONSTRAINT "barometer_demographic_answers_option_fk" FOREIGN KEY ("demographic_option_id") REFERENCES "public"."demographic_options"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barometer_responses" ADD CONSTRAINT "barometer_responses_mission_id_missions_id_fk" FOREIGN KEY ("mission_id") REFERENCES "public"."missions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "auth_tokens_token_hash_key" ON "auth_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "auth_tokens_user_idx" ON "auth_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "matching_contacts_contact_user_idx" ON "matching_contacts" USING btree ("contact_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_token_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "social_accounts_provider_subject_key" ON "social_accounts" USING btree ("provider","subject");--> statement-breakpoint
CREATE INDEX "social_accounts_user_idx" ON "social_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_key" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_referral_key" ON "users" USING btree ("referral");--> statement-breakpoint
CREATE UNIQUE INDEX "demographic_options_question_option_key" ON "demographic_options" USING btree ("demographic_question_id","option_id");--> statement-breakpoint
CREATE UNIQUE INDEX "demographic_questions_type_question_key" ON "demographic_questions" USING btree ("questionnaire_type_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "questionnaire_types_questionnaire_type_key" ON "questionnaire_types" USING btree ("questionnaire_type");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_name_key" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contacts_referral_key" ON "company_contacts" USING btree ("contact_referral");--> statement-breakpoint
CREATE UNIQUE INDEX "company_contacts_company_email_key" ON "company_contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "company_contacts_user_idx" ON "company_contacts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "company_users_user_idx" ON "company_users" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "questionnaire_type_default_companies_company_idx" ON "questionnaire_type_default_companies" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "individual_results_user_type_key" ON "individual_results" USING btree ("user_id","questionnaire_type_id");--> statement-breakpoint
CREATE INDEX "individual_results_type_idx" ON "individual_results" USING btree ("questionnaire_type_id");--> statement-breakpoint
CREATE INDEX "mission_contacts_contact_idx" ON "mission_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "missions_referral_key" ON "missions" USING btree ("mission_referral");--> statement-breakpoint
CREATE INDEX "missions_company_type_idx" ON "missions" USING btree ("company_id","mission_type");--> statement-breakpoint
CREATE INDEX "missions_manager_idx" ON "missions" USING btree ("manager_contact_id");--> statement-breakpoint
CREATE INDEX "missions_owner_idx" ON "missions" USING btree ("owner_user_id");--> statement-breakpoint
CREATE INDEX "barometer_demographic_answers_option_idx" ON "barometer_demographic_answers" USING btree ("demographic_option_id");--> statement-breakpoint
CREATE INDEX "barometer_responses_mission_idx" ON "barometer_responses" USING btree ("mission_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "mail_outbox_created_idx" ON "mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");