import { Arg, Args, Authorized, Ctx, Directive, Field, ID, InputType, Int, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Forbidden, PageArgs, isSystem, parsePage, requireIdentity, type Context } from '@shop/kit';
import { NOTIFICATION_CATEGORIES } from './notifications.service.js';
import * as notifications from './notifications.service.js';
import * as settings from './notification-settings.service.js';

@ObjectType({ description: '알림' })
export class Notification {
  @Field(() => ID) id!: string;
  @Field(() => String, { description: Object.keys(NOTIFICATION_CATEGORIES).join(', ') }) category!: string;
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => String, { nullable: true }) link!: string | null;
  @Field(() => Date, { nullable: true }) readAt!: Date | null;
  @Field(() => Date) createdAt!: Date;
}

@ObjectType()
export class NotificationPage {
  @Field(() => [Notification]) items!: Notification[];
  @Field(() => Int) total!: number;
  @Field(() => Int, { description: '읽지 않은 알림 수' }) unread!: number;
}

@InputType({ description: '다른 서비스가 전달하는 알림' })
export class NotificationDeliveryInput {
  @Field(() => String, { description: '보낸 쪽의 고유 키 (재전송해도 한 번만 저장)' }) sourceKey!: string;
  @Field(() => ID) userId!: string;
  @Field(() => String) category!: string;
  @Field(() => String) title!: string;
  @Field(() => String) body!: string;
  @Field(() => String, { nullable: true }) link?: string;
}

@ObjectType({ description: '푸시 알림 설정 (종류별 켜기/끄기)' })
export class NotificationSetting {
  @Field(() => String, { description: Object.keys(settings.SETTABLE_CATEGORIES).join(', ') }) category!: string;
  @Field(() => String) title!: string;
  @Field(() => String) description!: string;
  @Field(() => Boolean) enabled!: boolean;
}

@InputType()
export class NotificationSettingInput {
  @Field(() => String) category!: string;
  @Field(() => Boolean) enabled!: boolean;
}

@Resolver(() => Notification)
export class NotificationsResolver {
  @Authorized()
  @Query(() => NotificationPage, { description: '내 알림 (최신순, 종류로 거르기)' })
  myNotifications(@Args(() => PageArgs) page: PageArgs, @Arg('category', () => String, { nullable: true }) category: string | undefined, @Ctx() ctx: Context) {
    return notifications.myNotifications(ctx.em, requireIdentity(ctx), category, parsePage(page));
  }

  @Authorized()
  @Mutation(() => Int, { description: '알림 읽음 표시 (ids 없으면 전체)' })
  markNotificationsRead(@Arg('ids', () => [ID], { nullable: true }) ids: string[] | undefined, @Ctx() ctx: Context) {
    return notifications.markRead(ctx.em, requireIdentity(ctx), ids);
  }

  @Authorized()
  @Query(() => [NotificationSetting], { description: '내 푸시 알림 설정 (끈 종류의 알림은 오지 않음)' })
  myNotificationSettings(@Ctx() ctx: Context) {
    return settings.mySettings(ctx.em, requireIdentity(ctx));
  }

  @Authorized()
  @Mutation(() => [NotificationSetting], { description: '푸시 알림 설정 바꾸기 (보낸 종류만)' })
  updateNotificationSettings(@Arg('input', () => [NotificationSettingInput]) input: NotificationSettingInput[], @Ctx() ctx: Context) {
    return settings.updateSettings(
      ctx.em,
      requireIdentity(ctx),
      input.map((i) => ({ ...i })),
    );
  }

  /**
   * Called by other subgraphs' outboxes with the system identity signed like the gateway's;
   * @inaccessible keeps it off the public graph, and no admin token can call it either.
   */
  @Directive('@inaccessible')
  @Authorized('admin')
  @Mutation(() => Int, { description: '시스템 전용: 다른 서비스의 알림 전달 (중복 키는 한 번만 저장)' })
  deliverNotifications(@Arg('items', () => [NotificationDeliveryInput]) items: NotificationDeliveryInput[], @Ctx() ctx: Context) {
    if (!isSystem(ctx.identity)) throw Forbidden();
    return notifications.deliverNotifications(ctx.em, items);
  }
}
