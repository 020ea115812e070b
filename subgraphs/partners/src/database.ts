import { ChannelEntity, ChannelFollowEntity, ChannelHandleEntity, ChannelSignupEntity, ChannelSurveyAnswerEntity } from './channels/channel.entity.js';
import { CooperateAlertEntity, CooperateEventEntity, CooperateParticipantEntity } from './cooperate/cooperate.entity.js';
import { ChannelVisitEntity, QueryLogEntity } from './visits/visit.entities.js';
import { ChannelDailyStatEntity, ChannelProductDailyEntity } from './stats/stats.entities.js';
import { ChannelOrderEntity } from './attribution/channel-order.entity.js';
import { catalogEntities } from './catalog/catalog.entities.js';
import { communityEntities } from './community/community.entities.js';
import { faqEntities } from './faq/faq.entities.js';
import { migrations } from './migrations/index.js';

export const SCHEMA = 'partners';
export const entities = [
  ChannelEntity,
  ChannelHandleEntity,
  ChannelSignupEntity,
  ChannelFollowEntity,
  ChannelSurveyAnswerEntity,
  CooperateEventEntity,
  CooperateParticipantEntity,
  CooperateAlertEntity,
  ChannelVisitEntity,
  QueryLogEntity,
  ChannelDailyStatEntity,
  ChannelProductDailyEntity,
  ChannelOrderEntity,
  ...catalogEntities,
  ...communityEntities,
  ...faqEntities,
];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
