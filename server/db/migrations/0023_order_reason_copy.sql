ALTER TABLE "orders" ADD COLUMN "cancel_reason_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason_params" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason_kind" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refund_reason_params" jsonb;--> statement-breakpoint
-- reasons the system wrote before they were stored as copy: the text is exactly what the template renders in zh-CN
UPDATE "orders" SET "cancel_reason_kind" = 'order.note.payExpired', "cancel_reason_params" = '{}'::jsonb
WHERE "cancel_reason" = '超时未支付，订单已自动取消' AND "cancel_reason_kind" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "refund_reason_kind" = 'order.note.handoverMissed', "refund_reason_params" = '{}'::jsonb
WHERE "refund_reason" = '卖家未在期限内开始换绑，买家申请立即退款' AND "refund_reason_kind" IS NULL;
--> statement-breakpoint
UPDATE "orders" SET "cancel_reason_kind" = 'order.note.buyerCancelled', "cancel_reason_params" = '{"reason": null}'::jsonb
WHERE "cancel_reason" = '买家取消订单' AND "cancel_reason_kind" IS NULL;--> statement-breakpoint
UPDATE "orders" SET "cancel_reason_kind" = 'order.note.buyerCancelled', "cancel_reason_params" = jsonb_build_object('reason', substr("cancel_reason", 6))
WHERE "cancel_reason" LIKE '买家取消：_%' AND "cancel_reason_kind" IS NULL;--> statement-breakpoint
UPDATE "chat_messages" SET "copy_kind" = 'chat.staffJoined', "copy_params" = '{}'::jsonb
WHERE "sender_role" = 'system' AND "body" = '平台客服已介入' AND "copy_kind" IS NULL;
--> statement-breakpoint
UPDATE "order_events" SET "copy_kind" = 'order.note.buyerCancelled', "copy_params" = '{"reason": null}'::jsonb
WHERE "status" = 'cancelled' AND "note" = '买家取消订单' AND "copy_kind" IS NULL;--> statement-breakpoint
UPDATE "order_events" SET "copy_kind" = 'order.note.buyerCancelled', "copy_params" = jsonb_build_object('reason', substr("note", 6))
WHERE "status" = 'cancelled' AND "note" LIKE '买家取消：_%' AND "copy_kind" IS NULL;
