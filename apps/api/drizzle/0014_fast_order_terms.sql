ALTER TABLE "orders" ALTER COLUMN "pay_method" DROP NOT NULL;--> statement-breakpoint
-- A one-click order never chose a payment: it is agreed on the phone, like its delivery.
UPDATE "orders" SET "pay_method" = NULL WHERE "is_fast_order";--> statement-breakpoint
-- Only a courier charges the delivery fee: pickups and one-click orders were stored with the fee
-- of their items total, which nobody was asked to pay.
UPDATE "orders" SET "shipping_price" = 0 WHERE "delivery_method" IS DISTINCT FROM 'courier';
