CREATE TABLE "tryout_answers" (
	"sitting_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"problem_id" integer NOT NULL,
	"answer" jsonb,
	"correct" boolean,
	"flagged" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tryout_answers_sitting_id_problem_id_pk" PRIMARY KEY("sitting_id","problem_id"),
	CONSTRAINT "tryout_answers_graded_check" CHECK (("tryout_answers"."answer" is null) = ("tryout_answers"."correct" is null))
);
--> statement-breakpoint
CREATE TABLE "tryout_item_params" (
	"version_id" bigint NOT NULL,
	"problem_id" integer NOT NULL,
	"a" double precision NOT NULL,
	"b" double precision NOT NULL,
	"se_a" double precision,
	"se_b" double precision,
	"provisional" boolean NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"status" varchar(16) NOT NULL,
	CONSTRAINT "tryout_item_params_version_id_problem_id_pk" PRIMARY KEY("version_id","problem_id")
);
--> statement-breakpoint
CREATE TABLE "tryout_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tryout_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"status" varchar(16) DEFAULT 'queued' NOT NULL,
	"progress" smallint DEFAULT 0 NOT NULL,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tryout_jobs_kind_check" CHECK ("tryout_jobs"."kind" in ('recalibrate', 'finalize')),
	CONSTRAINT "tryout_jobs_status_check" CHECK ("tryout_jobs"."status" in ('queued', 'running', 'done', 'failed')),
	CONSTRAINT "tryout_jobs_progress_check" CHECK ("tryout_jobs"."progress" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "tryout_param_versions" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tryout_param_versions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tryout_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"sittings" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tryout_param_versions_tryout_version_key" UNIQUE("tryout_id","version")
);
--> statement-breakpoint
CREATE TABLE "tryout_scores" (
	"sitting_id" uuid NOT NULL,
	"stage" varchar(16) NOT NULL,
	"version_id" bigint NOT NULL,
	"theta" double precision NOT NULL,
	"sd" double precision NOT NULL,
	"score" smallint NOT NULL,
	"plus_minus" smallint NOT NULL,
	"percentile" double precision,
	"sections" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tryout_scores_sitting_id_stage_pk" PRIMARY KEY("sitting_id","stage"),
	CONSTRAINT "tryout_scores_stage_check" CHECK ("tryout_scores"."stage" in ('provisional', 'final'))
);
--> statement-breakpoint
CREATE TABLE "tryout_section_problems" (
	"section_id" uuid NOT NULL,
	"tryout_id" uuid NOT NULL,
	"problem_id" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "tryout_section_problems_section_id_problem_id_pk" PRIMARY KEY("section_id","problem_id"),
	CONSTRAINT "tryout_section_problems_tryout_problem_key" UNIQUE("tryout_id","problem_id"),
	CONSTRAINT "tryout_section_problems_position_key" UNIQUE("section_id","position")
);
--> statement-breakpoint
CREATE TABLE "tryout_sections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tryout_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"name" varchar(80) NOT NULL,
	"duration_seconds" integer NOT NULL,
	CONSTRAINT "tryout_sections_position_key" UNIQUE("tryout_id","position"),
	CONSTRAINT "tryout_sections_name_check" CHECK (char_length(btrim("tryout_sections"."name")) between 1 and 80),
	CONSTRAINT "tryout_sections_duration_check" CHECK ("tryout_sections"."duration_seconds" between 60 and 10800)
);
--> statement-breakpoint
CREATE TABLE "tryout_sitting_sections" (
	"sitting_id" uuid NOT NULL,
	"section_id" uuid NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"deadline_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ending" varchar(16),
	CONSTRAINT "tryout_sitting_sections_sitting_id_section_id_pk" PRIMARY KEY("sitting_id","section_id"),
	CONSTRAINT "tryout_sitting_sections_deadline_check" CHECK ("tryout_sitting_sections"."deadline_at" > "tryout_sitting_sections"."started_at"),
	CONSTRAINT "tryout_sitting_sections_ended_check" CHECK (("tryout_sitting_sections"."ended_at" is null) = ("tryout_sitting_sections"."ending" is null)),
	CONSTRAINT "tryout_sitting_sections_ending_check" CHECK ("tryout_sitting_sections"."ending" in ('submitted', 'deadline'))
);
--> statement-breakpoint
CREATE TABLE "tryout_sittings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tryout_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "tryout_sittings_tryout_user_key" UNIQUE("tryout_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tryouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"first_started_at" timestamp with time zone,
	"final_version_id" bigint,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tryouts_title_check" CHECK (char_length(btrim("tryouts"."title")) between 1 and 120),
	CONSTRAINT "tryouts_window_check" CHECK ("tryouts"."closes_at" > "tryouts"."opens_at")
);
--> statement-breakpoint
ALTER TABLE "tryout_answers" ADD CONSTRAINT "tryout_answers_sitting_id_tryout_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."tryout_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_answers" ADD CONSTRAINT "tryout_answers_section_id_tryout_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."tryout_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_answers" ADD CONSTRAINT "tryout_answers_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_item_params" ADD CONSTRAINT "tryout_item_params_version_id_tryout_param_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."tryout_param_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_item_params" ADD CONSTRAINT "tryout_item_params_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_jobs" ADD CONSTRAINT "tryout_jobs_tryout_id_tryouts_id_fk" FOREIGN KEY ("tryout_id") REFERENCES "public"."tryouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_param_versions" ADD CONSTRAINT "tryout_param_versions_tryout_id_tryouts_id_fk" FOREIGN KEY ("tryout_id") REFERENCES "public"."tryouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_scores" ADD CONSTRAINT "tryout_scores_sitting_id_tryout_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."tryout_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_scores" ADD CONSTRAINT "tryout_scores_version_id_tryout_param_versions_id_fk" FOREIGN KEY ("version_id") REFERENCES "public"."tryout_param_versions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_section_problems" ADD CONSTRAINT "tryout_section_problems_section_id_tryout_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."tryout_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_section_problems" ADD CONSTRAINT "tryout_section_problems_tryout_id_tryouts_id_fk" FOREIGN KEY ("tryout_id") REFERENCES "public"."tryouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_section_problems" ADD CONSTRAINT "tryout_section_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_sections" ADD CONSTRAINT "tryout_sections_tryout_id_tryouts_id_fk" FOREIGN KEY ("tryout_id") REFERENCES "public"."tryouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_sitting_sections" ADD CONSTRAINT "tryout_sitting_sections_sitting_id_tryout_sittings_id_fk" FOREIGN KEY ("sitting_id") REFERENCES "public"."tryout_sittings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_sitting_sections" ADD CONSTRAINT "tryout_sitting_sections_section_id_tryout_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."tryout_sections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_sittings" ADD CONSTRAINT "tryout_sittings_tryout_id_tryouts_id_fk" FOREIGN KEY ("tryout_id") REFERENCES "public"."tryouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryout_sittings" ADD CONSTRAINT "tryout_sittings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tryouts" ADD CONSTRAINT "tryouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tryout_answers_problem_idx" ON "tryout_answers" USING btree ("problem_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tryout_jobs_active_key" ON "tryout_jobs" USING btree ("tryout_id") WHERE "tryout_jobs"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "tryout_jobs_queue_idx" ON "tryout_jobs" USING btree ("created_at") WHERE "tryout_jobs"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "tryout_section_problems_problem_idx" ON "tryout_section_problems" USING btree ("problem_id");--> statement-breakpoint
CREATE INDEX "tryout_sittings_user_idx" ON "tryout_sittings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tryouts_opens_idx" ON "tryouts" USING btree ("opens_at");