-- Issue 31: problems get a draft state. Every problem that exists now is published (added with
-- default true, which rewrites no rows); from here on a new row is a draft unless it says otherwise.
ALTER TABLE "problems" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "problems" ALTER COLUMN "is_published" SET DEFAULT false;
