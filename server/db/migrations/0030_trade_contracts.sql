CREATE TABLE "trade_contracts" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"text" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"buyer_accepted_at" timestamp with time zone,
	"seller_accepted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "trade_contracts" ADD CONSTRAINT "trade_contracts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;