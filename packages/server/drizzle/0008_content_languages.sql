-- Content gets a language per row instead of the two groups (1 Chinese, 2 everyone else, in
-- English): the rows keep their ids, group 1 becomes zh and group 2 en. The server adds the
-- seeded texts of the other languages at its next start, keeping what operators wrote.
ALTER TABLE "contents" ADD COLUMN "language" text;--> statement-breakpoint
UPDATE "contents" SET "language" = CASE "lang_group" WHEN 1 THEN 'zh' ELSE 'en' END;--> statement-breakpoint
ALTER TABLE "contents" ALTER COLUMN "language" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "contents" DROP CONSTRAINT "contents_lang_group";--> statement-breakpoint
DROP INDEX "contents_list";--> statement-breakpoint
DROP INDEX "contents_slug";--> statement-breakpoint
CREATE INDEX "contents_list" ON "contents" USING btree ("language","type","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "contents_slug" ON "contents" USING btree ("language","slug");--> statement-breakpoint
ALTER TABLE "contents" DROP COLUMN "lang_group";--> statement-breakpoint
ALTER TABLE "contents" ADD CONSTRAINT "contents_language" CHECK ("contents"."language" in ('en', 'ja', 'ko', 'de', 'fr', 'it', 'es', 'ar', 'hk', 'zh'));
