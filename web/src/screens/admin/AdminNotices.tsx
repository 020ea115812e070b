import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { MoreProducts } from '../../components/paging';
import { AddCsEntryDocument, AdminCsEntriesDocument, DeleteCsEntryDocument, EditCsEntryDocument, type AdminCsEntriesQuery } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { koreanDay } from '../../lib/format';
import { Button, EmptyState, ErrorState, FormActions, LoadingState, Tabs, TextArea, TextField } from '../../ui';
import { AdminOnly } from './AdminOnly';
import { ADMIN_PAGE } from './paging';
import './admin.css';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

type Kind = 'notice' | 'faq';
type Entry = AdminCsEntriesQuery['csEntries'][number];

const TEXT = {
  title: '공지사항·자주 묻는 질문',
  tabs: [
    ['notice', '공지사항'],
    ['faq', '자주 묻는 질문'],
  ] as [Kind, string][],
  tabsLabel: '글 종류',
  add: (kind: string) => `${kind} 추가`,
  entryTitle: '제목',
  entryBody: '내용',
  submit: '글 등록',
  added: '글을 등록했습니다.',
  edit: '수정',
  save: '저장',
  cancel: '취소',
  saved: '글을 수정했습니다.',
  remove: '삭제',
  removeAsk: (title: string) => `'${title}' 글을 삭제할까요?`,
  removed: '글을 삭제했습니다.',
  empty: '등록된 글이 없습니다.',
  loadFailed: '글을 불러오지 못했습니다.',
};

/** /admin/notices: the customer-service center's notices and FAQ, added, edited and deleted here. */
export function AdminNotices() {
  const [params, setParams] = useSearchParams();
  const kind = (TEXT.tabs.find(([key]) => key === params.get('tab'))?.[0] ?? 'notice') as Kind;
  const kindLabel = TEXT.tabs.find(([key]) => key === kind)![1];
  return (
    <AdminOnly>
      <div className="stack">
        <section className="card">
          <h1>{TEXT.title}</h1>
          <Tabs label={TEXT.tabsLabel} value={kind} options={TEXT.tabs} onChange={(tab) => setParams({ tab }, { replace: true })} />
          <EntryList key={kind} kind={kind} />
        </section>
        <AddEntry key={kind} kind={kind} label={kindLabel} />
      </div>
    </AdminOnly>
  );
}

type EntryField = 'title' | 'body';
const ENTRY_FIELDS: readonly EntryField[] = ['title', 'body'];

function AddEntry({ kind, label }: { kind: Kind; label: string }) {
  const [add, { loading }] = useMutation(AddCsEntryDocument, { refetchQueries: [AdminCsEntriesDocument] });
  const { toast } = useFeedback();
  const [form, setForm] = useState({ title: '', body: '' });
  const [errors, setErrors] = useState<FormErrors<EntryField>>(NO_ERRORS);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await add({ variables: { kind, ...form } });
      setForm({ title: '', body: '' });
      toast(TEXT.added);
    } catch (e) {
      setErrors(formErrorsOf(e, ENTRY_FIELDS));
    }
  }

  // The server's Korean refusal goes under its field (noValidate: no browser tooltip).
  return (
    <form className="card" onSubmit={submit} noValidate>
      <h2>{TEXT.add(label)}</h2>
      <TextField label={TEXT.entryTitle} maxLength={150} value={form.title} error={errors.fields.title} onChange={(e) => setForm({ ...form, title: e.target.value })} required />
      <TextArea label={TEXT.entryBody} rows={5} value={form.body} error={errors.fields.body} onChange={(e) => setForm({ ...form, body: e.target.value })} required />
      <FormActions error={errors.form} submitLabel={TEXT.submit} busy={loading} />
    </form>
  );
}

function EntryList({ kind }: { kind: Kind }) {
  const { data, loading, error, refetch } = useQuery(AdminCsEntriesDocument, { variables: { kind } });
  // csEntries answers the newest 100 at once: 더보기 shows them a page at a time.
  const [shown, setShown] = useState(ADMIN_PAGE);
  if (error && !data) return <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />;
  if (!data) return loading ? <LoadingState /> : null;
  const entries = data.csEntries;
  if (entries.length === 0) return <EmptyState title={TEXT.empty} />;
  return (
    <>
      <ul className="admin-list" aria-label={TEXT.tabs.find(([key]) => key === kind)![1]}>
        {entries.slice(0, shown).map((entry) => (
          <EntryRow key={entry.id} entry={entry} />
        ))}
      </ul>
      <MoreProducts shown={Math.min(shown, entries.length)} total={entries.length} onMore={async () => setShown(shown + ADMIN_PAGE)} />
    </>
  );
}

function EntryRow({ entry }: { entry: Entry }) {
  const [editing, setEditing] = useState(false);
  const [form, setForm] = useState({ title: entry.title, body: entry.body });
  const [edit, { loading: saving }] = useMutation(EditCsEntryDocument);
  const [remove, { loading: removing }] = useMutation(DeleteCsEntryDocument, { refetchQueries: [AdminCsEntriesDocument] });
  const { toast, alert, confirm } = useFeedback();
  const [errors, setErrors] = useState<FormErrors<EntryField>>(NO_ERRORS);

  async function save(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      await edit({ variables: { id: entry.id, ...form } });
      setEditing(false);
      toast(TEXT.saved);
    } catch (e) {
      setErrors(formErrorsOf(e, ENTRY_FIELDS));
    }
  }

  async function del() {
    if (!(await confirm(TEXT.removeAsk(entry.title)))) return;
    try {
      await remove({ variables: { id: entry.id } });
      toast(TEXT.removed);
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  if (editing) {
    return (
      <li className="card">
        <form className="stack" onSubmit={save} noValidate>
          <TextField label={TEXT.entryTitle} maxLength={150} value={form.title} error={errors.fields.title} onChange={(e) => setForm({ ...form, title: e.target.value })} required />
          <TextArea label={TEXT.entryBody} rows={5} value={form.body} error={errors.fields.body} onChange={(e) => setForm({ ...form, body: e.target.value })} required />
          <FormActions error={errors.form} submitLabel={TEXT.save} busy={saving} cancelLabel={TEXT.cancel} onCancel={() => setEditing(false)} />
        </form>
      </li>
    );
  }
  return (
    <li className="card" data-testid="cs-entry">
      <div className="row between">
        <h2>{entry.title}</h2>
        <span className="hint">{koreanDay(entry.createdAt)}</span>
      </div>
      <p className="admin-list__text">{entry.body}</p>
      <div className="row">
        <Button
          variant="secondary"
          size="sm"
          aria-label={`${entry.title} ${TEXT.edit}`}
          onClick={() => {
            setForm({ title: entry.title, body: entry.body });
            setEditing(true);
          }}
        >
          {TEXT.edit}
        </Button>
        <Button variant="danger" size="sm" loading={removing} aria-label={`${entry.title} ${TEXT.remove}`} onClick={() => void del()}>
          {TEXT.remove}
        </Button>
      </div>
    </li>
  );
}
