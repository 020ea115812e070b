import { Migration } from '@mikro-orm/migrations';

/**
 * Korean search indexes (hand-written: the generator cannot express operator classes).
 * Trigram GIN indexes serve LIKE '%word%' for words of 3+ characters and initial-consonant
 * queries; the GIN index on the bigram array serves two-character words ('녹용', '홍삼').
 * pg_trgm lives in the public schema (created by kit's migrate()).
 */
export class Migration20261122173200_search_indexes extends Migration {
  override name = 'Migration20261122173200_search_indexes';

  override up(): void {
    this.addSql('create index "products_search_text_trgm" on "commerce"."products" using gin ("search_text" public.gin_trgm_ops);');
    this.addSql('create index "products_search_choseong_trgm" on "commerce"."products" using gin ("search_choseong" public.gin_trgm_ops);');
    this.addSql('create index "products_search_bigrams_gin" on "commerce"."products" using gin ("search_bigrams");');
  }

  override down(): void {
    this.addSql('drop index if exists "commerce"."products_search_text_trgm";');
    this.addSql('drop index if exists "commerce"."products_search_choseong_trgm";');
    this.addSql('drop index if exists "commerce"."products_search_bigrams_gin";');
  }
}
