CREATE TABLE "goods_category_count" (
	"level" smallint NOT NULL,
	"category_id" integer NOT NULL,
	"goods" integer NOT NULL,
	CONSTRAINT "goods_category_count_pk" PRIMARY KEY("level","category_id")
);
--> statement-breakpoint
-- goods_category_count: on-shelf goods per (level, category), the goods list's total for a category
-- (counting a big category's index — 17,000 entries of 100,000 goods — took 7–19 ms of the
-- list's 10 ms budget; this is one primary-key row). Statement triggers with transition tables, as
-- goods_keyword_gram's (migration 0003), apply a statement's net change in one upsert in the goods
-- write's own transaction, so the count is exact at every commit. Only rows whose net change is not
-- zero are written (a sale_num or price update changes no count and locks no counter row), in key
-- order, so concurrent writers take the counter rows' locks in the same order.
CREATE OR REPLACE FUNCTION goods_category_count_on_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_category_count (level, category_id, goods)
  SELECT c.level, c.category_id, count(*)::int FROM new_goods n
    CROSS JOIN LATERAL (VALUES (1::smallint, n.category_id_1), (2::smallint, n.category_id_2), (3::smallint, n.category_id)) AS c(level, category_id)
  WHERE n.is_on_shelf
  GROUP BY c.level, c.category_id ORDER BY c.level, c.category_id
  ON CONFLICT (level, category_id) DO UPDATE SET goods = goods_category_count.goods + excluded.goods;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_category_count_on_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_category_count (level, category_id, goods)
  SELECT d.level, d.category_id, sum(d.n)::int FROM (
    SELECT c.level, c.category_id, 1 AS n FROM new_goods g
      CROSS JOIN LATERAL (VALUES (1::smallint, g.category_id_1), (2::smallint, g.category_id_2), (3::smallint, g.category_id)) AS c(level, category_id)
    WHERE g.is_on_shelf
    UNION ALL
    SELECT c.level, c.category_id, -1 FROM old_goods g
      CROSS JOIN LATERAL (VALUES (1::smallint, g.category_id_1), (2::smallint, g.category_id_2), (3::smallint, g.category_id)) AS c(level, category_id)
    WHERE g.is_on_shelf
  ) d
  GROUP BY d.level, d.category_id HAVING sum(d.n) <> 0 ORDER BY d.level, d.category_id
  ON CONFLICT (level, category_id) DO UPDATE SET goods = goods_category_count.goods + excluded.goods;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_category_count_on_delete() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO goods_category_count (level, category_id, goods)
  SELECT c.level, c.category_id, -count(*)::int FROM old_goods o
    CROSS JOIN LATERAL (VALUES (1::smallint, o.category_id_1), (2::smallint, o.category_id_2), (3::smallint, o.category_id)) AS c(level, category_id)
  WHERE o.is_on_shelf
  GROUP BY c.level, c.category_id ORDER BY c.level, c.category_id
  ON CONFLICT (level, category_id) DO UPDATE SET goods = goods_category_count.goods + excluded.goods;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION goods_category_count_on_truncate() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE goods_category_count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER goods_category_count_insert AFTER INSERT ON goods
  REFERENCING NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_category_count_on_insert();
--> statement-breakpoint
CREATE TRIGGER goods_category_count_update AFTER UPDATE ON goods
  REFERENCING OLD TABLE AS old_goods NEW TABLE AS new_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_category_count_on_update();
--> statement-breakpoint
CREATE TRIGGER goods_category_count_delete AFTER DELETE ON goods
  REFERENCING OLD TABLE AS old_goods FOR EACH STATEMENT EXECUTE FUNCTION goods_category_count_on_delete();
--> statement-breakpoint
CREATE TRIGGER goods_category_count_truncate AFTER TRUNCATE ON goods
  FOR EACH STATEMENT EXECUTE FUNCTION goods_category_count_on_truncate();
--> statement-breakpoint
INSERT INTO goods_category_count (level, category_id, goods)
SELECT c.level, c.category_id, count(*)::int FROM goods g
  CROSS JOIN LATERAL (VALUES (1::smallint, g.category_id_1), (2::smallint, g.category_id_2), (3::smallint, g.category_id)) AS c(level, category_id)
WHERE g.is_on_shelf
GROUP BY c.level, c.category_id;
