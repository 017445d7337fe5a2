ALTER TABLE "newsletter_subscriptions" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD COLUMN "phone" text;--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_phone_key" ON "newsletter_subscriptions" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "newsletter_subscriptions" ADD CONSTRAINT "newsletter_subscriptions_contact_check" CHECK (("newsletter_subscriptions"."email" is null) <> ("newsletter_subscriptions"."phone" is null));