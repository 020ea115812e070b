import { FunctionalIngredientEntity } from './ingredients/functional-ingredient.entity.js';
import { ChoiceEntity, DefaultListEntity, QuestionEntity, StatementEntity, SymptomEntity } from './questionnaire/questionnaire.entities.js';
import { RecommendationResultEntity } from './results/result.entity.js';
import { RecommendInquiryEntity } from './inquiries/inquiry.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'recommendation';
export const entities = [FunctionalIngredientEntity, QuestionEntity, ChoiceEntity, SymptomEntity, StatementEntity, DefaultListEntity, RecommendationResultEntity, RecommendInquiryEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
