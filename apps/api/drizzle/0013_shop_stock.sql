CREATE TABLE "shop_stock" (
	"shop_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"pieces" integer NOT NULL,
	CONSTRAINT "shop_stock_shop_id_product_id_pk" PRIMARY KEY("shop_id","product_id"),
	CONSTRAINT "shop_stock_pieces_check" CHECK ("shop_stock"."pieces" >= 0)
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "pickup" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_stock" ADD CONSTRAINT "shop_stock_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_stock_product_idx" ON "shop_stock" USING btree ("product_id");