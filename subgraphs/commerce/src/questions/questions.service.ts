import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError, Forbidden, NotFound, parseInput, z, type Identity, type Page } from '@shop/kit';
import { ProductEntity, SellerEntity } from '../catalog/catalog.entities.js';
import { getProduct } from '../catalog/catalog.service.js';
import { ProductQuestionEntity, type ProductQuestion } from './question.entity.js';

export const SECRET_PLACEHOLDER = '비밀글입니다.';

const contentSchema = z
  .string({ error: '문의 내용을 입력해주세요.' })
  .transform((s) => s.normalize('NFC').trim())
  .pipe(z.string().min(5, '문의 내용은 5자 이상 입력해주세요.').max(2000, '문의 내용은 2000자 이하입니다.'));

/** The product's seller account (null when the seller has no account in the shop). */
async function sellerUserOf(em: EntityManager, productId: string): Promise<string | null> {
  const product = await em.findOne(ProductEntity, { id: productId }, { fields: ['sellerId'] });
  if (!product) return null;
  const seller = await em.findOne(SellerEntity, { id: product.sellerId }, { fields: ['userId'] });
  return seller?.userId ?? null;
}

/** Who may read a secret question: the writer, the product's seller, admins. */
export function canReadSecret(question: Pick<ProductQuestion, 'userId'>, viewer: Identity | null, sellerUserId: string | null): boolean {
  if (!viewer) return false;
  return viewer.role === 'admin' || viewer.userId === question.userId || (sellerUserId !== null && viewer.userId === sellerUserId);
}

export async function askQuestion(em: EntityManager, identity: Identity, raw: { productId: string; content: string; secret?: boolean | null }): Promise<ProductQuestion> {
  const content = parseInput(contentSchema, raw.content, 'content');
  await getProduct(em, raw.productId);
  const question = em.create(ProductQuestionEntity, { productId: raw.productId, userId: identity.userId, content, secret: Boolean(raw.secret) });
  await em.flush();
  return question;
}

async function loadQuestion(em: EntityManager, id: string): Promise<ProductQuestion> {
  const question = await em.findOne(ProductQuestionEntity, { id });
  if (!question) throw NotFound('문의를 찾을 수 없습니다.');
  return question;
}

/** The writer edits the question until it is answered; the seller or an admin writes the answer. */
export async function updateQuestion(
  em: EntityManager,
  identity: Identity,
  id: string,
  raw: { content?: string | null; secret?: boolean | null; answer?: string | null },
  now = new Date(),
): Promise<ProductQuestion> {
  const question = await loadQuestion(em, id);
  if (raw.answer != null) {
    const seller = await sellerUserOf(em, question.productId);
    if (identity.role !== 'admin' && identity.userId !== seller) throw Forbidden('판매자와 관리자만 답변할 수 있습니다.');
    const answer = parseInput(z.string().trim().min(1, '답변을 입력해주세요.').max(2000, '답변은 2000자 이하입니다.'), raw.answer, 'answer');
    em.assign(question, { answer, answeredBy: identity.userId, answeredAt: now });
  } else {
    if (identity.userId !== question.userId) throw Forbidden('본인의 문의만 수정할 수 있습니다.');
    if (question.answeredAt) throw new AppError('QUESTION_ANSWERED', '답변이 달린 문의는 수정할 수 없습니다.');
    if (raw.content != null) question.content = parseInput(contentSchema, raw.content, 'content');
    if (raw.secret != null) question.secret = raw.secret;
  }
  await em.flush();
  return question;
}

export async function deleteQuestion(em: EntityManager, identity: Identity, id: string): Promise<void> {
  const question = await loadQuestion(em, id);
  if (identity.role !== 'admin' && identity.userId !== question.userId) throw Forbidden('본인의 문의만 삭제할 수 있습니다.');
  await em.nativeDelete(ProductQuestionEntity, { id });
}

/** Questions of a product, newest first; secret ones are masked for everyone else. */
export async function productQuestions(em: EntityManager, viewer: Identity | null, productId: string, page: { offset: number; limit: number }): Promise<Page<ProductQuestion>> {
  const [rows, total] = await em.findAndCount(ProductQuestionEntity, { productId }, { orderBy: { id: 'desc' }, ...page });
  const seller = await sellerUserOf(em, productId);
  return { items: rows.map((q) => mask(q, viewer, seller)), total };
}

export async function myQuestions(em: EntityManager, identity: Identity, page: { offset: number; limit: number }): Promise<Page<ProductQuestion>> {
  const [items, total] = await em.findAndCount(ProductQuestionEntity, { userId: identity.userId }, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

/** The mall admin's list (all products), optionally only unanswered ones. */
export async function allQuestions(em: EntityManager, unansweredOnly: boolean, page: { offset: number; limit: number }): Promise<Page<ProductQuestion>> {
  const [items, total] = await em.findAndCount(ProductQuestionEntity, unansweredOnly ? { answeredAt: null } : {}, { orderBy: { id: 'desc' }, ...page });
  return { items, total };
}

function mask(question: ProductQuestion, viewer: Identity | null, sellerUserId: string | null): ProductQuestion {
  if (!question.secret || canReadSecret(question, viewer, sellerUserId)) return question;
  return { ...question, content: SECRET_PLACEHOLDER, answer: question.answer ? SECRET_PLACEHOLDER : null };
}
