import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  AdminCategoryTreeDocument,
  AdminCreateCategoryDocument,
  AdminDeleteCategoryDocument,
  AdminMoveCategoryDocument,
  AdminRenameCategoryDocument,
  type AdminCategoryRowFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Dialog, EmptyState, ErrorState, FormActions, LoadingState, Select, Tabs, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { NO_ERRORS, formErrorsOf, type FormErrors } from '../../lib/form-errors';
import './admin-catalog.css';

type Kind = 'mall' | 'nutrient';
type Row = AdminCategoryRowFragment;
/** What the open form does: a child of `row` (a root when null), or renames or moves `row`. */
type Action = { mode: 'child'; row: Row | null } | { mode: 'rename' | 'move'; row: Row };

const TEXT = {
  title: '카테고리 관리',
  tabsLabel: '카테고리 종류',
  tabs: [
    ['mall', '쇼핑 카테고리'],
    ['nutrient', '영양소 카테고리'],
  ] as [Kind, string][],
  hint: { mall: '쇼핑 카테고리는 2단계까지 만들 수 있습니다.', nutrient: '영양소 카테고리는 한 단계 목록입니다.' },
  addRoot: '최상위 카테고리 추가',
  addChild: '하위 추가',
  rename: '이름 변경',
  move: '옮기기',
  remove: '삭제',
  name: '카테고리 이름',
  parent: '상위 카테고리',
  top: '최상위 (상위 없음)',
  save: { child: '추가', rename: '저장', move: '옮기기' },
  cancel: '취소',
  formTitle: (action: Action) =>
    action.mode === 'child' ? (action.row ? `'${action.row.name}' 아래에 추가` : TEXT.addRoot) : action.mode === 'rename' ? `'${action.row.name}' 이름 변경` : `'${action.row.name}' 옮기기`,
  done: (action: Action, name: string) =>
    action.mode === 'child' ? `${withJosa(name, '을/를')} 추가했습니다.` : action.mode === 'rename' ? `${withJosa(name, '으로/로')} 이름을 바꿨습니다.` : `${withJosa(name, '을/를')} 옮겼습니다.`,
  removeTitle: '카테고리 삭제',
  removeAsk: (name: string) => `'${name}' 카테고리를 삭제할까요? 상품이나 하위 카테고리가 있으면 삭제할 수 없습니다.`,
  removed: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  empty: '카테고리가 없습니다.',
  loadFailed: '카테고리를 불러오지 못했습니다.',
  childrenOf: (name: string) => `${name}의 하위 카테고리`,
};

/** Levels each kind has (the server's rule, shown as which buttons there are). */
const MAX_LEVEL: Record<Kind, number> = { mall: 2, nutrient: 1 };

/** /admin/categories: the shop's category tree (mall and nutrient), added to, renamed, moved and deleted. */
export function AdminCategories() {
  const [params, setParams] = useSearchParams();
  const kind = TEXT.tabs.find(([key]) => key === params.get('tab'))?.[0] ?? 'mall';
  return (
    <AdminOnly>
      <section className="card stack">
        <h1>{TEXT.title}</h1>
        <Tabs label={TEXT.tabsLabel} value={kind} options={TEXT.tabs} onChange={(tab) => setParams({ tab }, { replace: true })} />
        <p className="hint">{TEXT.hint[kind]}</p>
        <CategoryTree key={kind} kind={kind} />
      </section>
    </AdminOnly>
  );
}

