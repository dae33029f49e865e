CREATE TABLE "trade_contracts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_accepted_at" timestamp with time zone,
	"seller_accepted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "seller_deposits" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"held" bigint DEFAULT 0 NOT NULL,
	"paid_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seller_deposits_held_check" CHECK ("seller_deposits"."held" >= 0)
);
--> statement-breakpoint
CREATE TABLE "platform_accounts" (
	"account" text PRIMARY KEY NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_accounts_account_check" CHECK ("platform_accounts"."account" in ('reserve'))
);
--> statement-breakpoint
CREATE TABLE "platform_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account" text NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"order_id" integer,
	"user_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_ledger_account_check" CHECK ("platform_ledger"."account" in ('reserve')),
	CONSTRAINT "platform_ledger_kind_check" CHECK ("platform_ledger"."kind" in ('compensation_fee', 'claim_payout', 'claim_recovery', 'adjustment'))
);
--> statement-breakpoint
ALTER TABLE "job_failures" DROP CONSTRAINT "job_failures_kind_check";--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recovered_balance" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recovered_deposit" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "debt" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "debt_left" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_deposits" ADD CONSTRAINT "seller_deposits_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_ledger" ADD CONSTRAINT "platform_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_ledger" ADD CONSTRAINT "platform_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "platform_ledger_account_idx" ON "platform_ledger" USING btree ("account","id");--> statement-breakpoint
CREATE INDEX "claims_debt_idx" ON "claims" USING btree ("order_id") WHERE "claims"."debt_left" > 0;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_debt_check" CHECK ("claims"."debt_left" >= 0 and "claims"."debt_left" <= "claims"."debt");--> statement-breakpoint
ALTER TABLE "job_failures" ADD CONSTRAINT "job_failures_kind_check" CHECK ("job_failures"."kind" in ('order.expire', 'order.complete', 'dispute.escalate', 'views.purge', 'offer.expire', 'offer.lapse', 'search.notify', 'deposit.release'));--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_kind_check" CHECK ("ledger"."kind" in ('order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return', 'claim_recovery', 'deposit_taken'));