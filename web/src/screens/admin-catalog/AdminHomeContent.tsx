import { useState, type FormEvent, type ReactNode } from 'react';
import { useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import {
  AdminCreateBannerDocument,
  AdminCreateExhibitionDocument,
  AdminCreateHomeIconDocument,
  AdminDeleteBannerDocument,
  AdminDeleteExhibitionDocument,
  AdminDeleteHomeIconDocument,
  AdminEditBannerDocument,
  AdminEditExhibitionDocument,
  AdminEditHomeIconDocument,
  AdminExhibitionProductSearchDocument,
  AdminExhibitionProductsDocument,
  AdminHomeContentDocument,
  AdminSetExhibitionProductsDocument,
  UploadPhotoDocument,
  type AdminBannerRowFragment,
  type AdminExhibitionRowFragment,
  type AdminHomeContentQuery,
  type AdminHomeIconRowFragment,
  type HomeIconKey,
} from '../../gql/graphql';
import { useFeedback } from '../../components/Feedback';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { withJosa } from '../../lib/korean';
import { Button, FormActions, Checkbox, Chip, Dialog, ErrorState, FilePicker, LoadingState, Select, TextArea, TextField, icons } from '../../ui';
import { NO_ERRORS, formErrorsOf, type FormErrors } from '../../lib/form-errors';
import '../home/home.css';
import './admin-catalog.css';

const TEXT = {
  banners: '배너',
  bannersLead: '홈 캐러셀(mall)과 상단 띠(top)의 배너입니다. 기간 안의 배너만 보입니다.',
  icons: '홈 카테고리 아이콘',
  iconsLead: '홈 화면의 카테고리 바로가기입니다. 위치 1~10번에 하나씩 둡니다.',
  exhibitions: '기획전',
  exhibitionsLead: '고른 상품을 정한 순서로 보여주는 페이지입니다. 공개하면 기간 동안 홈에 보입니다.',
  add: '추가',
  edit: '수정',
  remove: '삭제',
  save: '저장',
  cancel: '취소',
  placement: '위치',
  placements: { mall: '홈 캐러셀', top: '상단 띠' } as Record<string, string>,
  title: '제목',
  link: '링크 (/로 시작하는 주소 또는 https://)',
  startsAt: '시작',
  endsAt: '종료 (비우면 계속)',
  sortOrder: '순서 (작을수록 먼저)',
  image: '이미지',
  removeImage: '이미지 빼기',
  noImage: '이미지 없음 (제목만)',
  slot: '위치',
  slotOption: (n: number) => `${n}번`,
  label: '이름',
  icon: '아이콘',
  iconNames: {
    vitamin: '비타민',
    mineral: '미네랄',
    gut: '장 건강',
    omega: '오메가3',
    eye: '눈',
    ginseng: '홍삼',
    protein: '단백질',
    beauty: '뷰티',
    liver: '간',
    energy: '활력',
    family: '가족',
    heart: '심혈관',
  } satisfies Record<HomeIconKey, string>,
  category: '카테고리',
  chooseCategory: '카테고리를 고르세요',
  summary: '소개',
  status: '상태',
  statuses: { draft: '준비 중', published: '공개' } as Record<string, string>,
  period: (from: string, to: string | null) => `${koreanDay(from)} ~ ${to ? koreanDay(to) : '계속'}`,
  products: '상품',
  productCount: (n: number) => `상품 ${n}개`,
  editProducts: '상품 편집',
  search: '상품 검색',
  searchGo: '검색',
  addProduct: '넣기',
  up: '위로',
  down: '아래로',
  take: '빼기',
  saveProducts: '상품 순서 저장',
  productsSaved: (title: string) => `${title}의 상품을 저장했습니다.`,
  empty: '아직 없습니다.',
  saved: (name: string) => `${withJosa(name, '을/를')} 저장했습니다.`,
  removed: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  removeAsk: (name: string) => `'${name}' 항목을 삭제할까요? 되돌릴 수 없습니다.`,
  loadFailed: '홈 화면 콘텐츠를 불러오지 못했습니다.',
};

type Data = AdminHomeContentQuery;
const refetchQueries = [AdminHomeContentDocument];

/** `datetime-local` value (the browser's local time, Korea for the shop's admins) of an ISO time, and back. */
const localInput = (iso: string | null | undefined) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};
const isoOf = (local: string) => (local ? new Date(local).toISOString() : null);

