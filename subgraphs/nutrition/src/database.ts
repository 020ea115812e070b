import { ProfileEntity, PromiseRecordEntity } from './profiles/profile.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'nutrition';
export const entities = [ProfileEntity, PromiseRecordEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
