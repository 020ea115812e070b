import { Arg, Authorized, Ctx, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, ageInYears, assertOwner, byKeys, groupByKeys, requireIdentity, type Context } from '@shop/kit';
import { addressedName, ageDisplay, genderLabel } from './display.js';
import { lifeStageLabel } from './life-stage.js';
import { ProfileEntity, PromiseRecordEntity, type Profile as ProfileRow, type PromiseRecord } from './profile.entity.js';
import { AgeDisplay, LifeStage, LifeStageInput, Profile, ProfileInput, User } from './profile.types.js';
import * as profiles from './profiles.service.js';

function lifeStageView(record: PromiseRecord | null): LifeStage {
  const promiseType = record?.promiseType ?? 0;
  return {
    promiseType,
    pregnantType: record?.pregnantType ?? null,
    pregnantDay: record?.pregnantDay ?? null,
    vegetarianType: record?.vegetarianType ?? null,
    label: lifeStageLabel(promiseType, record?.pregnantType),
  };
}

function promiseLoader(ctx: Context) {
  return ctx.loaders.get<string, PromiseRecord | null>('promiseByProfile', async (ids) =>
    byKeys(ids, await ctx.em.find(PromiseRecordEntity, { profileId: { $in: [...ids] } }), (r) => r.profileId, null),
  );
}

@Resolver(() => Profile)
export class ProfilesResolver {
  @Authorized()
  @Query(() => [Profile], { description: '내 계정의 가족 프로필' })
  async myProfiles(@Ctx() ctx: Context): Promise<ProfileRow[]> {
    return profiles.listProfiles(ctx.em, requireIdentity(ctx).userId);
  }

  @Authorized()
  @Query(() => Profile)
  async profile(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<ProfileRow> {
    return profiles.getOwnedProfile(ctx.em, requireIdentity(ctx), id);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Profile, { description: '가족 프로필 추가' })
  async addProfile(@Arg('input', () => ProfileInput) input: ProfileInput, @Ctx() ctx: Context): Promise<ProfileRow> {
    return profiles.addProfile(ctx.em, requireIdentity(ctx), input);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => Boolean, { description: '가족 프로필 삭제 (본인 프로필 제외)' })
  async removeProfile(@Arg('id', () => ID) id: string, @Ctx() ctx: Context): Promise<boolean> {
    await profiles.removeProfile(ctx.em, requireIdentity(ctx), id);
    return true;
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => LifeStage, { description: '생애주기 설정 저장 (추가 또는 수정)' })
  async saveLifeStage(@Arg('profileId', () => ID) profileId: string, @Arg('input', () => LifeStageInput) input: LifeStageInput, @Ctx() ctx: Context): Promise<LifeStage> {
    return lifeStageView(await profiles.savePromise(ctx.em, requireIdentity(ctx), profileId, input));
  }

  @FieldResolver(() => LifeStage)
  async lifeStage(@Root() profile: ProfileRow, @Ctx() ctx: Context): Promise<LifeStage> {
    return lifeStageView(await promiseLoader(ctx).load(profile.id));
  }

  @FieldResolver(() => AgeDisplay)
  age(@Root() profile: ProfileRow): AgeDisplay {
    return ageDisplay(profile.birthday);
  }

  @FieldResolver(() => String, { description: '문장 속 호칭: 이름에는 님을 붙이고(하준님) 가족 호칭은 그대로(어머니)' })
  addressedName(@Root() profile: ProfileRow): string {
    return addressedName(profile.name);
  }

  @FieldResolver(() => String, { description: '12세까지 남아/여아, 이후 남성/여성' })
  genderLabel(@Root() profile: ProfileRow): string {
    return genderLabel(profile.gender, ageInYears(profile.birthday));
  }
}

@Resolver(() => User)
export class UserProfilesResolver {
  /** Only the account itself (or an admin) may list its family profiles. */
  @FieldResolver(() => [Profile], { description: '이 계정의 가족 프로필 (본인과 관리자만)' })
  async profiles(@Root() user: User, @Ctx() ctx: Context): Promise<ProfileRow[]> {
    assertOwner(ctx, user.id);
    const loader = ctx.loaders.get<string, ProfileRow[]>('profilesByUser', async (ids) =>
      groupByKeys(ids, await ctx.em.find(ProfileEntity, { userId: { $in: [...ids] } }, { orderBy: { isPrimary: 'desc', id: 'asc' } }), (p) => p.userId),
    );
    return loader.load(user.id);
  }
}

export const references = {
  User: { __resolveReference: (reference: { id: string }) => ({ id: reference.id }) },
  Profile: {
    __resolveReference: async (reference: { id: string }, ctx: Context) => {
      const loader = ctx.loaders.get<string, ProfileRow | null>('profileById', async (ids) => byKeys(ids, await ctx.em.find(ProfileEntity, { id: { $in: [...ids] } }), (p) => p.id, null));
      const profile = await loader.load(reference.id);
      if (profile) assertOwner(ctx, profile.userId);
      return profile;
    },
  },
};
