import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useFeedback } from '../../components/Feedback';
import {
  PartnerCategoriesDocument,
  PartnerChangeCategoriesDocument,
  PartnerCombinationsDocument,
  PartnerCreateCategoryDocument,
  PartnerCreateRecommendedDocument,
  PartnerDeleteCategoryDocument,
  PartnerDeleteCombinationDocument,
  PartnerDeleteRecommendedDocument,
  PartnerEditRecommendedDocument,
  PartnerRecommendedProductsDocument,
  PartnerRegisterCombinationDocument,
  PartnerSetCombinationStatusDocument,
  type PartnerCategoryFragment,
  type PartnerCombinationFragment,
  type PartnerPickedProductFragment,
  type PartnerRecommendedFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, FormActions, Card, Chip, EmptyState, ErrorState, LoadingState, Select, TextArea, TextField } from '../../ui';
import { ProductPicker } from './ProductPicker';
import { digitsOf, numberOrNull, won } from './shared';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const TEXT = {
  // Categories
  categories: '카테고리',
  categoriesLead: '추천 상품과 조합을 묶는 채널의 카테고리입니다. 채널 페이지에 이 순서대로 보입니다.',
  noCategories: '아직 카테고리가 없습니다.',
  newCategory: '새 카테고리 이름',
  addCategory: '추가',
  categoryAdded: (name: string) => `'${name}' 카테고리를 만들었습니다.`,
  categoryName: (n: number) => `${n}번째 카테고리 이름`,
  categoryCounts: (products: number, combinations: number) => `추천 상품 ${products}개 · 조합 ${combinations}개`,
  up: (name: string) => `${name} 위로`,
  down: (name: string) => `${name} 아래로`,
  remove: '삭제',
  removeNamed: (name: string) => `${name} 삭제`,
  saveOrder: '이름·순서 저장',
  orderSaved: '카테고리 이름과 순서를 저장했습니다.',
  confirmDeleteCategory: (c: PartnerCategoryFragment) =>
    c.productCount + c.combinationCount > 0 ? `'${c.name}' 카테고리를 지울까요? 추천 상품 ${c.productCount}개와 조합 ${c.combinationCount}개도 함께 지워집니다.` : `'${c.name}' 카테고리를 지울까요?`,
  categoryDeleted: '카테고리를 지웠습니다.',
  // Recommended products
  recommended: '추천 상품',
  category: '카테고리',
  needCategory: '추천 상품을 등록하려면 먼저 카테고리를 만들어주세요.',
  noRecommended: '이 카테고리에 추천한 상품이 없습니다.',
  addProduct: '추천할 상품',
  comment: '추천 코멘트',
  commentOf: (name: string) => `${name} 추천 코멘트`,
  addRecommended: '추천 상품 추가',
  recommendedAdded: '추천 상품을 추가했습니다.',
  editComment: '코멘트 수정',
  saveComment: '코멘트 저장',
  cancel: '취소',
  commentSaved: '코멘트를 저장했습니다.',
  confirmDeleteProduct: (name: string) => `'${name}' 상품을 추천에서 뺄까요?`,
  productDeleted: '추천에서 뺐습니다.',
  // Combinations
  combinations: '조합',
  combinationsLead: '여러 상품을 할인율로 묶은 세트입니다. 가격은 지금 판매가에서 할인율만큼 뺀 금액으로 정해집니다.',
  noCombinations: '아직 만든 조합이 없습니다.',
  createCombination: '조합 만들기',
  combinationName: '조합 이름',
  combinationCategory: '카테고리 (선택)',
  noCategory: '카테고리 없음',
  discountRate: '할인율 (%)',
  lines: '조합할 상품',
  linesHint: '상품을 검색해 한 줄씩 추가하세요.',
  noLines: '아직 추가한 상품이 없습니다.',
  option: (name: string) => `${name} 옵션`,
  optionNone: '옵션 없음',
  quantity: (name: string) => `${name} 수량`,
  removeLine: (name: string) => `${name} 빼기`,
  register: '조합 등록',
  close: '닫기',
  registered: '조합을 만들었습니다.',
  visible: '보임',
  hidden: '숨김',
  hide: '숨기기',
  show: '보이기',
  statusChanged: (visible: boolean) => (visible ? '조합이 방문자에게 보입니다.' : '조합을 숨겼습니다.'),
  confirmDeleteCombination: (name: string) => `'${name}' 조합을 지울까요?`,
  combinationDeleted: '조합을 지웠습니다.',
  rate: (n: number) => `${n}% 할인`,
  price: (price: number, list: number) => `${won(price)} (정가 ${won(list)})`,
  notPurchasable: '판매하지 않는 상품이 있어 지금은 살 수 없습니다.',
  line: (name: string, quantity: number) => `${name} × ${quantity}`,
};

