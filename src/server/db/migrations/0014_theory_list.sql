-- Issue 31: 'List Teori' (spec 3: the category that holds the theories) becomes a fixed part of
-- the content: one row carries a marker, at most one row may (a unique partial index), and a
-- category is named 'List Teori' exactly when it carries it (a CHECK), so it can be neither
-- renamed nor given a namesake, whatever writes the row. decision 034.
ALTER TABLE "categories" ADD COLUMN "is_theory_list" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "categories_theory_list_key" ON "categories" USING btree ("is_theory_list") WHERE "categories"."is_theory_list";--> statement-breakpoint
-- The one the app used until now (the first in the admin's order) is marked; any namesake keeps
-- its content under a name that shows where it came from.
UPDATE "categories" SET "is_theory_list" = true
  WHERE "id" = (SELECT "id" FROM "categories" WHERE "category_name" = 'List Teori' ORDER BY "sort_order", "id" LIMIT 1);--> statement-breakpoint
UPDATE "categories" SET "category_name" = 'List Teori (' || "category_id" || ')'
  WHERE "category_name" = 'List Teori' AND NOT "is_theory_list";--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_theory_list_name" CHECK (("categories"."category_name" = 'List Teori') = "categories"."is_theory_list");
