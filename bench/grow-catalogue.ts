import type { DataSource } from 'typeorm';

/**
 * Grows the catalogue to `target` products by copying existing ones (with
 * their translations and images, slugs made unique), in one statement per table.
 */
export const growCatalogue = async (dataSource: DataSource, target: number): Promise<void> => {
  const rows: { count: number }[] = await dataSource.query(`SELECT count(*)::int AS count FROM products`);
  const missing = target - (rows[0]?.count ?? 0);
  if (missing <= 0) return;
  await dataSource.transaction(async (manager) => {
    await manager.query(`CREATE TEMP TABLE grow_map ON COMMIT DROP AS
      SELECT gen_random_uuid() AS new_id, p.id AS source_id, n AS copy
      FROM generate_series(1, $1) AS n
      JOIN LATERAL (SELECT id FROM products ORDER BY id OFFSET (n % (SELECT count(*) FROM products)) LIMIT 1) p ON true`, [missing]);
    await manager.query(`INSERT INTO products (id, type, condition, size, price_cents, price_new_cents, price_used_a_cents, price_used_cw_cents,
        price_rent_per_day_cents, ask_offer_new, ask_offer_used_a, ask_offer_used_cw, ask_offer_rent, is_available, stock_status, created_at)
      SELECT m.new_id, p.type, p.condition, p.size, p.price_cents, p.price_new_cents, p.price_used_a_cents, p.price_used_cw_cents,
        p.price_rent_per_day_cents, p.ask_offer_new, p.ask_offer_used_a, p.ask_offer_used_cw, p.ask_offer_rent, p.is_available, p.stock_status,
        p.created_at - (m.copy || ' minutes')::interval
      FROM grow_map m JOIN products p ON p.id = m.source_id`);
    await manager.query(`INSERT INTO product_translations (product_id, language, title, slug, description, meta_description)
      SELECT m.new_id, t.language, t.title || ' #' || m.copy, t.slug || '-copy-' || m.copy || '-' || left(m.new_id::text, 8), t.description, t.meta_description
      FROM grow_map m JOIN product_translations t ON t.product_id = m.source_id`);
    await manager.query(`INSERT INTO product_images (product_id, image_url, sort_order)
      SELECT m.new_id, i.image_url, i.sort_order FROM grow_map m JOIN product_images i ON i.product_id = m.source_id`);
  });
};
