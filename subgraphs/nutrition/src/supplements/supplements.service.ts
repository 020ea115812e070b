import type { EntityManager } from '@mikro-orm/postgresql';
import {
  AppError,
  BadInput,
  Conflict,
  NotFound,
  displayName,
  isId,
  normalizeSearch,
  parseInput,
  escapeLike,
  isChoseongQuery,
  searchCondition,
  searchExactness,
  searchNameOf,
  searchPage,
  searchKeys,
  text,
  withParticle,
  z,
  type Identity,
  type Page,
} from '@shop/kit';
import { enqueueNotification } from '../outbox/outbox.service.js';
import { SUPPLEMENT_LIMITS } from '../rules/rules.js';
import { canonicalUnit, isSupplementNutrient, nutrientName, toCanonicalAmount } from './supplement-nutrients.js';
import { SupplementEntity, SupplementNutrientEntity, type Supplement } from './supplement.entities.js';

export const SUPPLEMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SupplementStatus = (typeof SUPPLEMENT_STATUSES)[number];

/** Database ids are bigints; anything else cannot name a row (and must not reach SQL as one). */
// Regimens and interlocks check ids with the same kit definition.
export { isId };

/** Who may see a supplement: everyone an approved one; its submitter and admins the others. */
export function canSee(supplement: Supplement, identity: Identity | null): boolean {
  return supplement.status === 'approved' || identity?.role === 'admin' || (identity != null && supplement.submittedBy === identity.userId);
}

export async function getSupplement(em: EntityManager, identity: Identity | null, id: string): Promise<Supplement> {
  const supplement = isId(id) ? await em.findOne(SupplementEntity, { id }) : null;
  if (!supplement || !canSee(supplement, identity)) throw NotFound('영양제를 찾을 수 없습니다.');
  return supplement;
}

/**
 * One page of supplements matching `where`, searched with the kit's search when there is a query:
 * the one named exactly as the query first, then names holding the query, shorter names first
 * (docs/decisions/search.md); without a query, by name.
 */
async function pageOfSupplements(em: EntityManager, where: string[], params: unknown[], rawQuery: string, page: { offset: number; limit: number }): Promise<Page<Supplement>> {
  const query = normalizeSearch(rawQuery);
  const match = query ? searchCondition(query, 's') : null;
  if (match) {
    where.push(`(${match.sql})`);
    params.push(...match.params);
  }
  const nameHolds = !query
    ? null
    : isChoseongQuery(query)
      ? { sql: 's.search_choseong like ?', params: [`${query.replace(/\s/g, '')}%`] }
      : { sql: 's.search_name like ?', params: [`%${escapeLike(searchNameOf(query))}%`] };
  const found = await searchPage(em, {
    table: 'nutrition.supplements',
    alias: 's',
    columns: ['name', 'search_name', 'search_choseong'],
    where: { sql: where.join(' and '), params },
    exact: query ? searchExactness(query, 's') : null,
    orderBy: nameHolds ? { sql: `(${nameHolds.sql}) desc, length(s.search_name), s.name, s.id`, params: nameHolds.params } : 's.name, s.id',
    offset: page.offset,
    limit: page.limit,
  });
  const byId = new Map((found.ids.length ? await em.find(SupplementEntity, { id: { $in: found.ids } }) : []).map((s) => [s.id, s]));
  return { items: found.ids.map((id) => byId.get(id)!).filter(Boolean), total: found.total, totalCapped: found.totalCapped };
}

/** Approved supplements, plus the caller's own pending submissions (so they can track them already). */
export async function searchSupplements(em: EntityManager, identity: Identity | null, query: string, page: { offset: number; limit: number }): Promise<Page<Supplement>> {
  const where = identity ? ["(s.status = 'approved' or (s.status = 'pending' and s.submitted_by = ?))"] : ["s.status = 'approved'"];
  return pageOfSupplements(em, where, identity ? [identity.userId] : [], query, page);
}

export async function adminSupplements(em: EntityManager, status: string | null | undefined, query: string, page: { offset: number; limit: number }): Promise<Page<Supplement>> {
  if (status && !(SUPPLEMENT_STATUSES as readonly string[]).includes(status)) throw BadInput([{ field: 'status', message: '상태는 pending, approved, rejected 중 하나입니다.' }]);
  return status ? pageOfSupplements(em, ['s.status = ?'], [status], query, page) : pageOfSupplements(em, ['true'], [], query, page);
}

const nutrientInputSchema = z.object({
  code: z.string({ error: '영양소를 선택해주세요.' }).refine(isSupplementNutrient, '알 수 없는 영양소입니다.'),
  amount: z.number({ error: '함량을 입력해주세요.' }).positive('함량은 0보다 커야 합니다.'),
  unit: text().pipe(z.string().min(1, '단위를 입력해주세요.')),
});

