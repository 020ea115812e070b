import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import {
  AdminContentCategoriesDocument,
  AdminContentListDocument,
  AdminCreateContentDocument,
  AdminDeleteContentDocument,
  AdminEditContentDocument,
  AdminSetContentStatusDocument,
  type AdminContentRowFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { withJosa } from '../../lib/korean';
import { Button, FormActions, Chip, Dialog, EmptyState, ErrorState, LoadingState, Select, Tabs, TextArea, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { ADMIN_PAGE } from '../admin/paging';
import { AdminHomeContent } from './AdminHomeContent';
import { NO_ERRORS, formErrorsOf, type FormErrors } from '../../lib/form-errors';
import './admin-catalog.css';

type Row = AdminContentRowFragment;
type Status = 'draft' | 'published';
type Filter = 'all' | Status;

const TEXT = {
  title: '콘텐츠 관리',
  sectionsLabel: '관리할 콘텐츠',
  sections: [
    ['posts', '콘텐츠 글'],
    ['home', '홈 화면 (배너·아이콘·기획전)'],
  ] as ['posts' | 'home', string][],
  tabsLabel: '공개 상태',
  tabs: [
    ['all', '전체'],
    ['draft', '임시 저장'],
    ['published', '공개'],
  ] as [Filter, string][],
  status: { draft: '임시 저장', published: '공개' } as Record<string, string>,
  add: '새 콘텐츠',
  formNew: '새 콘텐츠 작성',
  formEdit: (title: string) => `'${title}' 수정`,
  fieldTitle: '제목',
  fieldCategory: '카테고리',
  fieldBody: '본문',
  fieldStatus: '공개 상태',
  chooseCategory: '카테고리를 선택해주세요',
  create: '등록',
  save: '저장',
  cancel: '취소',
  created: (title: string) => `${withJosa(title, '을/를')} 등록했습니다.`,
  saved: (title: string) => `${withJosa(title, '을/를')} 수정했습니다.`,
  edit: '수정',
  publish: '공개하기',
  unpublish: '임시 저장으로',
  statusChanged: (title: string, status: string) => `${withJosa(title, '을/를')} ${TEXT.status[status]} 상태로 바꿨습니다.`,
  remove: '삭제',
  removeTitle: '콘텐츠 삭제',
  removeAsk: (title: string) => `'${title}' 콘텐츠를 삭제할까요? 되돌릴 수 없습니다.`,
  removed: (title: string) => `${withJosa(title, '을/를')} 삭제했습니다.`,
  empty: '콘텐츠가 없습니다.',
  loadFailed: '콘텐츠를 불러오지 못했습니다.',
};

/**
 * /admin/content: content pages, blog posts and comments of the day by status, written and deleted
 * here; and (?section=home) the home page's banners, category icons and 기획전.
 */
export function AdminContent() {
  const [params, setParams] = useSearchParams();
  const section = params.get('section') === 'home' ? 'home' : 'posts';
  const filter = TEXT.tabs.find(([key]) => key === params.get('status'))?.[0] ?? 'all';
  // The form edits one row or writes a new one (null); undefined: closed.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  return (
    <AdminOnly>
      <div className="stack">
        <Tabs label={TEXT.sectionsLabel} value={section} options={TEXT.sections} onChange={(next) => setParams(next === 'home' ? { section: next } : {}, { replace: true })} />
        {section === 'home' ? (
          <AdminHomeContent />
        ) : (
          <>
            {editing !== undefined && <ContentForm key={editing?.id ?? 'new'} content={editing} onClose={() => setEditing(undefined)} />}
            <section className="card stack">
              <div className="row between">
                <h1>{TEXT.title}</h1>
                <Button size="sm" onClick={() => setEditing(null)}>
                  {TEXT.add}
                </Button>
              </div>
              <Tabs label={TEXT.tabsLabel} value={filter} options={TEXT.tabs} onChange={(status) => setParams({ status }, { replace: true })} />
              <ContentList key={filter} status={filter === 'all' ? null : filter} onEdit={setEditing} />
            </section>
          </>
        )}
      </div>
    </AdminOnly>
  );
}

/** The categories an admin writes into (the form's select); each listed content carries its own category's title. */
function useWritableCategories() {
  const { data } = useQuery(AdminContentCategoriesDocument);
  return data?.contentAdminCategories ?? [];
}

function ContentList({ status, onEdit }: { status: Status | null; onEdit(row: Row): void }) {
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminContentListDocument, { variables: { status, offset: 0, limit: ADMIN_PAGE } });
  const [deleting, setDeleting] = useState<Row | null>(null);
  const refetchQueries = [AdminContentListDocument];
  const [remove] = useMutation(AdminDeleteContentDocument, { refetchQueries });
  const [setStatus] = useMutation(AdminSetContentStatusDocument, { refetchQueries });
  const { toast, alert } = useFeedback();
  if (error && !data) return <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;
  const { items, total } = data.contentAdminList;
  if (items.length === 0) return <EmptyState title={TEXT.empty} />;

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      toast(done);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <>
      <ul className="admin-list" aria-label={TEXT.title}>
        {items.map((row) => {
          const next: Status = row.status === 'published' ? 'draft' : 'published';
          return (
            <li key={row.id} className="card stack" data-testid="content">
              <div className="row between">
                <h2 className="category-tree__name">{row.title}</h2>
                <Chip active={row.status === 'published'}>{TEXT.status[row.status] ?? row.status}</Chip>
              </div>
              <p className="hint">
                {row.categoryTitle} · {koreanDay(row.publishedAt)}
              </p>
              <div className="row">
                <Button variant="secondary" size="sm" aria-label={`${row.title} ${TEXT.edit}`} onClick={() => onEdit(row)}>
                  {TEXT.edit}
                </Button>
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={`${row.title} ${next === 'published' ? TEXT.publish : TEXT.unpublish}`}
                  onClick={() => void run(() => setStatus({ variables: { id: row.id, status: next } }), TEXT.statusChanged(row.title, next))}
                >
                  {next === 'published' ? TEXT.publish : TEXT.unpublish}
                </Button>
                <Button variant="danger" size="sm" aria-label={`${row.title} ${TEXT.remove}`} onClick={() => setDeleting(row)}>
                  {TEXT.remove}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <MoreProducts shown={items.length} total={total} onMore={() => fetchMore({ variables: { offset: items.length } })} />
      {deleting && (
        <Dialog
          title={TEXT.removeTitle}
          danger
          confirmLabel={TEXT.remove}
          onCancel={() => setDeleting(null)}
          onConfirm={() => {
            setDeleting(null);
            void run(() => remove({ variables: { id: deleting.id } }), TEXT.removed(deleting.title));
          }}
        >
          {TEXT.removeAsk(deleting.title)}
        </Dialog>
      )}
    </>
  );
}

const FIELDS = ['title', 'categoryCode', 'body', 'status'] as const;

/** Writes a new content (content null) or edits one; each refusal is shown under its field. */
export function ContentForm({ content, onClose }: { content: Row | null; onClose(): void }) {
  const categories = useWritableCategories();
  const refetchQueries = [AdminContentListDocument];
  const [create, creating] = useMutation(AdminCreateContentDocument, { refetchQueries });
  const [edit, saving] = useMutation(AdminEditContentDocument, { refetchQueries });
  const { toast } = useFeedback();
  const [form, setForm] = useState({
    title: content?.title ?? '',
    categoryCode: content?.categoryCode ?? '',
    body: content?.body ?? '',
    status: (content?.status ?? 'draft') as string,
  });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const set = (field: keyof typeof form) => (e: { target: { value: string } }) => setForm({ ...form, [field]: e.target.value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    const input = { ...form, summary: content?.summary ?? null };
    try {
      if (content) await edit({ variables: { id: content.id, input } });
      else await create({ variables: { input } });
      toast((content ? TEXT.saved : TEXT.created)(form.title.trim()));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e, FIELDS));
    }
  }

  const heading = content ? TEXT.formEdit(content.title) : TEXT.formNew;
  return (
    <form className="card stack" onSubmit={submit} noValidate aria-label={heading}>
      <h2>{heading}</h2>
      <TextField label={TEXT.fieldTitle} value={form.title} maxLength={150} error={errors.fields.title} onChange={set('title')} autoFocus />
      <Select label={TEXT.fieldCategory} value={form.categoryCode} error={errors.fields.categoryCode} onChange={set('categoryCode')}>
        <option value="">{TEXT.chooseCategory}</option>
        {categories.map((c) => (
          <option key={c.code} value={c.code}>
            {c.title}
          </option>
        ))}
      </Select>
      <TextArea label={TEXT.fieldBody} rows={10} value={form.body} error={errors.fields.body} onChange={set('body')} />
      <Select label={TEXT.fieldStatus} value={form.status} error={errors.fields.status} onChange={set('status')}>
        <option value="draft">{TEXT.status.draft}</option>
        <option value="published">{TEXT.status.published}</option>
      </Select>
      <FormActions error={errors.form} submitLabel={content ? TEXT.save : TEXT.create} busy={creating.loading || saving.loading} cancelLabel={TEXT.cancel} onCancel={onClose} />
    </form>
  );
}
