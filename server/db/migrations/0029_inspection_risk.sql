CREATE TABLE "inspection_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"seller_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "inspection_screenshots" (
	"id" serial PRIMARY KEY NOT NULL,
	"inspection_id" integer NOT NULL,
	"url" text NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inspection_screenshots_sha_check" CHECK ("inspection_screenshots"."sha256" ~ '^[0-9a-f]{64}$')
);
--> statement-breakpoint
CREATE TABLE "inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"goods_id" integer NOT NULL,
	"inspector_id" integer NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"login_at" timestamp with time zone NOT NULL,
	"checks" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"differs" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "inspections_status_check" CHECK ("inspections"."status" in ('draft', 'published')),
	CONSTRAINT "inspections_published_check" CHECK (("inspections"."status" = 'published') = ("inspections"."published_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "listing_risk" (
	"goods_id" integer PRIMARY KEY NOT NULL,
	"score" integer NOT NULL,
	"level" text NOT NULL,
	"reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"origin" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "listing_risk_score_check" CHECK ("listing_risk"."score" between 0 and 100),
	CONSTRAINT "listing_risk_level_check" CHECK ("listing_risk"."level" in ('low', 'medium', 'high'))
);
--> statement-breakpoint
ALTER TABLE "inspection_requests" ADD CONSTRAINT "inspection_requests_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_requests" ADD CONSTRAINT "inspection_requests_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspection_screenshots" ADD CONSTRAINT "inspection_screenshots_inspection_id_inspections_id_fk" FOREIGN KEY ("inspection_id") REFERENCES "public"."inspections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inspections" ADD CONSTRAINT "inspections_inspector_id_users_id_fk" FOREIGN KEY ("inspector_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_risk" ADD CONSTRAINT "listing_risk_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inspection_requests_one_open" ON "inspection_requests" USING btree ("goods_id") WHERE "inspection_requests"."done_at" is null;--> statement-breakpoint
CREATE INDEX "inspection_screenshots_inspection_idx" ON "inspection_screenshots" USING btree ("inspection_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "inspections_one_draft_per_goods" ON "inspections" USING btree ("goods_id") WHERE "inspections"."status" = 'draft';--> statement-breakpoint
CREATE INDEX "inspections_goods_idx" ON "inspections" USING btree ("goods_id","id");--> statement-breakpoint
-- a published report is evidence: nobody (the app's own role included) changes or removes it or its screenshots
CREATE FUNCTION "inspections_published_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.status = 'published' THEN
    RAISE EXCEPTION 'inspection % is published: % refused', OLD.id, TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inspections_published_no_change" BEFORE UPDATE OR DELETE ON "inspections" FOR EACH ROW EXECUTE FUNCTION "inspections_published_frozen"();--> statement-breakpoint
CREATE FUNCTION "inspection_screenshots_frozen"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "inspections" WHERE "id" = OLD.inspection_id AND "status" = 'published') THEN
    RAISE EXCEPTION 'screenshot % belongs to a published inspection: % refused', OLD.id, TG_OP USING ERRCODE = 'insufficient_privilege';
  END IF;
  IF TG_OP = 'DELETE' THEN RETURN OLD; END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_screenshots_no_change" BEFORE UPDATE OR DELETE ON "inspection_screenshots" FOR EACH ROW EXECUTE FUNCTION "inspection_screenshots_frozen"();--> statement-breakpoint
CREATE FUNCTION "inspection_screenshots_open_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "inspections" WHERE "id" = NEW.inspection_id AND "status" = 'published') THEN
    RAISE EXCEPTION 'inspection % is published: no screenshot can be added', NEW.inspection_id USING ERRCODE = 'insufficient_privilege';
  END IF;
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "inspection_screenshots_insert_open" BEFORE INSERT ON "inspection_screenshots" FOR EACH ROW EXECUTE FUNCTION "inspection_screenshots_open_only"();
