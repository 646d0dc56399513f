CREATE TABLE "ended_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"ended_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ended_sessions_reason_check" CHECK ("reason" IN ('role-changed', 'account-deleted', 'password-changed'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "whatsapp_not_sent_reason" text;--> statement-breakpoint
CREATE INDEX "ended_sessions_expires_at_idx" ON "ended_sessions" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_whatsapp_not_sent_reason_check" CHECK ("whatsapp_not_sent_reason" IN ('switched-off', 'not-connected', 'no-number', 'bad-number', 'refused', 'unreachable'));