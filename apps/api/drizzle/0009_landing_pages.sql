CREATE TABLE "landing_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text NOT NULL,
	"title" jsonb NOT NULL,
	"description" jsonb,
	"image" text,
	"body" jsonb NOT NULL,
	"button" jsonb,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "landing_pages_kind_check" CHECK ("landing_pages"."kind" in ('social', 'success'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "landing_pages_kind_slug_key" ON "landing_pages" USING btree ("kind","slug");