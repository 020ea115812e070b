import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { AdminTermsRulesDocument, AdminTermsVersionsDocument, PublishTermsVersionDocument, type AdminTermsRulesQuery, type TermsKind } from '../../gql/graphql';
import { Card, FormActions, Checkbox, Chip, DateField, Dialog, EmptyState, ErrorState, LoadingState, Select, TextArea, TextField } from '../../ui';
import { AdminOnly } from '../admin/AdminOnly';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';
import { withJosa } from '../../lib/korean';
import { koreanLongDate } from '../legal/legal-dates';
import './admin-terms.css';

type Rule = AdminTermsRulesQuery['termsPublishingRules'][number];
type NoticeRule = Rule['normal'];

/** The inputs a refusal may name; any other (kind, disadvantageous) is shown for the whole form. */
const FIELDS = ['title', 'summary', 'body', 'effectiveOn'] as const;

const TEXT = {
  back: '관리자',
  title: '약관·방침 관리',
  intro: '새 버전을 공개하면 시행일에 바뀌고, 개정 안내가 공지사항에 함께 올라갑니다. 공개한 버전은 고칠 수 없습니다.',
  kind: '문서 종류',
  loadFailed: '약관·방침 정보를 불러오지 못했습니다.',
  versions: '버전',
  versionsFailed: '버전 목록을 불러오지 못했습니다.',
  versionsEmpty: '공개된 버전이 없습니다.',
  version: (n: number) => `${n}번째 버전`,
  effective: (date: string) => `${koreanLongDate(date)} 시행`,
  inEffect: '시행 중',
  scheduled: '시행 예정',
  past: '지난 버전',
  disadvantageousMark: '불리한 변경',
  newVersion: '새 버전 공개',
  basedOn: (n: number) => `본문은 ${n}번째 버전을 바탕으로 채워 두었습니다. 바뀌는 부분만 고쳐주세요.`,
  entryTitle: '제목',
  entryTitleHint: (kindTitle: string) => `비워 두면 제목을 ${withJosa(kindTitle, '으로/로')} 공개합니다.`,
  summary: '바뀐 내용 요약',
  summaryHint: '공지사항에 그대로 실립니다.',
  body: '본문 (Markdown)',
  bodyHint: '{{businessName}} 같은 자리표시자는 그대로 두면 사업자 정보로 채워집니다.',
  disadvantageous: '회원에게 불리한 변경',
  disadvantageousHint: '혜택이 줄거나 의무가 늘어나는 변경입니다. 더 일찍 알려야 합니다.',
  effectiveOn: '시행일',
  noticeHint: (disadvantageous: boolean, rule: NoticeRule, latest: Rule['latest']) =>
    rule.limitedByLatest && latest
      ? `${latest.version}번째 버전이 ${koreanLongDate(latest.effectiveOn)}에 시행되므로 ${koreanLongDate(rule.earliestEffectiveOn)}부터 정할 수 있습니다.`
      : `${disadvantageous ? '불리한 변경은' : '약관 변경은'} ${rule.noticeDays}일 전에 알려야 합니다 (${koreanLongDate(rule.earliestEffectiveOn)}부터)`,
  submit: '공개하기',
  confirmTitle: '공지사항이 함께 올라갑니다',
  confirmBody: (kindTitle: string, effectiveOn: string, disadvantageous: boolean) =>
    `${kindTitle} 새 버전을 ${koreanLongDate(effectiveOn)} 시행으로 공개하고, 개정 안내를 공지사항에 올립니다.${disadvantageous ? ' 회원에게 불리한 변경으로 안내합니다.' : ''} 공개한 버전은 고칠 수 없습니다.`,
  confirm: '공개',
  published: (version: number) => `${version}번째 버전을 공개했습니다. 공지사항에 개정 안내를 올렸습니다.`,
};

/** /admin/terms: the legal texts' versions, and a new version published with its notice (the notice period comes from the server). */
export function AdminTerms() {
  return (
    <AdminOnly>
      <Desk />
    </AdminOnly>
  );
}

function Desk() {
  const [params, setParams] = useSearchParams();
  const { data, error, refetch } = useQuery(AdminTermsRulesDocument, { fetchPolicy: 'cache-and-network' });
  const rules = data?.termsPublishingRules;
  const rule = rules?.find((r) => r.kind === params.get('kind')) ?? rules?.[0];
  return (
    <div className="stack">
      <Link to="/admin">{TEXT.back}</Link>
      <h1>{TEXT.title}</h1>
      <p className="hint">{TEXT.intro}</p>
      {error && !data && <ErrorState message={TEXT.loadFailed} onRetry={() => void refetch()} />}
      {!rules && !error && <LoadingState />}
      {rules && rule && (
        <>
          <Select label={TEXT.kind} value={rule.kind} onChange={(e) => setParams({ kind: e.target.value }, { replace: true })}>
            {rules.map((r) => (
              <option key={r.kind} value={r.kind}>
                {r.title}
              </option>
            ))}
          </Select>
          <Versions kind={rule.kind} />
          {/* A new form for each kind and after each publication (the body starts from the newest text). */}
          <PublishForm key={`${rule.kind}:${rule.latest?.id ?? ''}`} rule={rule} />
        </>
      )}
    </div>
  );
}

