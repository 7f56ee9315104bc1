-- Issue 49 (decision 068): a problem a published tryout lists is out of practice until the
-- tryout's final scores, and servers hold problems in memory by content generation (migration
-- 0009). So what moves a problem in or out of practice is announced on "content_changed" like any
-- other content change: a tryout published, unpublished or finally scored, a tryout inserted or
-- deleted, and any change to the problems its sections list. A first sitting, a title or a window
-- moved announce nothing (they change no problem's place).
CREATE TRIGGER "tryouts_content_changed" AFTER INSERT OR DELETE OR TRUNCATE ON "tryouts"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "tryouts_content_updated" AFTER UPDATE ON "tryouts"
  FOR EACH ROW WHEN (OLD."published_at" IS DISTINCT FROM NEW."published_at" OR OLD."final_version_id" IS DISTINCT FROM NEW."final_version_id")
  EXECUTE FUNCTION "content_changed_notify"();
--> statement-breakpoint
CREATE TRIGGER "tryout_section_problems_content_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "tryout_section_problems"
  FOR EACH STATEMENT EXECUTE FUNCTION "content_changed_notify"();
