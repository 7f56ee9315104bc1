CREATE TABLE "class_removals" (
	"class_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_removals_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "class_removals" ADD CONSTRAINT "class_removals_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_removals" ADD CONSTRAINT "class_removals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_removals_user_idx" ON "class_removals" USING btree ("user_id");