function Versions({ kind }: { kind: TermsKind }) {
  const { data, error, refetch } = useQuery(AdminTermsVersionsDocument, { variables: { kind } });
  const versions = data?.termsVersions;
  // Newest first: the first one in effect is the current version, the ones before it are past.
  const current = versions?.find((v) => v.inEffect)?.id;
  return (
    <Card title={TEXT.versions}>
      {error && !data ? (
        <ErrorState message={TEXT.versionsFailed} onRetry={() => void refetch()} />
      ) : !versions ? (
        <LoadingState lines={2} />
      ) : versions.length === 0 ? (
        <EmptyState title={TEXT.versionsEmpty} />
      ) : (
        <ul className="admin-terms__versions" aria-label={TEXT.versions}>
          {versions.map((v) => {
            const badge = !v.inEffect ? TEXT.scheduled : v.id === current ? TEXT.inEffect : TEXT.past;
            return (
              <li key={v.id} className="admin-terms__version">
                <p className="admin-terms__version-head">
                  <strong>{TEXT.version(v.version)}</strong> <Chip active={badge !== TEXT.past}>{badge}</Chip>
                  {v.disadvantageous && <Chip>{TEXT.disadvantageousMark}</Chip>}
                </p>
                <p>
                  {v.title} · {TEXT.effective(v.effectiveOn)}
                </p>
                {v.summary && <p className="hint admin-terms__summary">{v.summary}</p>}
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}

function PublishForm({ rule }: { rule: Rule }) {
  const { toast } = useFeedback();
  const [form, setForm] = useState({ title: '', summary: '', body: rule.latestSource ?? '', effectiveOn: '', disadvantageous: false });
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [asking, setAsking] = useState(false);
  const [publish, { loading }] = useMutation(PublishTermsVersionDocument, { refetchQueries: [AdminTermsVersionsDocument, AdminTermsRulesDocument], awaitRefetchQueries: true });
  const notice = form.disadvantageous ? rule.disadvantageous : rule.normal;

  function ask(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    setAsking(true);
  }

  async function send() {
    setAsking(false);
    try {
      const { data } = await publish({
        variables: {
          input: { kind: rule.kind, title: form.title.trim() || null, summary: form.summary, body: form.body, effectiveOn: form.effectiveOn, disadvantageous: form.disadvantageous },
        },
      });
      if (data) toast(TEXT.published(data.publishTermsVersion.version));
    } catch (e) {
      setErrors(formErrorsOf(e, FIELDS));
    }
  }

  return (
    <Card title={TEXT.newVersion}>
      <form className="admin-terms__form" aria-label={TEXT.newVersion} onSubmit={ask} noValidate>
        {rule.latest && <p className="hint">{TEXT.basedOn(rule.latest.version)}</p>}
        <TextField
          label={TEXT.entryTitle}
          name="title"
          maxLength={100}
          placeholder={rule.title}
          hint={TEXT.entryTitleHint(rule.title)}
          error={errors.fields.title}
          value={form.title}
          onChange={(e) => setForm({ ...form, title: e.target.value })}
        />
        <TextArea
          label={TEXT.summary}
          name="summary"
          rows={3}
          maxLength={2000}
          hint={TEXT.summaryHint}
          error={errors.fields.summary}
          value={form.summary}
          onChange={(e) => setForm({ ...form, summary: e.target.value })}
          required
        />
        <TextArea label={TEXT.body} name="body" rows={14} hint={TEXT.bodyHint} error={errors.fields.body} value={form.body} onChange={(e) => setForm({ ...form, body: e.target.value })} required />
        <Checkbox
          label={TEXT.disadvantageous}
          hint={TEXT.disadvantageousHint}
          name="disadvantageous"
          checked={form.disadvantageous}
          onChange={(e) => setForm({ ...form, disadvantageous: e.target.checked })}
        />
        <DateField
          label={TEXT.effectiveOn}
          name="effectiveOn"
          min={notice.earliestEffectiveOn}
          hint={TEXT.noticeHint(form.disadvantageous, notice, rule.latest)}
          error={errors.fields.effectiveOn}
          value={form.effectiveOn}
          onChange={(effectiveOn) => setForm({ ...form, effectiveOn })}
          required
        />
        <FormActions error={errors.form} submitLabel={TEXT.submit} busy={loading} disabled={!form.effectiveOn} />
      </form>
      {asking && (
        <Dialog title={TEXT.confirmTitle} confirmLabel={TEXT.confirm} onConfirm={() => void send()} onCancel={() => setAsking(false)}>
          <p>{TEXT.confirmBody(form.title.trim() || rule.title, form.effectiveOn, form.disadvantageous)}</p>
        </Dialog>
      )}
    </Card>
  );
}
