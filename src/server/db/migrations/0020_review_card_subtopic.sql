-- Issue 34 (decision 051): a card carries its problem's subtopic and whether the problem is
-- published, so the due count reads the (user_id, due, ...) index alone instead of looking up
-- each due card's problem (214 lookups for the bench's heavy learner, most of the dashboard's
-- added time). The trigger below keeps both as the problem changes.
DROP INDEX "review_cards_user_due_idx";--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "subtopic_id" integer;--> statement-breakpoint
ALTER TABLE "review_cards" ADD COLUMN "problem_visible" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "review_cards" c SET "subtopic_id" = p."subtopic_id", "problem_visible" = p."is_published" FROM "problems" p WHERE p."id" = c."problem_id";--> statement-breakpoint
ALTER TABLE "review_cards" ALTER COLUMN "subtopic_id" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due","subtopic_id","problem_visible");--> statement-breakpoint
CREATE FUNCTION "review_cards_follow_problem"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "review_cards" SET "subtopic_id" = NEW."subtopic_id", "problem_visible" = NEW."is_published"
  WHERE "problem_id" = NEW."id" AND ("subtopic_id" <> NEW."subtopic_id" OR "problem_visible" <> NEW."is_published");
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "problems_review_cards" AFTER UPDATE OF "is_published", "subtopic_id" ON "problems"
  FOR EACH ROW WHEN (OLD."is_published" IS DISTINCT FROM NEW."is_published" OR OLD."subtopic_id" IS DISTINCT FROM NEW."subtopic_id")
  EXECUTE FUNCTION "review_cards_follow_problem"();
