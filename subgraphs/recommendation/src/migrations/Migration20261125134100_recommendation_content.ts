import { Migration } from '@mikro-orm/migrations';
import { loadFunctionalIngredients } from '../ingredients/ingredients.service.js';
import { loadQuestionnaireContent } from '../questionnaire/content/load-content.js';

/**
 * Reference data and first content every environment has (issue 18), like nutrition's KDRI table:
 * the MFDS functional ingredients (data/functional_ingredients.csv) and the questionnaire's
 * questions, choices, symptoms and default lists (questionnaire/content/), which admins edit from
 * here. Loading twice changes nothing.
 */
export class Migration20261125134100_recommendation_content extends Migration {
  override name = 'Migration20261125134100_recommendation_content';

  override async up(): Promise<void> {
    const execute = (sql: string, params?: unknown[]) => this.execute(sql, params);
    await loadFunctionalIngredients(execute);
    await loadQuestionnaireContent(execute);
  }

  override down(): void {
    this.addSql(`delete from "recommendation"."recommendation_default_lists";`);
    this.addSql(`delete from "recommendation"."questionnaire_symptoms";`);
    this.addSql(`delete from "recommendation"."questionnaire_questions";`);
    this.addSql(`delete from "recommendation"."functional_ingredients";`);
  }
}
