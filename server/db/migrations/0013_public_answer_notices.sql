-- Change notices for the public answers kept in memory (decision 020, server/modules/public-cache/).
-- Every statement that changes a table a public answer is read from notifies the channel
-- `public_answers` with the answers' family: catalog, settings, content or community. A notice sent
-- inside a transaction is delivered when, and only if, it commits, and PostgreSQL folds a transaction's
-- identical notices into one. Each copy of the server listens and drops that family's answers.
--
-- Except an UPDATE of products that sets `stock` alone: that is every order (and its cancellation), and
-- a transaction that notifies takes, at commit, PostgreSQL's cluster-wide lock that keeps the
-- notification queue in commit order, held until its commit is flushed: orders would commit one at a
-- time (measured: 1,100-1,600 stock takes a second fell to 490-565; decision 020). The server announces
-- stock changes itself instead, a few times a second at most (plugins/public-answers.ts). A column added
-- to products must be added to the list below by a later migration (public-answers.test.ts checks that
-- only `stock` is left out).
-- Written by hand: drizzle-kit knows tables, not triggers.
CREATE FUNCTION "public_answers_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('public_answers', TG_ARGV[0]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF
    "id", "sku", "name", "slug", "description", "price", "image", "images", "videos",
    "max_per_order", "category", "benefits", "ingredients", "usage_instructions", "product_story",
    "is_new_arrival", "is_featured", "is_best_seller", "is_on_sale", "rating", "review_count",
    "product_hero_section", "product_benefits", "product_ingredients", "product_faqs",
    "product_testimonials", "product_shipping", "product_how_to_use", "supplement_facts",
    "product_honey_promotion", "version", "created_at", "updated_at"
  ON "products" FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_supplement_facts"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('catalog');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('settings');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_content"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('content');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_testimonials"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('community');
--> statement-breakpoint
CREATE TRIGGER "public_answers_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "site_faqs"
  FOR EACH STATEMENT EXECUTE FUNCTION public_answers_notify('community');
