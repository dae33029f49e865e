CREATE TABLE "list_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "list_version" ADD CONSTRAINT "list_version_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "list_version" ("id", "version") VALUES (1, 0);--> statement-breakpoint
-- The catalogue's version moves at the commit of every transaction that changed what a list page can show, and
-- is announced on 'goods_list' with the new number (goods/list-cache.ts). Deferred to the commit so the row is
-- locked only from then to the end of the commit: writers of goods never wait for each other before that, and
-- cannot deadlock on it. Once per transaction, however many rows it changed.
CREATE FUNCTION "goods_list_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  v bigint;
BEGIN
  IF current_setting('goods_list.bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('goods_list.bumped', 'on', true);
  UPDATE "list_version" SET "version" = "version" + 1 WHERE "id" = 1 RETURNING "version" INTO v;
  PERFORM pg_notify('goods_list', v::text);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "goods_list_insert_delete" AFTER INSERT OR DELETE ON "goods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "goods_list_changed"();--> statement-breakpoint
-- a views-only update (a detail page counting a view) leaves the pages as they were: cached cards show views up
-- to LIST_CACHE_TTL_SECONDS old rather than every view emptying the cache
CREATE CONSTRAINT TRIGGER "goods_list_update" AFTER UPDATE ON "goods" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'views' - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'views' - 'updated_at')) EXECUTE FUNCTION "goods_list_changed"();--> statement-breakpoint
CREATE TRIGGER "goods_list_truncate" AFTER TRUNCATE ON "goods" FOR EACH STATEMENT EXECUTE FUNCTION "goods_list_changed"();
