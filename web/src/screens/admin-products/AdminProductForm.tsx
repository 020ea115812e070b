import { useRef, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useNavigate, useParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  AdminAddProductOptionDocument,
  AdminCreateProductDocument,
  AdminProductChoicesDocument,
  AdminProductDocument,
  AdminRemoveProductOptionDocument,
  AdminUpdateProductDocument,
  AdminUpdateProductOptionDocument,
  AdminUploadProductImageDocument,
  type AdminProductFieldsFragment,
  type UpdateProductInput,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Card, Dialog, ErrorState, FilePicker, LoadingState, Select, TextArea, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { attemptKeys } from '../checkout/payment-flow';
import { preparePhoto } from '../reviews/review-photos';
import { FORMULATION, PRODUCT_STATUS, wholeNumber, wholeNumberError } from './product-text';
import { errorsByPath } from '../../lib/form-errors';
import './admin-products.css';

type Product = AdminProductFieldsFragment;
type Errors = { fields: Record<string, string>; form: string | null };
const NONE: Errors = { fields: {}, form: null };

const TEXT = {
  newTitle: '새 상품 등록',
  editTitle: '상품 수정',
  back: '상품 목록',
  basics: '상품 정보',
  name: '상품 이름',
  brand: '브랜드',
  category: '카테고리',
  seller: '판매자',
  choose: (what: string) => `${withJosa(what, '을/를')} 선택해주세요`,
  price: '정가 (원)',
  salePrice: '판매가 (원)',
  salePriceHint: '정가보다 낮으면 할인율이 표시됩니다.',
  formulation: '제형',
  status: '판매 상태',
  statusHint: '품절: 상품은 보이지만 살 수 없습니다. 숨김: 쇼핑몰에 보이지 않습니다.',
  description: '상품 설명',
  keywords: '검색 키워드',
  keywordsHint: '띄어쓰기로 구분 (예: 비타민 면역)',
  options: '옵션과 재고',
  optionName: '옵션 이름',
  extraPrice: '추가 금액 (원)',
  stock: '재고 (개)',
  addRow: '옵션 줄 추가',
  removeRow: '이 옵션 빼기',
  create: '등록',
  save: '저장',
  saved: '상품 정보를 저장했습니다.',
  created: (name: string) => `${withJosa(name, '을/를')} 등록했습니다.`,
  images: '이미지',
  mainImage: '대표 이미지',
  upload: '이미지 올리기',
  uploaded: '이미지를 올렸습니다.',
  makeMain: '대표 이미지로',
  isMain: '대표 이미지',
  mainSet: '대표 이미지를 바꿨습니다.',
  optionSave: '저장',
  optionSaved: (name: string) => `${withJosa(name, '을/를')} 저장했습니다.`,
  optionRemove: '삭제',
  optionRemoveAsk: (name: string) => `'${name}' 옵션을 삭제할까요? 주문된 옵션은 삭제할 수 없습니다.`,
  optionRemoved: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  optionAdd: '옵션 추가',
  optionAdded: (name: string) => `${withJosa(name, '을/를')} 추가했습니다.`,
  notFound: '상품을 찾을 수 없습니다.',
};

interface Basics {
  name: string;
  brandId: string;
  categoryId: string;
  sellerId: string;
  price: string;
  salePrice: string;
  formulation: string;
  status: string;
  description: string;
  keywords: string;
}
interface OptionRow {
  name: string;
  extraPrice: string;
  stock: string;
}

const EMPTY: Basics = { name: '', brandId: '', categoryId: '', sellerId: '', price: '', salePrice: '', formulation: 'pill', status: 'on_sale', description: '', keywords: '' };
const basicsOf = (p: Product): Basics => ({
  name: p.name,
  brandId: p.brand.id,
  categoryId: p.category.id,
  sellerId: p.seller.id,
  price: String(p.price),
  salePrice: String(p.salePrice),
  formulation: p.formulation,
  status: p.status,
  description: p.description ?? '',
  keywords: p.keywords ?? '',
});

/** The form's values as the server's input, or the fields that are not numbers (checked before sending). */
function inputOf(b: Basics): { input: UpdateProductInput; bad: Record<string, string> } {
  const price = wholeNumber(b.price);
  const salePrice = wholeNumber(b.salePrice);
  const bad: Record<string, string> = {};
  const priceError = wholeNumberError('정가', b.price);
  const salePriceError = wholeNumberError('판매가', b.salePrice);
  if (priceError) bad.price = priceError;
  if (salePriceError) bad.salePrice = salePriceError;
  return {
    input: {
      name: b.name,
      brandId: b.brandId,
      categoryId: b.categoryId,
      sellerId: b.sellerId,
      price: price ?? 0,
      salePrice: salePrice ?? 0,
      formulation: b.formulation,
      status: b.status,
      description: b.description,
      keywords: b.keywords,
    },
    bad,
  };
}

/** /admin/products/new: a product with its first options; an Idempotency-Key per attempt, so a double tap creates one. */
export function AdminProductNew() {
  return (
    <AdminOnly>
      <NewProduct />
    </AdminOnly>
  );
}

/** /admin/products/:id: the product's information, images and options, each saved on its own. */
export function AdminProductEdit() {
  return (
    <AdminOnly>
      <EditProduct />
    </AdminOnly>
  );
}

function NewProduct() {
  const navigate = useNavigate();
  const { toast } = useFeedback();
  const [basics, setBasics] = useState<Basics>(EMPTY);
  const [rows, setRows] = useState<OptionRow[]>([{ name: '기본', extraPrice: '0', stock: '' }]);
  const [errors, setErrors] = useState<Errors>(NONE);
  // No refetch of the product list: it is another route, never shown beside this form, and asks the
  // server again whenever it is shown (cache-and-network). Refetching it by name from here only warned.
  const [create, { loading }] = useMutation(AdminCreateProductDocument);
  const keyFor = useRef(attemptKeys(() => `product-${crypto.randomUUID()}`)).current;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, bad } = inputOf(basics);
    const options = rows.map((row, i) => {
      const extraPrice = wholeNumber(row.extraPrice || '0');
      const stock = wholeNumber(row.stock);
      if (extraPrice === null) bad[`options.${i}.extraPrice`] = wholeNumberError('추가 금액', row.extraPrice)!;
      if (stock === null) bad[`options.${i}.stock`] = wholeNumberError('재고', row.stock)!;
      return { name: row.name, extraPrice: extraPrice ?? 0, stock: stock ?? 0 };
    });
    if (Object.keys(bad).length) return setErrors({ fields: bad, form: null });
    setErrors(NONE);
    const full = { ...input, options };
    try {
      const result = await create({ variables: { input: full }, context: { headers: { 'idempotency-key': keyFor(JSON.stringify(full)) } } });
      const made = result.data?.createProduct;
      if (made) {
        toast(TEXT.created(made.name));
        navigate(`/admin/products/${made.id}`, { replace: true });
      }
    } catch (e) {
      setErrors(errorsByPath(e));
    }
  }

  const setRow = (i: number, field: keyof OptionRow) => (value: string) => setRows((all) => all.map((row, j) => (j === i ? { ...row, [field]: value } : row)));
  return (
    <section className="stack admin-product">
      <p>
        <Link to="/admin/products">← {TEXT.back}</Link>
      </p>
      <h1>{TEXT.newTitle}</h1>
      <form className="stack" aria-label={TEXT.newTitle} noValidate onSubmit={(e) => void submit(e)}>
        <BasicsFields values={basics} errors={errors.fields} onChange={setBasics} />
        <Card title={TEXT.options}>
          <ul className="admin-product__options">
            {rows.map((row, i) => (
              <li key={i} className="admin-product__option" data-testid="option-row">
                <TextField label={TEXT.optionName} value={row.name} error={errors.fields[`options.${i}.name`]} onChange={(e) => setRow(i, 'name')(e.target.value)} />
                <TextField
                  label={TEXT.extraPrice}
                  inputMode="numeric"
                  value={row.extraPrice}
                  error={errors.fields[`options.${i}.extraPrice`]}
                  onChange={(e) => setRow(i, 'extraPrice')(e.target.value)}
                />
                <TextField label={TEXT.stock} inputMode="numeric" value={row.stock} error={errors.fields[`options.${i}.stock`]} onChange={(e) => setRow(i, 'stock')(e.target.value)} />
                {rows.length > 1 && (
                  <Button variant="secondary" size="sm" onClick={() => setRows((all) => all.filter((_, j) => j !== i))}>
                    {TEXT.removeRow}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          {errors.fields.options && (
            <p className="ui-field__error" role="alert">
              {errors.fields.options}
            </p>
          )}
          <Button variant="secondary" size="sm" onClick={() => setRows((all) => [...all, { name: '', extraPrice: '0', stock: '' }])}>
            {TEXT.addRow}
          </Button>
        </Card>
        {errors.form && (
          <p className="ui-field__error" role="alert">
            {errors.form}
          </p>
        )}
        <Button type="submit" block loading={loading}>
          {TEXT.create}
        </Button>
      </form>
    </section>
  );
}

function EditProduct() {
  const { id = '' } = useParams();
  const { data, error, loading, refetch } = useQuery(AdminProductDocument, { variables: { id, fileOwner: id }, fetchPolicy: 'cache-and-network' });
  if (error && !data) return <ErrorState message={errorMessage(error) || TEXT.notFound} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : <ErrorState message={TEXT.notFound} />;
  const product = data.adminProduct;
  return (
    <section className="stack admin-product">
      <p>
        <Link to="/admin/products">← {TEXT.back}</Link>
      </p>
      <h1>{TEXT.editTitle}</h1>
      <ProductInfo key={product.id} product={product} />
      <Images product={product} files={data.files} />
      <Options product={product} />
    </section>
  );
}

function ProductInfo({ product }: { product: Product }) {
  const { toast } = useFeedback();
  const [basics, setBasics] = useState<Basics>(() => basicsOf(product));
  const [errors, setErrors] = useState<Errors>(NONE);
  const [update, { loading }] = useMutation(AdminUpdateProductDocument);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const { input, bad } = inputOf(basics);
    if (Object.keys(bad).length) return setErrors({ fields: bad, form: null });
    setErrors(NONE);
    try {
      await update({ variables: { id: product.id, input } });
      toast(TEXT.saved);
    } catch (e) {
      setErrors(errorsByPath(e));
    }
  }
  return (
    <form className="stack" aria-label={TEXT.basics} noValidate onSubmit={(e) => void submit(e)}>
      <BasicsFields values={basics} errors={errors.fields} onChange={setBasics} />
      {errors.form && (
        <p className="ui-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <Button type="submit" block loading={loading}>
        {TEXT.save}
      </Button>
    </form>
  );
}

function BasicsFields({ values, errors, onChange }: { values: Basics; errors: Record<string, string>; onChange(next: Basics): void }) {
  const choices = useQuery(AdminProductChoicesDocument);
  const set = (field: keyof Basics) => (value: string) => onChange({ ...values, [field]: value });
  const categories = choices.data?.adminCategories ?? [];
  const nameOf = (id: string | null | undefined) => categories.find((c) => c.id === id)?.name;
  return (
    <Card title={TEXT.basics}>
      <div className="admin-product__grid">
        <TextField label={TEXT.name} name="name" maxLength={120} value={values.name} error={errors.name} onChange={(e) => set('name')(e.target.value)} className="admin-product__wide" />
        <Select label={TEXT.brand} name="brandId" value={values.brandId} error={errors.brandId} onChange={(e) => set('brandId')(e.target.value)}>
          <option value="">{TEXT.choose(TEXT.brand)}</option>
          {(choices.data?.brands ?? []).map((b) => (
            <option key={b.id} value={b.id}>
              {b.name}
            </option>
          ))}
        </Select>
        <Select label={TEXT.category} name="categoryId" value={values.categoryId} error={errors.categoryId} onChange={(e) => set('categoryId')(e.target.value)}>
          <option value="">{TEXT.choose(TEXT.category)}</option>
          {categories.map((c) => (
            <option key={c.id} value={c.id}>
              {c.parentId ? `${nameOf(c.parentId) ?? ''} > ${c.name}` : c.name}
            </option>
          ))}
        </Select>
        <Select label={TEXT.seller} name="sellerId" value={values.sellerId} error={errors.sellerId} onChange={(e) => set('sellerId')(e.target.value)}>
          <option value="">{TEXT.choose(TEXT.seller)}</option>
          {(choices.data?.adminSellers ?? []).map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </Select>
        <TextField label={TEXT.price} name="price" inputMode="numeric" value={values.price} error={errors.price} onChange={(e) => set('price')(e.target.value)} />
        <TextField
          label={TEXT.salePrice}
          name="salePrice"
          inputMode="numeric"
          hint={TEXT.salePriceHint}
          value={values.salePrice}
          error={errors.salePrice}
          onChange={(e) => set('salePrice')(e.target.value)}
        />
        <Select label={TEXT.formulation} name="formulation" value={values.formulation} error={errors.formulation} onChange={(e) => set('formulation')(e.target.value)}>
          {Object.entries(FORMULATION).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <Select label={TEXT.status} name="status" hint={TEXT.statusHint} value={values.status} error={errors.status} onChange={(e) => set('status')(e.target.value)}>
          {Object.entries(PRODUCT_STATUS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <TextArea
          label={TEXT.description}
          name="description"
          maxLength={2000}
          value={values.description}
          error={errors.description}
          onChange={(e) => set('description')(e.target.value)}
          className="admin-product__wide"
        />
        <TextField
          label={TEXT.keywords}
          name="keywords"
          maxLength={300}
          hint={TEXT.keywordsHint}
          value={values.keywords}
          error={errors.keywords}
          onChange={(e) => set('keywords')(e.target.value)}
          className="admin-product__wide"
        />
      </div>
    </Card>
  );
}

type StoredFile = { id: string; fileName: string; contentType: string; url: string };

function Images({ product, files }: { product: Product; files: StoredFile[] }) {
  const { toast, alert } = useFeedback();
  const [upload, uploading] = useMutation(AdminUploadProductImageDocument, { refetchQueries: [AdminProductDocument] });
  const [update, updating] = useMutation(AdminUpdateProductDocument);
  const [error, setError] = useState<string | null>(null);
  const images = files.filter((f) => f.contentType.startsWith('image/'));

  async function choose(file: File | undefined) {
    if (!file) return;
    setError(null);
    try {
      const photo = await preparePhoto(file);
      await upload({ variables: { input: { ownerType: 'product', ownerId: product.id, fileName: photo.fileName, contentBase64: photo.contentBase64 } } });
      toast(TEXT.uploaded);
    } catch (e) {
      setError(errorsByPath(e).fields.contentBase64 ?? errorMessage(e));
    }
  }
  async function makeMain(file: StoredFile) {
    try {
      await update({ variables: { id: product.id, input: { ...inputOf(basicsOf(product)).input, imageFileId: file.id } } });
      toast(TEXT.mainSet);
    } catch (e) {
      alert(errorMessage(e));
    }
  }
  return (
    <Card title={TEXT.images}>
      <figure className="admin-product__main">
        <img src={product.imageUrl} alt={`${product.name} ${TEXT.mainImage}`} width={120} height={120} />
        <figcaption className="hint">{TEXT.mainImage}</figcaption>
      </figure>
      {images.length > 0 && (
        <ul className="admin-product__images">
          {images.map((f) => (
            <li key={f.id}>
              <img src={f.url} alt={f.fileName} width={80} height={80} loading="lazy" />
              {f.url === product.imageUrl ? (
                <span className="hint">{TEXT.isMain}</span>
              ) : (
                <Button variant="secondary" size="sm" loading={updating.loading} aria-label={`${f.fileName} ${TEXT.makeMain}`} onClick={() => void makeMain(f)}>
                  {TEXT.makeMain}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <FilePicker label={TEXT.upload} accept="image/jpeg,image/png,image/webp,image/gif" disabled={uploading.loading} error={error} onFile={(file) => void choose(file)} />
    </Card>
  );
}

function Options({ product }: { product: Product }) {
  return (
    <Card title={TEXT.options}>
      <ul className="admin-product__options">
        {product.options.map((option) => (
          <OptionForm key={option.id} productId={product.id} option={option} removable={product.options.length > 1} />
        ))}
      </ul>
      <OptionForm productId={product.id} option={null} removable={false} />
    </Card>
  );
}

function OptionForm({ productId, option, removable }: { productId: string; option: Product['options'][number] | null; removable: boolean }) {
  const { toast, alert } = useFeedback();
  const blank: OptionRow = { name: '', extraPrice: '0', stock: '' };
  const [row, setRow] = useState<OptionRow>(option ? { name: option.name, extraPrice: String(option.extraPrice), stock: String(option.stock) } : blank);
  const [errors, setErrors] = useState<Errors>(NONE);
  const [asking, setAsking] = useState(false);
  const refetchQueries = [AdminProductDocument];
  const [add, adding] = useMutation(AdminAddProductOptionDocument, { refetchQueries });
  const [save, saving] = useMutation(AdminUpdateProductOptionDocument, { refetchQueries });
  const [remove] = useMutation(AdminRemoveProductOptionDocument, { refetchQueries });
  const keyFor = useRef(attemptKeys(() => `option-${crypto.randomUUID()}`)).current;
  const set = (field: keyof OptionRow) => (value: string) => setRow((r) => ({ ...r, [field]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    const extraPrice = wholeNumber(row.extraPrice || '0');
    const stock = wholeNumber(row.stock);
    const bad: Record<string, string> = {};
    if (extraPrice === null) bad.extraPrice = wholeNumberError('추가 금액', row.extraPrice)!;
    if (stock === null) bad.stock = wholeNumberError('재고', row.stock)!;
    if (Object.keys(bad).length) return setErrors({ fields: bad, form: null });
    setErrors(NONE);
    const input = { name: row.name, extraPrice: extraPrice ?? 0, stock: stock ?? 0 };
    try {
      if (option) {
        await save({ variables: { id: option.id, input } });
        toast(TEXT.optionSaved(input.name));
      } else {
        await add({ variables: { productId, input }, context: { headers: { 'idempotency-key': keyFor(JSON.stringify(input)) } } });
        toast(TEXT.optionAdded(input.name));
        setRow(blank);
      }
    } catch (e) {
      const refused = errorsByPath(e);
      // The product's option limit names the product, not a field of this form.
      setErrors(refused.fields.productId ? { fields: {}, form: refused.fields.productId } : refused);
    }
  }
  async function confirmRemove() {
    setAsking(false);
    if (!option) return;
    try {
      await remove({ variables: { id: option.id } });
      toast(TEXT.optionRemoved(option.name));
    } catch (e) {
      alert(errorMessage(e));
    }
  }
  const title = option ? option.name : TEXT.optionAdd;
  const form = (
    <form className="admin-product__option" aria-label={title} noValidate onSubmit={(e) => void submit(e)} data-testid={option ? 'option' : 'option-new'}>
      <TextField label={TEXT.optionName} value={row.name} error={errors.fields.name} onChange={(e) => set('name')(e.target.value)} />
      <TextField label={TEXT.extraPrice} inputMode="numeric" value={row.extraPrice} error={errors.fields.extraPrice} onChange={(e) => set('extraPrice')(e.target.value)} />
      <TextField label={TEXT.stock} inputMode="numeric" value={row.stock} error={errors.fields.stock} onChange={(e) => set('stock')(e.target.value)} />
      {errors.form && (
        <p className="ui-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="row">
        <Button type="submit" size="sm" loading={adding.loading || saving.loading}>
          {option ? TEXT.optionSave : TEXT.optionAdd}
        </Button>
        {option && removable && (
          <Button variant="danger" size="sm" onClick={() => setAsking(true)}>
            {TEXT.optionRemove}
          </Button>
        )}
      </div>
      {asking && option && (
        <Dialog title={TEXT.optionRemove} danger confirmLabel={TEXT.optionRemove} onConfirm={() => void confirmRemove()} onCancel={() => setAsking(false)}>
          <p>{TEXT.optionRemoveAsk(option.name)}</p>
        </Dialog>
      )}
    </form>
  );
  return option ? <li>{form}</li> : form;
}
