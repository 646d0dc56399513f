CREATE TABLE "blocked_phones" (
	"phone" text PRIMARY KEY NOT NULL,
	"display" text NOT NULL,
	"reason" text,
	"blocked_by_id" text NOT NULL,
	"blocked_by" text NOT NULL,
	"blocked_at" timestamp with time zone DEFAULT now() NOT NULL
);
