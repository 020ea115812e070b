import { RecommendationResultEntity } from './questionnaire/result.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'recommendation';
export const entities = [RecommendationResultEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
