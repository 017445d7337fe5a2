CREATE TABLE "size_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"title" jsonb NOT NULL,
	"note" jsonb,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	CONSTRAINT "size_charts_columns_check" CHECK (jsonb_typeof("size_charts"."columns") = 'array'),
	CONSTRAINT "size_charts_rows_check" CHECK (jsonb_typeof("size_charts"."rows") = 'array')
);
--> statement-breakpoint
ALTER TABLE "size_charts" ADD CONSTRAINT "size_charts_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "size_charts_category_key" ON "size_charts" USING btree ("category_id");