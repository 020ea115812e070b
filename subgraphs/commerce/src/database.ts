import { UserEntity } from './users/user.entity.js';
import { RefreshTokenEntity } from './auth/refresh-token.entity.js';
import { migrations } from './migrations/index.js';

/** Everything commerce stores lives in this PostgreSQL schema. */
export const SCHEMA = 'commerce';
export const entities = [UserEntity, RefreshTokenEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
