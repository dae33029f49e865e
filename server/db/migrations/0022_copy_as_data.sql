ALTER TABLE "ledger" ADD COLUMN "copy_kind" text;--> statement-breakpoint
ALTER TABLE "ledger" ADD COLUMN "copy_params" jsonb;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "copy_kind" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "copy_params" jsonb;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "copy_kind" text;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "copy_params" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "copy_kind" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "copy_params" jsonb;
