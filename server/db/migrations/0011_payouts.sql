CREATE TABLE "payout_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"account_enc" text NOT NULL,
	"holder_name_enc" text NOT NULL,
	"account_hash" text NOT NULL,
	"account_mask" text NOT NULL,
	"bank_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "payout_accounts_kind_check" CHECK ("payout_accounts"."kind" in ('alipay', 'wechat', 'bank'))
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" serial PRIMARY KEY NOT NULL,
	"withdrawal_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint NOT NULL,
	"net" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reject_reason" text,
	"fail_reason" text,
	"provider" text,
	"provider_ref" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"decided_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "withdrawals_status_check" CHECK ("withdrawals"."status" in ('pending', 'paying', 'paid', 'failed', 'rejected')),
	CONSTRAINT "withdrawals_amounts_check" CHECK ("withdrawals"."fee" >= 0 and "withdrawals"."net" > 0 and "withdrawals"."amount" = "withdrawals"."net" + "withdrawals"."fee")
);
--> statement-breakpoint
ALTER TABLE "ledger" DROP CONSTRAINT "ledger_kind_check";--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_account_id_payout_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."payout_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_accounts_user_idx" ON "payout_accounts" USING btree ("user_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_accounts_live_key" ON "payout_accounts" USING btree ("user_id","account_hash") WHERE "payout_accounts"."removed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_no_key" ON "withdrawals" USING btree ("withdrawal_no");--> statement-breakpoint
CREATE INDEX "withdrawals_user_idx" ON "withdrawals" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_idx" ON "withdrawals" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "ledger" ADD CONSTRAINT "ledger_kind_check" CHECK ("ledger"."kind" in ('order_payment', 'sale_proceeds', 'refund', 'compensation', 'adjustment', 'withdrawal', 'withdrawal_return'));