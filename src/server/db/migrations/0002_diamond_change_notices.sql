-- Every running shop keeps its own in-memory search index of the diamonds. When a stone is reserved, sold,
-- offered again or repriced, its id is announced on 'diamonds_changed' (delivered at commit), so every instance
-- drops or updates it within moments. A bulk feed import sets kilau.bulk_import = 'on' for its transaction and
-- announces one 'diamonds_reload' at the end instead of one notice per stone.
CREATE OR REPLACE FUNCTION diamonds_announce_change() RETURNS trigger AS $$
BEGIN
  IF coalesce(current_setting('kilau.bulk_import', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('diamonds_changed', NEW.id::text);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER diamonds_announce_change
  AFTER UPDATE OF is_available, reserved_by_order_id, price_sen ON diamonds
  FOR EACH ROW
  WHEN (OLD.is_available IS DISTINCT FROM NEW.is_available
     OR OLD.reserved_by_order_id IS DISTINCT FROM NEW.reserved_by_order_id
     OR OLD.price_sen IS DISTINCT FROM NEW.price_sen)
  EXECUTE FUNCTION diamonds_announce_change();