export function CategoryTree({ kind }: { kind: Kind }) {
  const { data, loading, error, refetch } = useQuery(AdminCategoryTreeDocument, { variables: { kind } });
  const [action, setAction] = useState<Action | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const [remove] = useMutation(AdminDeleteCategoryDocument, { refetchQueries: [AdminCategoryTreeDocument] });
  const { toast, alert } = useFeedback();
  if (error && !data) return <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;

  const rows = data.adminCategories;
  const roots = rows.filter((row) => !row.parentId);
  const childrenOf = (id: string) => rows.filter((row) => row.parentId === id);

  async function confirmDelete(row: Row) {
    setDeleting(null);
    try {
      await remove({ variables: { id: row.id } });
      toast(TEXT.removed(row.name));
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  const form = (row: Row | null) => (action && action.row?.id === row?.id ? <CategoryForm action={action} kind={kind} roots={roots} onClose={() => setAction(null)} /> : null);

  const item = (row: Row) => {
    const children = childrenOf(row.id);
    return (
      <li key={row.id} className="card" data-testid="category">
        <div className="row between">
          <p className="category-tree__name">{row.name}</p>
          <div className="row">
            {row.level < MAX_LEVEL[kind] && (
              <Button variant="secondary" size="sm" aria-label={`${row.name} ${TEXT.addChild}`} onClick={() => setAction({ mode: 'child', row })}>
                {TEXT.addChild}
              </Button>
            )}
            <Button variant="secondary" size="sm" aria-label={`${row.name} ${TEXT.rename}`} onClick={() => setAction({ mode: 'rename', row })}>
              {TEXT.rename}
            </Button>
            {MAX_LEVEL[kind] > 1 && (
              <Button variant="secondary" size="sm" aria-label={`${row.name} ${TEXT.move}`} onClick={() => setAction({ mode: 'move', row })}>
                {TEXT.move}
              </Button>
            )}
            <Button variant="danger" size="sm" aria-label={`${row.name} ${TEXT.remove}`} onClick={() => setDeleting(row)}>
              {TEXT.remove}
            </Button>
          </div>
        </div>
        {form(row)}
        {children.length > 0 && (
          <ul className="category-tree" aria-label={TEXT.childrenOf(row.name)}>
            {children.map(item)}
          </ul>
        )}
      </li>
    );
  };

  return (
    <div className="stack">
      <div>
        <Button size="sm" onClick={() => setAction({ mode: 'child', row: null })}>
          {TEXT.addRoot}
        </Button>
      </div>
      {form(null)}
      {roots.length === 0 ? (
        <EmptyState title={TEXT.empty} />
      ) : (
        <ul className="category-tree" aria-label={TEXT.tabs.find(([key]) => key === kind)![1]}>
          {roots.map(item)}
        </ul>
      )}
      {deleting && (
        <Dialog title={TEXT.removeTitle} danger confirmLabel={TEXT.remove} onConfirm={() => void confirmDelete(deleting)} onCancel={() => setDeleting(null)}>
          {TEXT.removeAsk(deleting.name)}
        </Dialog>
      )}
    </div>
  );
}

/** Adds, renames or moves one category; the server's refusal is shown under the field it names. */
function CategoryForm({ action, kind, roots, onClose }: { action: Action; kind: Kind; roots: Row[]; onClose(): void }) {
  const refetchQueries = [AdminCategoryTreeDocument];
  const [create, creating] = useMutation(AdminCreateCategoryDocument, { refetchQueries });
  const [rename, renaming] = useMutation(AdminRenameCategoryDocument, { refetchQueries });
  const [move, moving] = useMutation(AdminMoveCategoryDocument, { refetchQueries });
  const { toast } = useFeedback();
  const [name, setName] = useState(action.mode === 'rename' ? action.row.name : '');
  const [parentId, setParentId] = useState(action.mode === 'move' ? (action.row.parentId ?? '') : '');
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      if (action.mode === 'child') await create({ variables: { input: { name, kind, parentId: action.row?.id ?? null } } });
      else if (action.mode === 'rename') await rename({ variables: { id: action.row.id, name } });
      else await move({ variables: { id: action.row.id, parentId: parentId || null } });
      toast(TEXT.done(action, action.mode === 'move' ? action.row.name : name.trim()));
      onClose();
    } catch (e) {
      setErrors(formErrorsOf(e, ['name', 'parentId']));
    }
  }

  // A refusal naming the field this form does not show (a move meeting a sibling's name, a parent too deep).
  const formLevel = errors.form ?? (action.mode === 'move' ? errors.fields.name : errors.fields.parentId);
  // A category moves under a root of its kind other than itself (the server refuses the rest).
  const parents = action.mode === 'move' ? roots.filter((root) => root.id !== action.row.id) : [];
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={TEXT.formTitle(action)}>
      <h2>{TEXT.formTitle(action)}</h2>
      {action.mode === 'move' ? (
        <Select label={TEXT.parent} value={parentId} error={errors.fields.parentId} onChange={(e) => setParentId(e.target.value)}>
          <option value="">{TEXT.top}</option>
          {parents.map((root) => (
            <option key={root.id} value={root.id}>
              {root.name}
            </option>
          ))}
        </Select>
      ) : (
        <TextField label={TEXT.name} value={name} maxLength={40} error={errors.fields.name} onChange={(e) => setName(e.target.value)} autoFocus />
      )}
      <FormActions size="sm" error={formLevel} submitLabel={TEXT.save[action.mode]} busy={creating.loading || renaming.loading || moving.loading} cancelLabel={TEXT.cancel} onCancel={onClose} />
    </form>
  );
}
