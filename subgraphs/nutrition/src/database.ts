import { ProfileEntity, PromiseRecordEntity } from './profiles/profile.entity.js';
import { ProductNutrientEntity } from './product-nutrients/product-nutrient.entity.js';
import { ProductContentEntity } from './product-nutrients/product-content.entity.js';
import { KdriValueEntity } from './standards/kdri.entity.js';
import { FoodEntity, FoodNutrientEntity, RecipeEntity, RecipeIngredientEntity } from './foods/food.entities.js';
import { BodyRecordEntity, FoodRecordEntity } from './records/record.entities.js';
import { IntakeEntity, InterlockEntity, InterlockSupplementEntity, RegimenEntity, ReminderDeliveryEntity, SupplementEntity, SupplementNutrientEntity } from './supplements/supplement.entities.js';
import { NutritionScoreEntity } from './scores/score.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'nutrition';
export const entities = [
  ProfileEntity,
  PromiseRecordEntity,
  ProductNutrientEntity,
  ProductContentEntity,
  KdriValueEntity,
  FoodEntity,
  FoodNutrientEntity,
  RecipeEntity,
  RecipeIngredientEntity,
  FoodRecordEntity,
  BodyRecordEntity,
  SupplementEntity,
  SupplementNutrientEntity,
  RegimenEntity,
  IntakeEntity,
  ReminderDeliveryEntity,
  InterlockEntity,
  InterlockSupplementEntity,
  NutritionScoreEntity,
];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
