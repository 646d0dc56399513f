-- The order desk asks the trigram index first for a text with a rare trigram (decision 012): ANALYZE
-- keeps the frequencies of the search text's most common trigrams here (pg_stats_ext_exprs), without
-- an index. They only choose which of two exact paths goes first. A shop with orders has them filled
-- now (a few seconds at 1,000,000 orders) rather than when autovacuum next analyzes the table; an empty
-- table is left unanalyzed, as the planner reads "never analyzed" better than "analyzed empty".
CREATE STATISTICS IF NOT EXISTS "orders_search_trigrams" ON (show_trgm("search_text")) FROM "orders";--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM "orders") THEN
    ANALYZE "orders";
  END IF;
END
$$;
