ALTER TABLE "reviews" ADD COLUMN "lang" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_lang_check" CHECK ("reviews"."lang" in ('ro', 'en', 'ru'));