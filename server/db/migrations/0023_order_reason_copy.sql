ALTER TABLE "orders" ADD COLUMN "cancel_reason_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason_params" jsonb;--> statement-breakpoint
-- reasons the system wrote before they were stored as copy: the text is exactly what the template renders in zh-CN
UPDATE "orders" SET "cancel_reason_kind" = 'order.note.payExpired', "cancel_reason_params" = '{}'::jsonb
WHERE "cancel_reason" = '超时未支付，订单已自动取消' AND "cancel_reason_kind" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "refund_reason_kind" = 'order.note.handoverMissed', "refund_reason_params" = '{}'::jsonb
WHERE "refund_reason" = '卖家未在期限内开始换绑，买家申请立即退款' AND "refund_reason_kind" IS NULL;
