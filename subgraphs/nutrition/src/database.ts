import { ProfileEntity, PromiseRecordEntity } from './profiles/profile.entity.js';
import { ProductNutrientEntity } from './product-nutrients/product-nutrient.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'nutrition';
export const entities = [ProfileEntity, PromiseRecordEntity, ProductNutrientEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