const REFETCH_ALL = ['PartnerCategories', 'PartnerRecommendedProducts', 'PartnerCombinations'];

/**
 * 상품·조합 (/partner/catalog): the channel's categories (create, rename and reorder together,
 * delete), the products recommended in each with a comment, and combinations (sets at a discount
 * rate, shown or hidden). Limits (how many, how long, which rates) are the server's: a refusal
 * shows its message at the field.
 */
export function Catalog() {
  const { data, loading, error, refetch } = useQuery(PartnerCategoriesDocument);
  if (loading && !data) return <LoadingState />;
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const categories = data?.myChannelCategories ?? [];
  // The editable list starts again whenever the server's list changes (after a save, an add, a delete).
  const signature = categories.map((c) => `${c.id}:${c.name}:${c.position}`).join('|');
  return (
    <div className="stack">
      <Categories key={signature} categories={categories} />
      <Recommended categories={categories} />
      <Combinations categories={categories} />
    </div>
  );
}

function Categories({ categories }: { categories: PartnerCategoryFragment[] }) {
  const { toast, alert, confirm } = useFeedback();
  const [rows, setRows] = useState(categories.map((c) => ({ id: c.id, name: c.name })));
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors<'name'>>(NO_ERRORS);
  const [orderErrors, setOrderErrors] = useState<string | null>(null);
  const [create, creating] = useMutation(PartnerCreateCategoryDocument, { refetchQueries: ['PartnerCategories'] });
  const [change, changing] = useMutation(PartnerChangeCategoriesDocument, { refetchQueries: ['PartnerCategories'] });
  const [remove] = useMutation(PartnerDeleteCategoryDocument, { refetchQueries: REFETCH_ALL });
  const changed = rows.some((row, i) => row.id !== categories[i]?.id || row.name !== categories[i]?.name);

  async function add(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const { data } = await create({ variables: { input: { name: name.trim() } } });
      setName('');
      if (data) toast(TEXT.categoryAdded(data.createChannelCategory.name));
    } catch (error) {
      setErrors(formErrorsOf(error, ['name']));
    }
  }

  const move = (index: number, by: -1 | 1) =>
    setRows((now) => {
      const next = [...now];
      [next[index], next[index + by]] = [next[index + by]!, next[index]!];
      return next;
    });

  async function saveOrder() {
    setOrderErrors(null);
    try {
      await change({ variables: { categories: rows.map((row) => ({ id: row.id, name: row.name.trim() })) } });
      toast(TEXT.orderSaved);
    } catch (error) {
      setOrderErrors(errorMessage(error));
    }
  }

  async function drop(category: PartnerCategoryFragment) {
    if (!(await confirm(TEXT.confirmDeleteCategory(category)))) return;
    try {
      await remove({ variables: { id: category.id } });
      toast(TEXT.categoryDeleted);
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  return (
    <Card title={TEXT.categories}>
      <p className="hint">{TEXT.categoriesLead}</p>
      {rows.length === 0 ? (
        <p className="hint">{TEXT.noCategories}</p>
      ) : (
        <ol className="partner-list">
          {rows.map((row, index) => {
            const category = categories.find((c) => c.id === row.id)!;
            return (
              <li key={row.id} className="partner-category">
                <TextField
                  className="grow"
                  label={TEXT.categoryName(index + 1)}
                  hideLabel
                  value={row.name}
                  hint={TEXT.categoryCounts(category.productCount, category.combinationCount)}
                  onChange={(e) => setRows((now) => now.map((r) => (r.id === row.id ? { ...r, name: e.target.value } : r)))}
                />
                <div className="partner-category__buttons">
                  <Button variant="ghost" size="sm" aria-label={TEXT.up(row.name)} disabled={index === 0} onClick={() => move(index, -1)}>
                    ↑
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={TEXT.down(row.name)} disabled={index === rows.length - 1} onClick={() => move(index, 1)}>
                    ↓
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={TEXT.removeNamed(category.name)} onClick={() => void drop(category)}>
                    {TEXT.remove}
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {orderErrors && (
        <p className="error" role="alert">
          {orderErrors}
        </p>
      )}
      {rows.length > 0 && (
        <Button variant="secondary" disabled={!changed} loading={changing.loading} onClick={() => void saveOrder()}>
          {TEXT.saveOrder}
        </Button>
      )}
      <form className="partner-search" onSubmit={(e) => void add(e)} noValidate>
        <TextField className="grow" label={TEXT.newCategory} value={name} error={errors.fields.name ?? errors.form ?? undefined} onChange={(e) => setName(e.target.value)} />
        <Button type="submit" loading={creating.loading} disabled={name.trim() === ''}>
          {TEXT.addCategory}
        </Button>
      </form>
    </Card>
  );
}

function Recommended({ categories }: { categories: PartnerCategoryFragment[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const categoryId = categories.some((c) => c.id === chosen) ? chosen! : (categories[0]?.id ?? null);
  const { data, loading, error, refetch } = useQuery(PartnerRecommendedProductsDocument, { variables: { categoryId: categoryId ?? '' }, skip: !categoryId });

  return (
    <Card title={TEXT.recommended}>
      {!categoryId ? (
        <p className="hint">{TEXT.needCategory}</p>
      ) : (
        <>
          <Select label={TEXT.category} value={categoryId} onChange={(e) => setChosen(e.target.value)}>
            {categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
          {loading && !data ? (
            <LoadingState />
          ) : error && !data ? (
            <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
          ) : data && data.myChannelProducts.items.length === 0 ? (
            <p className="hint">{TEXT.noRecommended}</p>
          ) : (
            <ol className="partner-list">
              {data?.myChannelProducts.items.map((item) => (
                <RecommendedRow key={item.id} item={item} />
              ))}
            </ol>
          )}
          <AddRecommended key={categoryId} categoryId={categoryId} />
        </>
      )}
    </Card>
  );
}

function RecommendedRow({ item }: { item: PartnerRecommendedFragment }) {
  const { toast, alert, confirm } = useFeedback();
  const [editing, setEditing] = useState(false);
  const [comment, setComment] = useState(item.comment);
  const [error, setError] = useState<string | null>(null);
  const [edit, editState] = useMutation(PartnerEditRecommendedDocument);
  const [remove, removing] = useMutation(PartnerDeleteRecommendedDocument, { refetchQueries: ['PartnerRecommendedProducts', 'PartnerCategories'] });

  async function save() {
    setError(null);
    try {
      await edit({ variables: { input: { id: item.id, comment: comment.trim() } } });
      setEditing(false);
      toast(TEXT.commentSaved);
    } catch (e) {
      setError(formErrorsOf(e, ['comment']).fields.comment ?? errorMessage(e));
    }
  }

  async function drop() {
    if (!(await confirm(TEXT.confirmDeleteProduct(item.product.name)))) return;
    try {
      await remove({ variables: { id: item.id } });
      toast(TEXT.productDeleted);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <li className="partner-recommended">
      <div className="partner-product">
        <img src={item.product.imageUrl} alt="" width={48} height={48} loading="lazy" className="partner-product__image" />
        <span className="partner-product__name">
          {item.product.name}
          <span className="hint partner-product__price">{won(item.product.salePrice)}</span>
        </span>
      </div>
      {editing ? (
        <>
          <TextArea label={TEXT.commentOf(item.product.name)} rows={3} value={comment} error={error ?? undefined} onChange={(e) => setComment(e.target.value)} />
          <div className="row">
            <Button size="sm" loading={editState.loading} onClick={() => void save()}>
              {TEXT.saveComment}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setEditing(false);
                setComment(item.comment);
                setError(null);
              }}
            >
              {TEXT.cancel}
            </Button>
          </div>
        </>
      ) : (
        <>
          {item.comment && <p className="partner-comment">{item.comment}</p>}
          <div className="row">
            <Button size="sm" variant="ghost" onClick={() => setEditing(true)}>
              {TEXT.editComment}
            </Button>
            <Button size="sm" variant="ghost" loading={removing.loading} aria-label={TEXT.removeNamed(item.product.name)} onClick={() => void drop()}>
              {TEXT.remove}
            </Button>
          </div>
        </>
      )}
    </li>
  );
}

function AddRecommended({ categoryId }: { categoryId: string }) {
  const { toast } = useFeedback();
  const [product, setProduct] = useState<PartnerPickedProductFragment | null>(null);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<FormErrors<'productId' | 'comment'>>(NO_ERRORS);
  const [create, { loading }] = useMutation(PartnerCreateRecommendedDocument, { refetchQueries: ['PartnerRecommendedProducts', 'PartnerCategories'] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!product) return;
    setErrors(NO_ERRORS);
    try {
      await create({ variables: { input: { categoryId, productId: product.id, comment: comment.trim() || null } } });
      setProduct(null);
      setComment('');
      toast(TEXT.recommendedAdded);
    } catch (error) {
      setErrors(formErrorsOf(error, ['productId', 'comment']));
    }
  }

  return (
    <form className="stack partner-subform" onSubmit={(e) => void submit(e)} noValidate>
      <ProductPicker label={TEXT.addProduct} value={product} onChange={setProduct} error={errors.fields.productId} />
      {product && <TextArea label={TEXT.comment} rows={3} value={comment} error={errors.fields.comment} onChange={(e) => setComment(e.target.value)} />}
      {errors.form && (
        <p className="error" role="alert">
          {errors.form}
        </p>
      )}
      {product && (
        <Button type="submit" loading={loading}>
          {TEXT.addRecommended}
        </Button>
      )}
    </form>
  );
}

function Combinations({ categories }: { categories: PartnerCategoryFragment[] }) {
  const [creating, setCreating] = useState(false);
  const { data, loading, error, refetch } = useQuery(PartnerCombinationsDocument);
  return (
    <Card
      title={TEXT.combinations}
      actions={
        !creating && (
          <Button size="sm" onClick={() => setCreating(true)}>
            {TEXT.createCombination}
          </Button>
        )
      }
    >
      <p className="hint">{TEXT.combinationsLead}</p>
      {creating && <CombinationForm categories={categories} onClose={() => setCreating(false)} />}
      {loading && !data ? (
        <LoadingState />
      ) : error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : data && data.myChannelCombinations.items.length === 0 ? (
        <EmptyState title={TEXT.noCombinations} />
      ) : (
        <ul className="partner-list">
          {data?.myChannelCombinations.items.map((combination) => (
            <CombinationRow key={combination.id} combination={combination} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function CombinationRow({ combination }: { combination: PartnerCombinationFragment }) {
  const { toast, alert, confirm } = useFeedback();
  const [setStatus, statusState] = useMutation(PartnerSetCombinationStatusDocument);
  const [remove, removing] = useMutation(PartnerDeleteCombinationDocument, { refetchQueries: ['PartnerCombinations', 'PartnerCategories'] });
  const visible = combination.status === 'active';
  const price = combination.price;

  async function toggle() {
    try {
      const { data } = await setStatus({ variables: { id: combination.id, status: visible ? 'hidden' : 'active' } });
      if (data) toast(TEXT.statusChanged(data.setCombinationStatus.status === 'active'));
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  async function drop() {
    if (!(await confirm(TEXT.confirmDeleteCombination(combination.name)))) return;
    try {
      await remove({ variables: { id: combination.id } });
      toast(TEXT.combinationDeleted);
    } catch (error) {
      alert(errorMessage(error));
    }
  }

  return (
    <li className="partner-combination">
      <div className="row between">
        <strong>{combination.name}</strong>
        <Chip active={visible}>{visible ? TEXT.visible : TEXT.hidden}</Chip>
      </div>
      <p className="hint">{[combination.category?.name, TEXT.rate(combination.discountRate)].filter(Boolean).join(' · ')}</p>
      <ul className="partner-lines">
        {combination.lines.map((line) => (
          <li key={line.lineNo}>{TEXT.line(line.product.name, line.quantity)}</li>
        ))}
      </ul>
      {price && (price.purchasable && price.price != null && price.listPrice != null ? <p>{TEXT.price(price.price, price.listPrice)}</p> : <p className="hint">{TEXT.notPurchasable}</p>)}
      <div className="row">
        <Button size="sm" variant="secondary" loading={statusState.loading} onClick={() => void toggle()}>
          {visible ? TEXT.hide : TEXT.show}
        </Button>
        <Button size="sm" variant="ghost" loading={removing.loading} aria-label={TEXT.removeNamed(combination.name)} onClick={() => void drop()}>
          {TEXT.remove}
        </Button>
      </div>
    </li>
  );
}

interface Line {
  product: PartnerPickedProductFragment;
  optionId: string;
  quantity: string;
}

type CombinationField = 'name' | 'categoryId' | 'discountRate' | 'lines';

function CombinationForm({ categories, onClose }: { categories: PartnerCategoryFragment[]; onClose(): void }) {
  const { toast } = useFeedback();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [discountRate, setDiscountRate] = useState('');
  const [lines, setLines] = useState<Line[]>([]);
  const [errors, setErrors] = useState<FormErrors<CombinationField>>(NO_ERRORS);
  const [register, { loading }] = useMutation(PartnerRegisterCombinationDocument, { refetchQueries: ['PartnerCombinations', 'PartnerCategories'] });

  const add = (product: PartnerPickedProductFragment | null) => {
    if (product) setLines((now) => [...now, { product, optionId: product.options[0]?.id ?? '', quantity: '1' }]);
  };
  const update = (index: number, change: Partial<Line>) => setLines((now) => now.map((line, i) => (i === index ? { ...line, ...change } : line)));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await register({
        variables: {
          input: {
            name: name.trim(),
            categoryId: categoryId || null,
            discountRate: numberOrNull(discountRate) ?? 0,
            lines: lines.map((line) => ({ productId: line.product.id, optionId: line.optionId || null, quantity: numberOrNull(line.quantity) ?? 0 })),
          },
        },
      });
      toast(TEXT.registered);
      onClose();
    } catch (error) {
      setErrors(formErrorsOf(error, ['name', 'categoryId', 'discountRate', 'lines']));
    }
  }

  return (
    <form className="stack partner-subform partner-subform--closed" onSubmit={(e) => void submit(e)} noValidate aria-label={TEXT.createCombination}>
      <TextField label={TEXT.combinationName} value={name} error={errors.fields.name} onChange={(e) => setName(e.target.value)} />
      <Select label={TEXT.combinationCategory} value={categoryId} error={errors.fields.categoryId} onChange={(e) => setCategoryId(e.target.value)}>
        <option value="">{TEXT.noCategory}</option>
        {categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </Select>
      <TextField label={TEXT.discountRate} inputMode="numeric" value={discountRate} error={errors.fields.discountRate} onChange={(e) => setDiscountRate(digitsOf(e.target.value))} />
      <fieldset className="ui-choices">
        <legend className="ui-field__label">{TEXT.lines}</legend>
        {lines.length === 0 ? (
          <p className="hint">{TEXT.noLines}</p>
        ) : (
          <ol className="partner-list">
            {lines.map((line, index) => (
              <li key={`${line.product.id}-${index}`} className="partner-line">
                <strong className="partner-line__name">{line.product.name}</strong>
                {line.product.options.length > 0 && (
                  <Select label={TEXT.option(line.product.name)} hideLabel value={line.optionId} onChange={(e) => update(index, { optionId: e.target.value })}>
                    <option value="">{TEXT.optionNone}</option>
                    {line.product.options.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                        {option.extraPrice ? ` (+${won(option.extraPrice)})` : ''}
                      </option>
                    ))}
                  </Select>
                )}
                <TextField
                  className="partner-line__quantity"
                  label={TEXT.quantity(line.product.name)}
                  hideLabel
                  inputMode="numeric"
                  value={line.quantity}
                  onChange={(e) => update(index, { quantity: digitsOf(e.target.value) })}
                />
                <Button size="sm" variant="ghost" aria-label={TEXT.removeLine(line.product.name)} onClick={() => setLines((now) => now.filter((_, i) => i !== index))}>
                  {TEXT.remove}
                </Button>
              </li>
            ))}
          </ol>
        )}
        <ProductPicker label={TEXT.linesHint} value={null} onChange={add} keepOpen />
        {errors.fields.lines && (
          <p className="ui-field__error" role="alert">
            {errors.fields.lines}
          </p>
        )}
      </fieldset>
      <FormActions error={errors.form} submitLabel={TEXT.register} busy={loading} cancelLabel={TEXT.close} onCancel={onClose} />
    </form>
  );
}
