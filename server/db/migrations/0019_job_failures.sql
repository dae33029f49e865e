CREATE TABLE "job_failures" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"order_id" integer,
	"attempts" integer DEFAULT 1 NOT NULL,
	"last_error" text NOT NULL,
	"first_failed_at" timestamp with time zone NOT NULL,
	"last_failed_at" timestamp with time zone NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"dead_since" timestamp with time zone,
	CONSTRAINT "job_failures_kind_check" CHECK ("job_failures"."kind" in ('order.expire', 'order.complete', 'dispute.escalate', 'views.purge')),
	CONSTRAINT "job_failures_attempts_not_negative" CHECK ("job_failures"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD COLUMN "dead_since" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "job_failures_item_key" ON "job_failures" USING btree ("kind","item_id");--> statement-breakpoint
CREATE INDEX "job_failures_dead_idx" ON "job_failures" USING btree ("dead_since" DESC NULLS LAST,"next_attempt_at");--> statement-breakpoint
CREATE INDEX "payment_refunds_due_idx" ON "payment_refunds" USING btree ("next_attempt_at","id") WHERE "payment_refunds"."status" = 'pending' and "payment_refunds"."dead_since" is null;