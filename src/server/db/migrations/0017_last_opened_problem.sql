CREATE TABLE "user_last_opened_problems" (
	"user_id" text PRIMARY KEY NOT NULL,
	"problem_id" integer NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_last_opened_problems" ADD CONSTRAINT "user_last_opened_problems_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_last_opened_problems" ADD CONSTRAINT "user_last_opened_problems_problem_id_problems_id_fk" FOREIGN KEY ("problem_id") REFERENCES "public"."problems"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_last_opened_problems_problem_idx" ON "user_last_opened_problems" USING btree ("problem_id");