import { ChannelEntity } from './channels/channel.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'partners';
export const entities = [ChannelEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
