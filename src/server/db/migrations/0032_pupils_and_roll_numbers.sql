CREATE TABLE "pupil_accounts" (
	"user_id" text PRIMARY KEY NOT NULL,
	"class_id" uuid,
	"login_name" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pupil_accounts_login_name_unique" UNIQUE("login_name"),
	CONSTRAINT "pupil_accounts_login_name_check" CHECK ("pupil_accounts"."login_name" ~ '^[a-z0-9]{4,12}-[0-9]{2,3}$')
);
--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "roll_number" smallint;--> statement-breakpoint
ALTER TABLE "pupil_accounts" ADD CONSTRAINT "pupil_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pupil_accounts" ADD CONSTRAINT "pupil_accounts_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pupil_accounts_class_idx" ON "pupil_accounts" USING btree ("class_id");--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_roll_number_check" CHECK ("class_members"."roll_number" between 1 and 999);