const submitSchema = z.object({
  name: displayName('영양제 이름', { max: 120 }),
  brandName: displayName('브랜드명', { min: 0, max: 60 }).nullish(),
  dailyServing: text().pipe(z.string().max(60, '1일 섭취량은 60자 이하여야 합니다.')).nullish(),
  allergens: z
    .array(text().pipe(z.string().min(1, '알레르기 성분을 입력해주세요.').max(20, '알레르기 성분은 20자 이하여야 합니다.')))
    .max(20, '알레르기 성분은 20개까지 입력할 수 있습니다.')
    .nullish(),
  nutrients: z
    .array(nutrientInputSchema, { error: '영양소 함량을 입력해주세요.' })
    .min(1, '영양소 함량을 하나 이상 입력해주세요.')
    .max(40, '영양소는 40개까지 입력할 수 있습니다.')
    .superRefine((list, ctx) => {
      const seen = new Set<string>();
      list.forEach((n, i) => {
        if (!isSupplementNutrient(n.code) || typeof n.amount !== 'number' || typeof n.unit !== 'string') return; // reported on the item
        const name = nutrientName(n.code);
        if (seen.has(n.code)) ctx.addIssue({ code: 'custom', path: [i, 'code'], message: `${withParticle(name, '이', '가')} 두 번 입력되었습니다.` });
        seen.add(n.code);
        const amount = toCanonicalAmount(n.code, n.amount, n.unit);
        if (amount === null) {
          ctx.addIssue({ code: 'custom', path: [i, 'unit'], message: `${name}의 단위는 ${canonicalUnit(n.code)}입니다.` });
          return;
        }
        const limit = SUPPLEMENT_LIMITS[n.code];
        if (limit && amount > limit.max) {
          ctx.addIssue({ code: 'custom', path: [i, 'amount'], message: `${withParticle(name, '은', '는')} 하루 ${limit.max}${limit.unit}까지 입력할 수 있습니다.` });
        }
      });
    }),
});

/** A member's supplement, pending until an admin approves it; amounts stored in canonical units. */
export async function submitSupplement(em: EntityManager, identity: Identity, raw: unknown): Promise<Supplement> {
  const input = parseInput(submitSchema, raw);
  return em.transactional(async (tx) => {
    const supplement = tx.create(SupplementEntity, {
      name: input.name,
      brandName: input.brandName || null,
      dailyServing: input.dailyServing || null,
      allergens: [...new Set(input.allergens ?? [])],
      status: 'pending',
      submittedBy: identity.userId,
      // Nutrient names stand in for the demo catalog's keywords: '루테인' finds a submitted eye supplement.
      ...searchKeys([input.name, input.brandName, ...input.nutrients.map((n) => nutrientName(n.code))]),
    });
    await tx.flush();
    for (const n of input.nutrients) {
      tx.create(SupplementNutrientEntity, { supplementId: supplement.id, nutrientCode: n.code, amount: toCanonicalAmount(n.code, n.amount, n.unit)!, unit: canonicalUnit(n.code) });
    }
    return supplement;
  });
}

const reviewSchema = z
  .object({ approve: z.boolean(), reason: text().pipe(z.string().max(500, '반려 사유는 500자 이하여야 합니다.')).nullish() })
  .refine((v) => v.approve || !!v.reason, { message: '반려 사유를 입력해주세요.', path: ['reason'] });

/** Approves or rejects a pending submission and tells the submitter, in the same transaction. */
export async function reviewSupplement(em: EntityManager, id: string, raw: { approve: boolean; reason?: string | null }): Promise<Supplement> {
  const input = parseInput(reviewSchema, raw);
  const supplement = isId(id) ? await em.findOne(SupplementEntity, { id }) : null;
  if (!supplement) throw NotFound('영양제를 찾을 수 없습니다.');
  if (supplement.status !== 'pending') throw Conflict('이미 검토한 영양제입니다.');
  em.assign(supplement, { status: input.approve ? 'approved' : 'rejected', rejectReason: input.approve ? null : input.reason!, reviewedAt: new Date() });
  if (supplement.submittedBy) {
    const subject = withParticle(supplement.name, '이', '가');
    await enqueueNotification(
      em,
      supplement.submittedBy,
      'supplement_approval',
      input.approve ? '영양제 등록 승인' : '영양제 등록 반려',
      input.approve ? `등록 신청하신 ${subject} 승인되었어요. 이제 검색할 수 있어요.` : `등록 신청하신 ${subject} 반려되었어요. 사유: ${input.reason}`,
      `/nutrients/nutrition/${supplement.id}`,
    );
  }
  await em.flush();
  return supplement;
}

/** Distinct allergens of the approved catalog with how many supplements carry each. */
export async function supplementAllergens(em: EntityManager): Promise<{ allergen: string; count: number }[]> {
  const rows = await em.execute<{ allergen: string; count: string }[]>(
    `select a.allergen, count(*) as count
       from nutrition.supplements s, unnest(s.allergens) as a(allergen)
      where s.status = 'approved'
      group by a.allergen
      order by count(*) desc, a.allergen asc`,
  );
  return rows.map((r) => ({ allergen: r.allergen, count: Number(r.count) }));
}

/** Guard for id-based writes: the row's owner only (admins read, they do not write members' records). */
export function assertWriter(identity: Identity, ownerUserId: string): void {
  if (ownerUserId !== identity.userId) throw new AppError('FORBIDDEN', '본인의 기록만 변경할 수 있습니다.');
}
