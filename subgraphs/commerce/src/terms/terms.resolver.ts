import { Arg, Authorized, Ctx, FieldResolver, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import { SIGNED_UP, koreanDate, requireIdentity, type Context } from '@shop/kit';
import { businessInfo } from '@shop/kit/business-info.js';
import type { TermsDocument as TermsDocumentRow } from './terms.entities.js';
import { CONSENT_KINDS, TERMS_KIND_INFO, type TermsKind } from './terms.kinds.js';
import { renderTermsText } from './terms.texts.js';
import * as terms from './terms.service.js';
import { AgreementInput, BusinessInfo, ConsentChange, ConsentRuleEnum, MyConsent, PublishTermsInput, TermsDocument, TermsKindEnum, TermsPublishingRule } from './terms.types.js';

function toMyConsent(view: terms.MyConsentView): MyConsent {
  return { ...view, agreedVersion: view.agreedDocument?.version ?? null, current: view.current as unknown as TermsDocument };
}

/** Terms, privacy policy and consents; the shop's business information. */
@Resolver(() => TermsDocument)
export class TermsResolver {
  @Query(() => TermsDocument, { description: '약관·방침: version이 없으면 지금 시행 중인 버전' })
  termsDocument(@Arg('kind', () => TermsKindEnum) kind: string, @Arg('version', () => Int, { nullable: true }) version: number | null, @Ctx() ctx: Context) {
    return terms.termsDocument(ctx.em, kind, version);
  }

  @Query(() => [TermsDocument], { description: '약관·방침의 모든 버전 (최신순, 시행 예정 버전 포함)' })
  termsVersions(@Arg('kind', () => TermsKindEnum) kind: string, @Ctx() ctx: Context) {
    return terms.termsVersions(ctx.em, kind);
  }

  @Query(() => [TermsDocument], { description: '회원가입 때 묻는 동의 항목: 항목마다 지금 시행 중인 버전 (필수 먼저)' })
  async signUpAgreements(@Ctx() ctx: Context): Promise<TermsDocumentRow[]> {
    const current = await terms.documentsInEffect(ctx.em);
    return CONSENT_KINDS.flatMap((kind) => current.get(kind) ?? []);
  }

  @Query(() => BusinessInfo, { description: '사업자 정보 (화면 아래에 보여 줍니다)' })
  businessInfo(): BusinessInfo {
    const info = businessInfo();
    return { ...info, verificationUrl: `https://www.ftc.go.kr/bizCommPop.do?wrkr_no=${info.registrationNumber.replace(/[^0-9]/g, '')}` };
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [MyConsent], { description: '내 동의 항목과 답한 버전' })
  async myConsents(@Ctx() ctx: Context): Promise<MyConsent[]> {
    return (await terms.myConsents(ctx.em, requireIdentity(ctx).userId)).map(toMyConsent);
  }

  @Authorized(...SIGNED_UP)
  @Query(() => [ConsentChange], { description: '내 동의·철회 기록 (최신순)' })
  myConsentHistory(@Ctx() ctx: Context) {
    return terms.consentHistory(ctx.em, requireIdentity(ctx).userId);
  }

  @Authorized()
  @Query(() => [TermsDocument], { description: '다시 동의를 받아야 하는 필수 문서 (새 버전이 시행된 뒤 처음 방문할 때; 비회원은 없음)' })
  async pendingConsents(@Ctx() ctx: Context): Promise<TermsDocumentRow[]> {
    const identity = requireIdentity(ctx);
    if (identity.role === 'guest') return [];
    return terms.pendingConsents(ctx.em, identity.userId);
  }

  @Authorized(...SIGNED_UP)
  @Mutation(() => [MyConsent], { description: '동의 바꾸기: 선택 항목은 동의·철회, 필수 항목은 새 버전에 다시 동의 (기록이 남습니다)' })
  async updateConsents(@Arg('agreements', () => [AgreementInput]) agreements: AgreementInput[], @Ctx() ctx: Context): Promise<MyConsent[]> {
    const identity = requireIdentity(ctx);
    await terms.updateConsents(ctx.em, identity, agreements);
    return (await terms.myConsents(ctx.em, identity.userId)).map(toMyConsent);
  }

  @Authorized('admin')
  @Query(() => [TermsPublishingRule], { description: '관리자: 약관·방침 새 버전 공개 규칙 (종류마다 공지 기간과 오늘 공개하면 가장 이른 시행일, 가장 최근 버전)' })
  async termsPublishingRules(@Ctx() ctx: Context): Promise<TermsPublishingRule[]> {
    return (await terms.termsPublishingRules(ctx.em)) as unknown as TermsPublishingRule[];
  }

  @Authorized('admin')
  @Mutation(() => TermsDocument, { description: '관리자: 약관·방침 새 버전 공개 (시행 7일 전, 불리하면 30일 전; 공지사항이 함께 올라갑니다)' })
  publishTermsVersion(@Arg('input', () => PublishTermsInput) input: PublishTermsInput, @Ctx() ctx: Context) {
    return terms.publishTermsVersion(ctx.em, input);
  }

  @FieldResolver(() => String, { description: '본문 (Markdown; 사업자 정보가 채워진)' })
  body(@Root() document: TermsDocumentRow): string {
    return renderTermsText(document.body, businessInfo());
  }

  @FieldResolver(() => ConsentRuleEnum, { description: '이 문서에 대한 동의: 필수, 선택, 없음' })
  consent(@Root() document: TermsDocumentRow): string {
    return TERMS_KIND_INFO[document.kind as TermsKind].consent.toUpperCase();
  }

  @FieldResolver(() => String, { nullable: true, description: '이 문서를 보여 주는 화면 (/terms, /privacy)' })
  path(@Root() document: TermsDocumentRow): string | null {
    return TERMS_KIND_INFO[document.kind as TermsKind].path;
  }

  @FieldResolver(() => TermsKindEnum, { nullable: true, description: '이 동의를 하려면 먼저 해야 하는 동의 (야간 광고성 정보 수신은 마케팅 정보 수신)' })
  requires(@Root() document: TermsDocumentRow): string | null {
    return TERMS_KIND_INFO[document.kind as TermsKind].requires ?? null;
  }

  @FieldResolver(() => Boolean, { description: '오늘 시행 중이거나 지난 버전인지 (false: 시행 예정)' })
  inEffect(@Root() document: TermsDocumentRow): boolean {
    return document.effectiveOn <= koreanDate();
  }
}
