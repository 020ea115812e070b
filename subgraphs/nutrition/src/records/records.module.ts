import type { NutritionModule } from '../module.js';
import { BodyRecordsResolver, DayRecordIntakeResolver, DayRecordsResolver, FoodRecordsResolver } from './records.resolver.js';

/** The records module's part of the nutrition subgraph. */
export const recordsModule: NutritionModule = { resolvers: [FoodRecordsResolver, BodyRecordsResolver, DayRecordsResolver, DayRecordIntakeResolver] };