/** When a banner or a 기획전 shows, and in which order: the form's values and what the server takes. */
interface Schedule {
  startsAt: string;
  endsAt: string;
  sortOrder: string;
}
const scheduleForm = (item: { startsAt?: string | null; endsAt?: string | null; sortOrder?: number } | null): Schedule => ({
  startsAt: localInput(item?.startsAt ?? new Date().toISOString()),
  endsAt: localInput(item?.endsAt),
  sortOrder: String(item?.sortOrder ?? 0),
});
const scheduleInput = (form: Schedule) => ({
  // An empty start is now.
  startsAt: isoOf(form.startsAt) ?? new Date().toISOString(),
  endsAt: isoOf(form.endsAt),
  sortOrder: Number(form.sortOrder) || 0,
});

function ScheduleFields({ form, set, errors }: { form: Schedule; set(field: keyof Schedule): (e: { target: { value: string } }) => void; errors: FormErrors }) {
  return (
    <>
      <TextField label={TEXT.startsAt} name="startsAt" type="datetime-local" value={form.startsAt} onChange={set('startsAt')} error={errors.fields.startsAt} />
      <TextField label={TEXT.endsAt} name="endsAt" type="datetime-local" value={form.endsAt} onChange={set('endsAt')} error={errors.fields.endsAt} />
      <TextField label={TEXT.sortOrder} name="sortOrder" type="number" inputMode="numeric" value={form.sortOrder} onChange={set('sortOrder')} error={errors.fields.sortOrder} />
    </>
  );
}

/** The end of every form of this screen: the refusal not tied to a field, 저장 and 취소. */
function FormEnd({ errors, busy, onClose }: { errors: FormErrors; busy: boolean; onClose(): void }) {
  return <FormActions error={errors.form} submitLabel={TEXT.save} busy={busy} cancelLabel={TEXT.cancel} onCancel={onClose} />;
}

