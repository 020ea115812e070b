import type { NutritionModule } from '../module.js';
import { seedDemoRecords } from './records.seed.js';
import { BodyRecordsResolver, DayRecordIntakeResolver, DayRecordsResolver, FoodRecordsResolver } from './records.resolver.js';

/** Food records by meal and body records, per profile and Korean date. */
export const recordsModule: NutritionModule = { resolvers: [FoodRecordsResolver, BodyRecordsResolver, DayRecordsResolver, DayRecordIntakeResolver], seed: seedDemoRecords };
