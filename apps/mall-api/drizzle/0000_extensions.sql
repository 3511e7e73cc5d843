-- pg_trgm backs the GIN trigram index on goods.goods_name (Chinese keyword search).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
