import { ChannelEntity } from './channels/channel.entity.js';
import { CooperateEventEntity } from './cooperate/cooperate.entity.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'partners';
export const entities = [ChannelEntity, CooperateEventEntity];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
