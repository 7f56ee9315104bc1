CREATE TABLE "accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"provider_id" text NOT NULL,
	"user_id" text NOT NULL,
	"access_token" text,
	"refresh_token" text,
	"id_token" text,
	"access_token_expires_at" timestamp with time zone,
	"refresh_token_expires_at" timestamp with time zone,
	"scope" text,
	"password" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"to_address" varchar(254) NOT NULL,
	"subject" varchar(300) NOT NULL,
	"text_body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"id" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"last_request" bigint NOT NULL,
	CONSTRAINT "rate_limits_key_unique" UNIQUE("key")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"user_id" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sessions_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" text PRIMARY KEY NOT NULL,
	"email" varchar(254) NOT NULL,
	"name" varchar(200) DEFAULT '' NOT NULL,
	"email_verified" boolean DEFAULT false NOT NULL,
	"image" text,
	"role" varchar(16) DEFAULT 'basic' NOT NULL,
	"xp_total" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'basic')),
	CONSTRAINT "users_xp_total_check" CHECK ("users"."xp_total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "verifications" (
	"id" text PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"value" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "categories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"category_id" varchar(11) NOT NULL,
	"category_name" varchar(200) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "categories_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "categories_code_check" CHECK ("categories"."category_id" ~ '^CA-[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "problem_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"image_id" varchar(11) NOT NULL,
	"image_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_images_image_id_unique" UNIQUE("image_id"),
	CONSTRAINT "problem_images_code_check" CHECK ("problem_images"."image_id" ~ '^IM-[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "problem_theories" (
	"problem_id" integer NOT NULL,
	"theory_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "problem_theories_problem_id_theory_id_pk" PRIMARY KEY("problem_id","theory_id")
);
--> statement-breakpoint
CREATE TABLE "problems" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problems_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"problem_id" varchar(11) NOT NULL,
	"subtopic_id" integer NOT NULL,
	"type" varchar(8) NOT NULL,
	"question_text" text NOT NULL,
	"answer" jsonb NOT NULL,
	"solution_text" text,
	"video_link" varchar(500),
	"options" jsonb,
	"tag" varchar(300) DEFAULT '' NOT NULL,
	"answer_categories" jsonb DEFAULT '["Benar","Salah"]'::jsonb NOT NULL,
	"has_solution" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problems_problem_id_unique" UNIQUE("problem_id"),
	CONSTRAINT "problems_code_check" CHECK ("problems"."problem_id" ~ '^PR-[A-Z0-9]{8}$'),
	CONSTRAINT "problems_type_check" CHECK ("problems"."type" in ('input', 'mcq', 'mcma', 'mck')),
	CONSTRAINT "problems_question_length_check" CHECK (char_length("problems"."question_text") <= 20000),
	CONSTRAINT "problems_solution_length_check" CHECK (char_length("problems"."solution_text") <= 50000)
);
--> statement-breakpoint
CREATE TABLE "subtopics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subtopics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subtopic_id" varchar(11) NOT NULL,
	"subtopic_name" varchar(200) NOT NULL,
	"topic_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "subtopics_subtopic_id_unique" UNIQUE("subtopic_id"),
	CONSTRAINT "subtopics_code_check" CHECK ("subtopics"."subtopic_id" ~ '^SU-[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "theories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "theories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"theory_id" varchar(11) NOT NULL,
	"subtopic_id" integer NOT NULL,
	"content" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "theories_theory_id_unique" UNIQUE("theory_id"),
	CONSTRAINT "theories_code_check" CHECK ("theories"."theory_id" ~ '^TH-[A-Z0-9]{8}$'),
	CONSTRAINT "theories_content_length_check" CHECK (char_length("theories"."content") <= 20000)
);
--> statement-breakpoint
CREATE TABLE "topics" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "topics_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"topic_id" varchar(11) NOT NULL,
	"topic_name" varchar(200) NOT NULL,
	"category_id" integer NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	CONSTRAINT "topics_topic_id_unique" UNIQUE("topic_id"),
	CONSTRAINT "topics_code_check" CHECK ("topics"."topic_id" ~ '^TO-[A-Z0-9]{8}$')
);
--> statement-breakpoint
CREATE TABLE "problem_attempts" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"is_correct" boolean NOT NULL,
	"attempt_number" integer NOT NULL,
	"xp_awarded" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_attempts_user_problem_number_unique" UNIQUE("user_id","problem_id","attempt_number"),
	CONSTRAINT "problem_attempts_number_check" CHECK ("problem_attempts"."attempt_number" >= 1),
	CONSTRAINT "problem_attempts_xp_check" CHECK ("problem_attempts"."xp_awarded" >= 0)
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "problem_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"report_id" varchar(11) NOT NULL,
	"user_id" text,
	"problem_id" integer NOT NULL,
	"report_type" varchar(40) NOT NULL,
	"report_content" text NOT NULL,
	"report_status" varchar(16) DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "problem_reports_report_id_unique" UNIQUE("report_id"),
	CONSTRAINT "problem_reports_code_check" CHECK ("problem_reports"."report_id" ~ '^RE-[A-Z0-9]{8}$'),
	CONSTRAINT "problem_reports_type_check" CHECK ("problem_reports"."report_type" in ('Kesalahan Jawaban', 'Soal Kurang Jelas', 'Link Video Rusak', 'Saran Umum')),
	CONSTRAINT "problem_reports_status_check" CHECK ("problem_reports"."report_status" in ('open', 'in_progress', 'resolved', 'non_issue')),
	CONSTRAINT "problem_reports_content_length_check" CHECK (char_length("problem_reports"."report_content") between 10 and 2000)
);
--> statement-breakpoint
CREATE TABLE "user_bookmarks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_bookmarks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bookmarks_user_problem_unique" UNIQUE("user_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "user_progress" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_progress_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" text NOT NULL,
	"problem_id" integer NOT NULL,
	"is_correct" boolean DEFAULT false NOT NULL,
	"attempts_count" integer DEFAULT 0 NOT NULL,
	"last_answer" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_progress_user_problem_unique" UNIQUE("user_id","problem_id"),
	CONSTRAINT "user_progress_attempts_check" CHECK ("user_progress"."attempts_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_questions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_questions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_question_id" varchar(11) NOT NULL,
	"user_id" text,
	"image_url" text NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"admin_reason" text,
	"problem_id" integer,
	"simple_answer" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_questions_user_question_id_unique" UNIQUE("user_question_id"),
	CONSTRAINT "user_questions_code_check" CHECK ("user_questions"."user_question_id" ~ '^UQ-[A-Z0-9]{8}$'),
	CONSTRAINT "user_questions_status_check" CHECK ("user_questions"."status" in ('pending', 'answerable', 'not_answerable', 'resolved')),
	CONSTRAINT "user_questions_reason_length_check" CHECK (char_length("user_questions"."admin_reason") <= 2000),
	CONSTRAINT "user_questions_answer_length_check" CHECK (char_length("user_questions"."simple_answer") <= 2000)
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_theories" ADD CONSTRAINT "problem_theories_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_theories" ADD CONSTRAINT "problem_theories_theory_id_theories_id_fk" FOREIGN KEY ("theory_id") REFERENCES "public"."theories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problems" ADD CONSTRAINT "problems_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subtopics" ADD CONSTRAINT "subtopics_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "theories" ADD CONSTRAINT "theories_subtopic_id_subtopics_id_fk" FOREIGN KEY ("subtopic_id") REFERENCES "public"."subtopics"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_attempts" ADD CONSTRAINT "problem_attempts_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_progress" ADD CONSTRAINT "user_progress_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_questions" ADD CONSTRAINT "user_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_questions" ADD CONSTRAINT "user_questions_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_user_id_idx" ON "accounts" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_created_idx" ON "mail_outbox" USING btree ("to_address","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "verifications_identifier_idx" ON "verifications" USING btree ("identifier");--> statement-breakpoint
CREATE INDEX "categories_sort_idx" ON "categories" USING btree ("sort_order","id");--> statement-breakpoint
CREATE INDEX "problem_theories_theory_idx" ON "problem_theories" USING btree ("theory_id");--> statement-breakpoint
CREATE INDEX "problems_subtopic_idx" ON "problems" USING btree ("subtopic_id","id");--> statement-breakpoint
CREATE INDEX "subtopics_topic_sort_idx" ON "subtopics" USING btree ("topic_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "theories_subtopic_sort_idx" ON "theories" USING btree ("subtopic_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "topics_category_sort_idx" ON "topics" USING btree ("category_id","sort_order","id");--> statement-breakpoint
CREATE INDEX "problem_attempts_user_created_idx" ON "problem_attempts" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_attempts_problem_idx" ON "problem_attempts" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_reports_created_idx" ON "problem_reports" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "problem_reports_problem_idx" ON "problem_reports" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "problem_reports_user_idx" ON "problem_reports" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_bookmarks_user_created_idx" ON "user_bookmarks" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_bookmarks_problem_idx" ON "user_bookmarks" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "user_progress_user_updated_idx" ON "user_progress" USING btree ("user_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_progress_problem_idx" ON "user_progress" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "user_questions_user_created_idx" ON "user_questions" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_questions_status_created_idx" ON "user_questions" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "user_questions_problem_idx" ON "user_questions" USING btree ("problem_id");