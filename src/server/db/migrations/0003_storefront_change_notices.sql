-- Every running shop keeps what the storefront shows and rarely changes (categories, products with their variants,
-- colour prices, ring-size prices and pictures, home content, shop settings) in memory, with the pages and answers
-- made from them. Any change to those tables announces the table's name on 'storefront_changed' (delivered at
-- commit, once per statement), so every instance drops what it kept and reads it again on the next request.
CREATE OR REPLACE FUNCTION storefront_announce_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('storefront_changed', TG_TABLE_NAME);
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
DO $$
DECLARE
  announced text;
BEGIN
  FOREACH announced IN ARRAY ARRAY['categories', 'subcategories', 'products', 'product_variants', 'colour_options',
                                    'diamond_ring_prices', 'product_images', 'content_blocks', 'shop_settings'] LOOP
    EXECUTE format('CREATE TRIGGER storefront_announce_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
                   'FOR EACH STATEMENT EXECUTE FUNCTION storefront_announce_change()', announced);
  END LOOP;
END
$$;
