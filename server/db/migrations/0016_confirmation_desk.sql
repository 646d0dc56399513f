ALTER TABLE "orders" ADD COLUMN "contact_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "next_contact_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "last_outcome" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_last_outcome_check" CHECK ("last_outcome" IN ('confirmed', 'no_answer', 'call_back', 'fake', 'customer_cancelled'));