import type { ModuleDefinition } from '@shop/kit';
import { recordsConstraints } from './records.constraints.js';
import { seedDemoRecords } from './records.seed.js';
import { BodyRecordsResolver, DayRecordIntakeResolver, DayRecordsResolver, FoodRecordsResolver, RecordedFoodResolver } from './records.resolver.js';

/** Food records by meal and body records, per profile and Korean date. */
export const recordsModule: ModuleDefinition = {
  name: 'records',
  constraints: recordsConstraints,
  resolvers: [FoodRecordsResolver, BodyRecordsResolver, DayRecordsResolver, DayRecordIntakeResolver, RecordedFoodResolver],
  seed: seedDemoRecords,
};