function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** An image picked for a banner: uploaded at once as a content image, its file id kept for the save. */
function ImageField({ label, name, current, error, onFileId }: { label: string; name: string; current: string | null; error?: string; onFileId(id: string | null): void }) {
  const [upload, { loading }] = useMutation(UploadPhotoDocument);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | null>(null);
  async function pick(file: File | undefined) {
    setProblem(null);
    if (!file) return onFileId(null);
    try {
      const { data } = await upload({ variables: { input: { ownerType: 'content', ownerId: 'home', fileName: file.name, contentBase64: await base64Of(file) } } });
      if (data) {
        setChosen(data.uploadFile.url);
        onFileId(data.uploadFile.id);
      }
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }
  const shown = chosen ?? current;
  return (
    <div className="stack">
      <FilePicker label={label} name={name} accept="image/jpeg,image/png,image/webp,image/gif" disabled={loading} error={problem ?? error} onFile={(file) => void pick(file)} />
      {shown ? <img className="admin-home__preview" src={shown} alt="" /> : <p className="hint">{TEXT.noImage}</p>}
    </div>
  );
}

/** A row's actions and its delete question in the design system's dialog. */
function RowActions({ name, onEdit, onRemove, children }: { name: string; onEdit(): void; onRemove(): Promise<unknown>; children?: ReactNode }) {
  const [asking, setAsking] = useState(false);
  const { toast, alert } = useFeedback();
  return (
    <div className="row wrap">
      <Button variant="secondary" size="sm" aria-label={`${name} ${TEXT.edit}`} onClick={onEdit}>
        {TEXT.edit}
      </Button>
      {children}
      <Button variant="danger" size="sm" aria-label={`${name} ${TEXT.remove}`} onClick={() => setAsking(true)}>
        {TEXT.remove}
      </Button>
      {asking && (
        <Dialog
          title={TEXT.remove}
          danger
          confirmLabel={TEXT.remove}
          onCancel={() => setAsking(false)}
          onConfirm={() => {
            setAsking(false);
            onRemove().then(
              () => toast(TEXT.removed(name)),
              (e: unknown) => alert(errorMessage(e)),
            );
          }}
        >
          {TEXT.removeAsk(name)}
        </Dialog>
      )}
    </div>
  );
}

/** 콘텐츠 관리 → 홈 화면: the banners, the category icons and the 기획전 of the home page. */
export function AdminHomeContent() {
  const { data, loading, error, refetch } = useQuery(AdminHomeContentDocument);
  if (error && !data) return <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;
  return (
    <div className="stack">
      <BannersAdmin data={data} />
      <IconsAdmin data={data} />
      <ExhibitionsAdmin data={data} />
    </div>
  );
}

// Banners ---------------------------------------------------------------------------------------

const BANNER_FIELDS = ['placement', 'title', 'linkUrl', 'startsAt', 'endsAt', 'sortOrder', 'imageFileId'] as const;

function BannersAdmin({ data }: { data: Data }) {
  const [editing, setEditing] = useState<AdminBannerRowFragment | null | undefined>(undefined);
  const [remove] = useMutation(AdminDeleteBannerDocument, { refetchQueries });
  return (
    <section className="card stack" aria-labelledby="admin-banners" data-testid="admin-banners">
      <div className="row between">
        <h2 id="admin-banners">{TEXT.banners}</h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          {`${TEXT.banners} ${TEXT.add}`}
        </Button>
      </div>
      <p className="hint">{TEXT.bannersLead}</p>
      {editing !== undefined && <BannerForm key={editing?.id ?? 'new'} banner={editing} onClose={() => setEditing(undefined)} />}
      {data.adminBanners.length === 0 && <p className="hint">{TEXT.empty}</p>}
      <ul className="admin-list">
        {data.adminBanners.map((banner) => (
          <li key={banner.id} className="stack admin-home__row">
            <div className="row between wrap">
              <strong>{banner.title}</strong>
              <Chip>{TEXT.placements[banner.placement] ?? banner.placement}</Chip>
            </div>
            <p className="hint">
              {TEXT.period(banner.startsAt, banner.endsAt)} · {banner.linkUrl ?? '-'}
            </p>
            <RowActions name={banner.title} onEdit={() => setEditing(banner)} onRemove={() => remove({ variables: { id: banner.id } })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function BannerForm({ banner, onClose }: { banner: AdminBannerRowFragment | null; onClose(): void }) {
  const [create, creating] = useMutation(AdminCreateBannerDocument, { refetchQueries });
  const [edit, saving] = useMutation(AdminEditBannerDocument, { refetchQueries });
  // One key per new banner form: a double tap or a retry of the same form creates one banner.
  const [key] = useState(() => `banner-${crypto.randomUUID()}`);
  const { toast } = useFeedback();
  const [form, setForm] = useState({
    placement: banner?.placement ?? 'mall',
    title: banner?.title ?? '',
    linkUrl: banner?.linkUrl ?? '',
    ...scheduleForm(banner),
  });
  const [imageFileId, setImageFileId] = useState<string | null>(null);
  const [removeImage, setRemoveImage] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      placement: form.placement,
      title: form.title,
      linkUrl: form.linkUrl || null,
      ...scheduleInput(form),
      imageFileId,
      removeImage: removeImage && !imageFileId,
    };
    try {
      if (banner) await edit({ variables: { id: banner.id, input } });
      else await create({ variables: { input }, context: { headers: { 'idempotency-key': key } } });
      toast(TEXT.saved(form.title.trim()));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e, BANNER_FIELDS));
    }
  }

  return (
    <form className="stack admin-home__form" onSubmit={submit} aria-label={banner ? `${banner.title} ${TEXT.edit}` : `${TEXT.banners} ${TEXT.add}`}>
      <Select label={TEXT.placement} name="placement" value={form.placement} onChange={set('placement')} error={errors.fields.placement}>
        {Object.entries(TEXT.placements).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <TextField label={TEXT.title} name="title" value={form.title} onChange={set('title')} error={errors.fields.title} />
      <TextField label={TEXT.link} name="linkUrl" value={form.linkUrl} onChange={set('linkUrl')} error={errors.fields.linkUrl} />
      <ScheduleFields form={form} set={set} errors={errors} />
      <ImageField label={TEXT.image} name="bannerImage" current={removeImage ? null : (banner?.imageUrl ?? null)} error={errors.fields.imageFileId} onFileId={setImageFileId} />
      {banner?.imageUrl && <Checkbox label={TEXT.removeImage} checked={removeImage} onChange={(e) => setRemoveImage(e.target.checked)} />}
      <FormEnd errors={errors} busy={creating.loading || saving.loading} onClose={onClose} />
    </form>
  );
}

// Category icons --------------------------------------------------------------------------------

const ICON_FIELDS = ['slot', 'label', 'iconKey', 'categoryId'] as const;

function IconsAdmin({ data }: { data: Data }) {
  const [editing, setEditing] = useState<AdminHomeIconRowFragment | null | undefined>(undefined);
  const [remove] = useMutation(AdminDeleteHomeIconDocument, { refetchQueries });
  const categoryName = (id: string) => data.categories.find((c) => c.id === id)?.name ?? id;
  return (
    <section className="card stack" aria-labelledby="admin-icons" data-testid="admin-icons">
      <div className="row between">
        <h2 id="admin-icons">{TEXT.icons}</h2>
        <Button size="sm" disabled={data.homeCategoryIcons.length >= 10} onClick={() => setEditing(null)}>
          {`${TEXT.icon} ${TEXT.add}`}
        </Button>
      </div>
      <p className="hint">{TEXT.iconsLead}</p>
      {editing !== undefined && <IconForm key={editing?.id ?? 'new'} icon={editing} data={data} onClose={() => setEditing(undefined)} />}
      {data.homeCategoryIcons.length === 0 && <p className="hint">{TEXT.empty}</p>}
      <ul className="admin-list">
        {data.homeCategoryIcons.map((icon) => (
          <li key={icon.id} className="row between wrap admin-home__row">
            <span className="row">
              <span className="home-icons__icon" aria-hidden="true">
                <icons.CategoryIcon name={icon.iconKey} />
              </span>
              <span>
                <strong>{`${TEXT.slotOption(icon.slot)} ${icon.label}`}</strong>
                <span className="hint"> · {categoryName(icon.categoryId)}</span>
              </span>
            </span>
            <RowActions name={icon.label} onEdit={() => setEditing(icon)} onRemove={() => remove({ variables: { id: icon.id } })} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function IconForm({ icon, data, onClose }: { icon: AdminHomeIconRowFragment | null; data: Data; onClose(): void }) {
  const [create, creating] = useMutation(AdminCreateHomeIconDocument, { refetchQueries });
  const [edit, saving] = useMutation(AdminEditHomeIconDocument, { refetchQueries });
  const [key] = useState(() => `home-icon-${crypto.randomUUID()}`);
  const { toast } = useFeedback();
  const taken = new Set(data.homeCategoryIcons.filter((i) => i.id !== icon?.id).map((i) => i.slot));
  const firstFree = Array.from({ length: 10 }, (_, i) => i + 1).find((n) => !taken.has(n)) ?? 1;
  const [form, setForm] = useState({ slot: String(icon?.slot ?? firstFree), label: icon?.label ?? '', iconKey: (icon?.iconKey ?? 'vitamin') as HomeIconKey, categoryId: icon?.categoryId ?? '' });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { slot: Number(form.slot), label: form.label, iconKey: form.iconKey, categoryId: form.categoryId };
    try {
      if (icon) await edit({ variables: { id: icon.id, input } });
      else await create({ variables: { input }, context: { headers: { 'idempotency-key': key } } });
      toast(TEXT.saved(form.label.trim()));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e, ICON_FIELDS));
    }
  }

  return (
    <form className="stack admin-home__form" onSubmit={submit} aria-label={icon ? `${icon.label} ${TEXT.edit}` : `${TEXT.icon} ${TEXT.add}`}>
      <Select label={TEXT.slot} name="slot" value={form.slot} onChange={(e) => setForm({ ...form, slot: e.target.value })} error={errors.fields.slot}>
        {Array.from({ length: 10 }, (_, i) => i + 1).map((n) => (
          <option key={n} value={n} disabled={taken.has(n)}>
            {TEXT.slotOption(n)}
          </option>
        ))}
      </Select>
      <TextField label={TEXT.label} name="label" maxLength={12} value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} error={errors.fields.label} />
      <div className="row">
        <Select label={TEXT.icon} name="iconKey" value={form.iconKey} onChange={(e) => setForm({ ...form, iconKey: e.target.value as HomeIconKey })} error={errors.fields.iconKey}>
          {Object.entries(TEXT.iconNames).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </Select>
        <span className="home-icons__icon" aria-hidden="true">
          <icons.CategoryIcon name={form.iconKey} />
        </span>
      </div>
      <Select label={TEXT.category} name="categoryId" value={form.categoryId} onChange={(e) => setForm({ ...form, categoryId: e.target.value })} error={errors.fields.categoryId}>
        <option value="">{TEXT.chooseCategory}</option>
        {data.categories.map((c) => (
          <option key={c.id} value={c.id}>
            {c.parentId ? `└ ${c.name}` : c.name}
          </option>
        ))}
      </Select>
      <FormEnd errors={errors} busy={creating.loading || saving.loading} onClose={onClose} />
    </form>
  );
}

// Exhibitions -----------------------------------------------------------------------------------

const EXHIBITION_FIELDS = ['title', 'summary', 'status', 'startsAt', 'endsAt', 'sortOrder', 'bannerFileId'] as const;

function ExhibitionsAdmin({ data }: { data: Data }) {
  const [editing, setEditing] = useState<AdminExhibitionRowFragment | null | undefined>(undefined);
  const [products, setProducts] = useState<AdminExhibitionRowFragment | null>(null);
  const [remove] = useMutation(AdminDeleteExhibitionDocument, { refetchQueries });
  return (
    <section className="card stack" aria-labelledby="admin-exhibitions" data-testid="admin-exhibitions">
      <div className="row between">
        <h2 id="admin-exhibitions">{TEXT.exhibitions}</h2>
        <Button size="sm" onClick={() => setEditing(null)}>
          {`${TEXT.exhibitions} ${TEXT.add}`}
        </Button>
      </div>
      <p className="hint">{TEXT.exhibitionsLead}</p>
      {editing !== undefined && <ExhibitionForm key={editing?.id ?? 'new'} exhibition={editing} onClose={() => setEditing(undefined)} />}
      {data.adminExhibitions.length === 0 && <p className="hint">{TEXT.empty}</p>}
      <ul className="admin-list">
        {data.adminExhibitions.map((exhibition) => (
          <li key={exhibition.id} className="stack admin-home__row">
            <div className="row between wrap">
              <strong>{exhibition.title}</strong>
              <Chip active={exhibition.status === 'published'}>{TEXT.statuses[exhibition.status] ?? exhibition.status}</Chip>
            </div>
            <p className="hint">
              {TEXT.period(exhibition.startsAt, exhibition.endsAt)} · {TEXT.productCount(exhibition.productIds.length)}
            </p>
            <RowActions name={exhibition.title} onEdit={() => setEditing(exhibition)} onRemove={() => remove({ variables: { id: exhibition.id } })}>
              <Button variant="secondary" size="sm" aria-label={`${exhibition.title} ${TEXT.editProducts}`} onClick={() => setProducts(exhibition)}>
                {TEXT.editProducts}
              </Button>
            </RowActions>
            {products?.id === exhibition.id && <ExhibitionProducts key={exhibition.id} exhibition={exhibition} onClose={() => setProducts(null)} />}
          </li>
        ))}
      </ul>
    </section>
  );
}

function ExhibitionForm({ exhibition, onClose }: { exhibition: AdminExhibitionRowFragment | null; onClose(): void }) {
  const [create, creating] = useMutation(AdminCreateExhibitionDocument, { refetchQueries });
  const [edit, saving] = useMutation(AdminEditExhibitionDocument, { refetchQueries });
  const [key] = useState(() => `exhibition-${crypto.randomUUID()}`);
  const { toast } = useFeedback();
  const [form, setForm] = useState({
    title: exhibition?.title ?? '',
    summary: exhibition?.summary ?? '',
    status: exhibition?.status ?? 'draft',
    ...scheduleForm(exhibition),
  });
  const [bannerFileId, setBannerFileId] = useState<string | null>(null);
  const [removeBanner, setRemoveBanner] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = {
      title: form.title,
      summary: form.summary || null,
      status: form.status as AdminExhibitionRowFragment['status'],
      ...scheduleInput(form),
      bannerFileId,
      removeBanner: removeBanner && !bannerFileId,
    };
    try {
      if (exhibition) await edit({ variables: { id: exhibition.id, input } });
      else await create({ variables: { input }, context: { headers: { 'idempotency-key': key } } });
      toast(TEXT.saved(form.title.trim()));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e, EXHIBITION_FIELDS));
    }
  }

  return (
    <form className="stack admin-home__form" onSubmit={submit} aria-label={exhibition ? `${exhibition.title} ${TEXT.edit}` : `${TEXT.exhibitions} ${TEXT.add}`}>
      <TextField label={TEXT.title} name="title" value={form.title} onChange={set('title')} error={errors.fields.title} />
      <TextArea label={TEXT.summary} name="summary" rows={2} value={form.summary} onChange={set('summary')} error={errors.fields.summary} />
      <Select label={TEXT.status} name="status" value={form.status} onChange={set('status')} error={errors.fields.status}>
        {Object.entries(TEXT.statuses).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </Select>
      <ScheduleFields form={form} set={set} errors={errors} />
      <ImageField label={TEXT.image} name="exhibitionBanner" current={removeBanner ? null : (exhibition?.bannerImageUrl ?? null)} error={errors.fields.bannerFileId} onFileId={setBannerFileId} />
      {exhibition?.bannerImageUrl && <Checkbox label={TEXT.removeImage} checked={removeBanner} onChange={(e) => setRemoveBanner(e.target.checked)} />}
      <FormEnd errors={errors} busy={creating.loading || saving.loading} onClose={onClose} />
    </form>
  );
}

/** The exhibition's products in order: search to add, move up and down, take out, then save the list. */
function ExhibitionProducts({ exhibition, onClose }: { exhibition: AdminExhibitionRowFragment; onClose(): void }) {
  const [ids, setIds] = useState<string[]>(exhibition.productIds);
  const known = useQuery(AdminExhibitionProductsDocument, { variables: { ids: exhibition.productIds }, skip: exhibition.productIds.length === 0 });
  const [names, setNames] = useState<Record<string, string>>({});
  const nameOf = (id: string) => names[id] ?? known.data?.productsByIds.find((p) => p.id === id)?.name ?? `#${id}`;
  const [query, setQuery] = useState('');
  const [search, found] = useLazyQuery(AdminExhibitionProductSearchDocument);
  const [save, saving] = useMutation(AdminSetExhibitionProductsDocument, { refetchQueries });
  const { toast } = useFeedback();
  const [problem, setProblem] = useState<string | null>(null);
  const move = (index: number, by: number) => {
    const next = [...ids];
    const [id] = next.splice(index, 1);
    next.splice(index + by, 0, id!);
    setIds(next);
  };

  async function submit() {
    setProblem(null);
    try {
      await save({ variables: { id: exhibition.id, productIds: ids } });
      toast(TEXT.productsSaved(exhibition.title));
      onClose();
    } catch (e) {
      setProblem(errorMessage(e));
    }
  }

  return (
    <div className="stack admin-home__form" data-testid="exhibition-products">
      <h3>{`${exhibition.title} ${TEXT.products}`}</h3>
      <ol className="admin-home__products">
        {ids.map((id, index) => (
          <li key={id} className="row between wrap">
            <span>{nameOf(id)}</span>
            <span className="row">
              <Button variant="ghost" size="sm" aria-label={`${nameOf(id)} ${TEXT.up}`} disabled={index === 0} onClick={() => move(index, -1)}>
                ↑
              </Button>
              <Button variant="ghost" size="sm" aria-label={`${nameOf(id)} ${TEXT.down}`} disabled={index === ids.length - 1} onClick={() => move(index, 1)}>
                ↓
              </Button>
              <Button variant="secondary" size="sm" aria-label={`${nameOf(id)} ${TEXT.take}`} onClick={() => setIds(ids.filter((x) => x !== id))}>
                {TEXT.take}
              </Button>
            </span>
          </li>
        ))}
      </ol>
      <form
        className="row"
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          if (query.trim()) void search({ variables: { query: query.trim() } });
        }}
      >
        <TextField label={TEXT.search} name="exhibitionProductQuery" value={query} onChange={(e) => setQuery(e.target.value)} />
        <Button type="submit" variant="secondary" size="sm">
          {TEXT.searchGo}
        </Button>
      </form>
      {found.data && (
        <ul className="admin-home__products">
          {found.data.searchProducts.items.map((product) => (
            <li key={product.id} className="row between wrap">
              <span>{product.name}</span>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`${product.name} ${TEXT.addProduct}`}
                disabled={ids.includes(product.id)}
                onClick={() => {
                  setNames({ ...names, [product.id]: product.name });
                  setIds([...ids, product.id]);
                }}
              >
                {TEXT.addProduct}
              </Button>
            </li>
          ))}
        </ul>
      )}
      {problem && <p className="error">{problem}</p>}
      <div className="row">
        <Button disabled={saving.loading} onClick={() => void submit()}>
          {TEXT.saveProducts}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          {TEXT.cancel}
        </Button>
      </div>
    </div>
  );
}
