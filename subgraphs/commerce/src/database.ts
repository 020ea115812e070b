import { UserEntity } from './users/user.entity.js';
import { RefreshTokenEntity } from './auth/refresh-token.entity.js';
import { DeviceTokenEntity } from './devices/device-token.entity.js';
import { SmsCodeEntity } from './sms/sms-code.entity.js';
import { BrandEntity, CategoryEntity, ProductEntity, ProductOptionEntity, RelatedProductEntity, SellerEntity } from './catalog/catalog.entities.js';
import { SearchBlockedTermEntity, SearchHistoryEntity } from './search/search-history.entity.js';
import { SearchSynonymEntity } from './search/search-synonym.entity.js';
import { CompareItemEntity } from './compare/compare.entity.js';
import { FavoriteEntity } from './favorites/favorite.entity.js';
import { ProductViewEntity } from './click-history/product-view.entity.js';
import { PickCategoryEntity, PickItemEntity } from './picks/pick.entities.js';
import { NotificationEntity } from './notifications/notification.entity.js';
import { BannerEntity, ContentEntity, ExhibitionEntity, ExhibitionProductEntity, HomeCategoryIconEntity } from './content/content.entities.js';
import { ProductQuestionEntity } from './questions/question.entity.js';
import { CsEntryEntity, InquiryEntity } from './inquiries/inquiry.entities.js';
import { StoredFileEntity } from './files/file.entity.js';
import { EventEntity, EventInquiryEntity, EventSurveyAnswerEntity } from './events/event.entities.js';
import { NotificationSettingEntity } from './notifications/notification-setting.entity.js';
import { UsageLogEntity } from './usage-log/usage-log.entity.js';
import { CartLineEntity } from './cart/cart-line.entity.js';
import { AddressEntity } from './addresses/address.entity.js';
import { PaymentEntity, PaymentEventEntity } from './payments/payment.entities.js';
import { OrderEntity, OrderLineEntity, OrderRefundEntity, OrderShipmentEntity, OrderStatusHistoryEntity } from './orders/order.entities.js';
import { ProductRatingEntity, ReviewEntity, ReviewHelpfulEntity } from './reviews/review.entities.js';
import { PointEntryEntity, PointLotEntity } from './points/point.entities.js';
import { CouponMasterEntity, UserCouponEntity } from './coupons/coupon.entities.js';
import { BillingCardEntity, BillingCertificationEntity } from './billing/billing.entities.js';
import { SubscriptionChargeEntity, SubscriptionEntity } from './subscriptions/subscription.entities.js';
import { GroupBuyOfferEntity } from './channel-sales/group-buy-offer.entity.js';
import { CombinationOfferEntity } from './channel-sales/combination-offer.entity.js';
import { termsEntities } from './terms/terms.entities.js';
import { AccountRestrictionEntity } from './restrictions/restriction.entity.js';
import { DormantAccountEntity } from './retention/dormant-account.entity.js';
import { migrations } from './migrations/index.js';

/** Everything commerce stores lives in this PostgreSQL schema. */
export const SCHEMA = 'commerce';
export const entities = [
  UserEntity,
  RefreshTokenEntity,
  SmsCodeEntity,
  DeviceTokenEntity,
  CategoryEntity,
  BrandEntity,
  SellerEntity,
  ProductEntity,
  ProductOptionEntity,
  RelatedProductEntity,
  SearchHistoryEntity,
  SearchBlockedTermEntity,
  SearchSynonymEntity,
  CompareItemEntity,
  FavoriteEntity,
  ProductViewEntity,
  PickCategoryEntity,
  PickItemEntity,
  NotificationEntity,
  ContentEntity,
  BannerEntity,
  HomeCategoryIconEntity,
  ExhibitionEntity,
  ExhibitionProductEntity,
  ProductQuestionEntity,
  InquiryEntity,
  CsEntryEntity,
  StoredFileEntity,
  EventSurveyAnswerEntity,
  EventInquiryEntity,
  EventEntity,
  NotificationSettingEntity,
  UsageLogEntity,
  PaymentEntity,
  PaymentEventEntity,
  OrderEntity,
  OrderLineEntity,
  OrderShipmentEntity,
  OrderStatusHistoryEntity,
  OrderRefundEntity,
  CartLineEntity,
  AddressEntity,
  ReviewEntity,
  ReviewHelpfulEntity,
  ProductRatingEntity,
  PointLotEntity,
  PointEntryEntity,
  CouponMasterEntity,
  UserCouponEntity,
  BillingCardEntity,
  BillingCertificationEntity,
  SubscriptionEntity,
  SubscriptionChargeEntity,
  GroupBuyOfferEntity,
  CombinationOfferEntity,
  ...termsEntities,
  AccountRestrictionEntity,
  DormantAccountEntity,
];
export const databaseOptions = { schema: SCHEMA, entities, migrations };
