ALTER TABLE "goods" DROP CONSTRAINT "goods_compensation_check";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "topups" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_cap_check" CHECK ("claims"."cap" > 0);--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_compensation_check" CHECK ("goods"."compensation" in ('none', 'standard', 'extended', 'topup'));