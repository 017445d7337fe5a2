ALTER TABLE "orders" ADD COLUMN "company_idno" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_tva" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_iban" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "company_bic" text;--> statement-breakpoint
ALTER TABLE "outbound_messages" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;