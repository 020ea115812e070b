import { useCallback, useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  AdminRecommendChoicesDocument,
  AdminRecommendDefaultListsDocument,
  AdminRecommendQuestionnaireDocument,
  AdminRecommendSetupDocument,
  AdminRecommendUpdateChoiceDocument,
  AdminRecommendUpdateQuestionDocument,
  AdminRecommendUpdateSymptomDocument,
  AdminRecommendSymptomsDocument,
  type AdminRecommendChoiceFieldsFragment,
  type AdminRecommendQuestionFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Card, Checkbox, EmptyState, ErrorState, LoadingState, Select, TextField } from '../../ui';
import { AdminOnly } from './AdminOnly';
import './admin.css';
import './admin-recommendation.css';
import { errorsByPath, NO_ERRORS_BY_PATH, numberOrNull, type ErrorsByPath } from '../../lib/form-errors';

type Question = AdminRecommendQuestionFieldsFragment;
type Choice = AdminRecommendChoiceFieldsFragment;
type Nutrient = { code: string; name: string };

const TEXT = {
  title: '추천 설문 관리',
  lead: '연령대를 고르고 문항을 눌러 고치세요. 규칙에 맞지 않으면 서버가 알려드려요.',
  band: '연령대',
  questions: '문항',
  questionHeading: (q: Question) => `${q.number}. ${q.title}`,
  femaleOnly: '여성만',
  fieldTitle: '문항',
  fieldAdminMessage: '안내 문구',
  fieldLimitCheck: '최대 선택 수',
  limitCheckHint: '비워두면 제한이 없습니다.',
  fieldDuplication: '여러 개 선택 가능',
  fieldOkCheck: '답을 확인받기 (이대로 진행할게요)',
  fieldRowItemNum: '한 줄에 놓을 답 수',
  saveQuestion: '문항 저장',
  questionSaved: (q: Question) => `${q.number}번 문항을 저장했습니다.`,
  choices: '답과 영양소 가중치',
  noneChoice: "'해당 없음' 답",
  // The code the REST API and the results use for it (kids_bones): labelled, so it reads as a reference, not as text left untranslated.
  code: (code: string) => `코드 ${code}`,
  excludes: (list: string[]) => `상품에서 빼는 성분: ${list.join(', ')}`,
  fieldChoiceLabel: '답',
  saveChoice: '답 저장',
  choiceSaved: (label: string) => `'${label}' 답을 저장했습니다.`,
  weights: '영양소 가중치',
  nutrient: (n: number) => `영양소 ${n}`,
  weight: (n: number) => `가중치 ${n}`,
  pickNutrient: '영양소 선택',
  removeRow: '빼기',
  removeRowLabel: (n: number) => `영양소 ${n} 빼기`,
  addRow: '영양소 추가',
  noWeights: '가중치가 없습니다.',
  symptoms: '증상 → 영양소 가중치',
  symptomsLead: '목적 문항에서 고르는 증상입니다. 증상을 고르면 이 영양소에 점수를 더합니다.',
  symptomNote: '저장하면 이 목록으로 바뀝니다.',
  noSymptoms: '이 연령대에는 증상이 없습니다.',
  fieldSymptomLabel: '증상 이름',
  saveSymptom: '증상 저장',
  symptomSaved: (label: string) => `${withJosa(label, '을/를')} 저장했습니다.`,
  symptomEmptyAsk: (label: string) => `영양소 없이 저장하면 '${label}' 증상의 가중치가 모두 지워집니다. 저장할까요?`,
  defaults: '기본 추천 목록',
  defaultsLead: '연령대·성별 기본 목록입니다 (읽기 전용).',
  noDefaults: '이 연령대의 기본 목록이 없습니다.',
  sex: { male: '남성', female: '여성', any: '공통' } as Record<string, string>,
  defaultHeading: (sex: string, ageCode: string) => `${TEXT.sex[sex] ?? sex} · 추천 연령 코드 ${ageCode}`,
  priority: (priority: number, name: string) => `${priority}순위 ${name}`,
};

/** A number box's text as the API's value: empty is null (no number). */

/** /admin/recommendation: one age band's questions, choices, symptoms and default lists. */
export function AdminRecommendation() {
  return (
    <AdminOnly>
      <Editor />
    </AdminOnly>
  );
}

function Editor() {
  const [params, setParams] = useSearchParams();
  const setup = useQuery(AdminRecommendSetupDocument);
  const bands = setup.data?.recommendationAgeBands ?? [];
  const band = bands.find((b) => b.code === params.get('band'))?.code ?? bands[0]?.code;
  const nutrients = setup.data?.nutrientCards ?? [];

  return (
    <div className="stack">
      <section className="card">
        <h1>{TEXT.title}</h1>
        <p className="hint">{TEXT.lead}</p>
        {setup.error && !setup.data ? (
          <ErrorState message={errorMessage(setup.error)} onRetry={() => void setup.refetch()} />
        ) : !setup.data ? (
          <LoadingState />
        ) : (
          <Select label={TEXT.band} value={band} onChange={(e) => setParams({ band: e.target.value }, { replace: true })}>
            {bands.map((b) => (
              <option key={b.code} value={b.code}>
                {b.label}
              </option>
            ))}
          </Select>
        )}
      </section>
      {band && <Band key={band} band={band} nutrients={nutrients} />}
      {band && <DefaultLists band={band} />}
    </div>
  );
}

function Band({ band, nutrients }: { band: string; nutrients: Nutrient[] }) {
  const { data, error, refetch } = useQuery(AdminRecommendQuestionnaireDocument, { variables: { band } });
  const [openQuestion, setOpenQuestion] = useState<string | null>(null);
  const [openSymptom, setOpenSymptom] = useState<string | null>(null);
  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  if (!data) return <LoadingState />;
  const { questions, symptoms } = data.recommendationQuestionnaire;

  return (
    <>
      <Card title={TEXT.questions}>
        <ul className="admin-list" aria-label={TEXT.questions}>
          {questions.map((question) => (
            <Toggled
              key={question.id}
              heading={TEXT.questionHeading(question)}
              extra={question.femaleOnly ? TEXT.femaleOnly : null}
              open={openQuestion === question.id}
              onToggle={() => setOpenQuestion(openQuestion === question.id ? null : question.id)}
            >
              <QuestionEditor question={question} />
              <Choices questionId={question.id} nutrients={nutrients} />
            </Toggled>
          ))}
        </ul>
      </Card>
      <Card title={TEXT.symptoms}>
        <p className="hint">{TEXT.symptomsLead}</p>
        {symptoms.length === 0 ? (
          <EmptyState title={TEXT.noSymptoms} />
        ) : (
          <ul className="admin-list" aria-label={TEXT.symptoms}>
            {symptoms.map((symptom) => (
              <Toggled
                key={symptom.code}
                heading={symptom.label}
                extra={TEXT.code(symptom.code)}
                open={openSymptom === symptom.code}
                onToggle={() => setOpenSymptom(openSymptom === symptom.code ? null : symptom.code)}
              >
                <SymptomEditor symptom={symptom} nutrients={nutrients} band={band} />
              </Toggled>
            ))}
          </ul>
        )}
      </Card>
    </>
  );
}

/** A row of a list that opens to its editor. */
function Toggled({ heading, extra, open, onToggle, children }: { heading: string; extra: string | null; open: boolean; onToggle(): void; children: ReactNode }) {
  const panel = useId();
  return (
    <li className="card">
      <Button variant="ghost" className="admin-list__toggle" aria-expanded={open} aria-controls={panel} onClick={onToggle}>
        {heading}
      </Button>
      {extra && <p className="hint">{extra}</p>}
      {open && (
        <div id={panel} className="stack">
          {children}
        </div>
      )}
    </li>
  );
}

interface QuestionForm {
  title: string;
  adminMessage: string;
  limitCheck: string;
  duplication: boolean;
  okCheck: boolean;
  rowItemNum: string;
}
const formOf = (q: Question): QuestionForm => ({
  title: q.title,
  adminMessage: q.adminMessage ?? '',
  limitCheck: q.limitCheck === null || q.limitCheck === undefined ? '' : String(q.limitCheck),
  duplication: q.duplication,
  okCheck: q.okCheck,
  rowItemNum: String(q.rowItemNum),
});
const QUESTION_FIELDS = ['title', 'adminMessage', 'limitCheck', 'duplication', 'okCheck', 'rowItemNum'] as const;

function QuestionEditor({ question }: { question: Question }) {
  const [form, setForm] = useState(() => formOf(question));
  const [problems, setProblems] = useState(NO_ERRORS_BY_PATH);
  const [save, { loading }] = useMutation(AdminRecommendUpdateQuestionDocument);
  const { toast, alert } = useFeedback();
  const set = <K extends keyof QuestionForm>(key: K, value: QuestionForm[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblems(NO_ERRORS_BY_PATH);
    const input = {
      title: form.title,
      adminMessage: form.adminMessage.trim() === '' ? null : form.adminMessage,
      limitCheck: numberOrNull(form.limitCheck),
      duplication: form.duplication,
      okCheck: form.okCheck,
      rowItemNum: Number(form.rowItemNum),
    };
    try {
      const { data } = await save({ variables: { id: question.id, input } });
      // What the server kept (it may have set a value the rules call for).
      if (data) setForm(formOf(data.updateQuestionnaireQuestion));
      toast(TEXT.questionSaved(question));
    } catch (e) {
      setProblems(errorsByPath(e, QUESTION_FIELDS));
      alert(errorMessage(e));
    }
  }

  const error = (field: string) => problems.fields[field];
  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={TEXT.questionHeading(question)}>
      <TextField label={TEXT.fieldTitle} value={form.title} error={error('title')} onChange={(e) => set('title', e.target.value)} required />
      <TextField label={TEXT.fieldAdminMessage} value={form.adminMessage} error={error('adminMessage')} onChange={(e) => set('adminMessage', e.target.value)} />
      <TextField
        label={TEXT.fieldLimitCheck}
        type="number"
        inputMode="numeric"
        step={1}
        value={form.limitCheck}
        hint={TEXT.limitCheckHint}
        error={error('limitCheck')}
        onChange={(e) => set('limitCheck', e.target.value)}
      />
      <Checkbox label={TEXT.fieldDuplication} checked={form.duplication} onChange={(e) => set('duplication', e.target.checked)} />
      {error('duplication') && <p className="ui-field__error">{error('duplication')}</p>}
      <Checkbox label={TEXT.fieldOkCheck} checked={form.okCheck} onChange={(e) => set('okCheck', e.target.checked)} />
      {error('okCheck') && <p className="ui-field__error">{error('okCheck')}</p>}
      <TextField
        label={TEXT.fieldRowItemNum}
        type="number"
        inputMode="numeric"
        step={1}
        value={form.rowItemNum}
        error={error('rowItemNum')}
        onChange={(e) => set('rowItemNum', e.target.value)}
        required
      />
      <Button type="submit" loading={loading}>
        {TEXT.saveQuestion}
      </Button>
    </form>
  );
}

function Choices({ questionId, nutrients }: { questionId: string; nutrients: Nutrient[] }) {
  const { data, error, refetch } = useQuery(AdminRecommendChoicesDocument, { variables: { questionId } });
  return (
    <section className="stack" aria-label={TEXT.choices}>
      <h3>{TEXT.choices}</h3>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : (
        <ul className="admin-list">
          {data.adminQuestionChoices.map((choice) => (
            <ChoiceEditor key={choice.id} choice={choice} nutrients={nutrients} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A weight row being edited: the text of the weight box as typed. */
interface Row {
  key: number;
  code: string;
  weight: string;
}

const toRows = (list: { code: string; weight: number }[]): Row[] => list.map((w, key) => ({ key, code: w.code, weight: String(w.weight) }));

/** Rows with keys that stay the same while rows are added and removed. */
function useRows(initial: { code: string; weight: number }[]) {
  const [rows, setRows] = useState<Row[]>(() => toRows(initial));
  // Stable, so an effect may reset the rows when stored weights arrive.
  const reset = useCallback((list: { code: string; weight: number }[]) => setRows(toRows(list)), []);
  return {
    rows,
    reset,
    add: () => setRows((list) => [...list, { key: Math.max(-1, ...list.map((r) => r.key)) + 1, code: '', weight: '' }]),
    remove: (key: number) => setRows((list) => list.filter((r) => r.key !== key)),
    change: (key: number, patch: Partial<Row>) => setRows((list) => list.map((r) => (r.key === key ? { ...r, ...patch } : r))),
    /** As the API takes them. */
    input: () => rows.map((r) => ({ code: r.code, weight: Number(r.weight) })),
  };
}

function ChoiceEditor({ choice, nutrients }: { choice: Choice; nutrients: Nutrient[] }) {
  const [label, setLabel] = useState(choice.label);
  const weights = useRows(choice.weights);
  const [problems, setProblems] = useState(NO_ERRORS_BY_PATH);
  const [save, { loading }] = useMutation(AdminRecommendUpdateChoiceDocument);
  const { toast, alert } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblems(NO_ERRORS_BY_PATH);
    try {
      const { data } = await save({ variables: { id: choice.id, input: { label, weights: weights.input() } } });
      if (data) {
        // The server's view of the choice (a 'none' choice keeps no weights).
        setLabel(data.updateQuestionnaireChoice.label);
        weights.reset(data.updateQuestionnaireChoice.weights);
      }
      toast(TEXT.choiceSaved(data?.updateQuestionnaireChoice.label ?? label));
    } catch (e) {
      setProblems(errorsByPath(e, ['label', 'weights']));
      alert(errorMessage(e));
    }
  }

  return (
    <li className="card" data-testid="admin-recommend-choice">
      <form className="stack" onSubmit={submit} noValidate aria-label={choice.label}>
        <div className="row between">
          <strong>{choice.label}</strong>
          <span className="hint">{choice.isNone ? TEXT.noneChoice : TEXT.code(choice.code)}</span>
        </div>
        {choice.excludes.length > 0 && <p className="hint">{TEXT.excludes(choice.excludes)}</p>}
        <TextField label={TEXT.fieldChoiceLabel} value={label} error={problems.fields.label} onChange={(e) => setLabel(e.target.value)} required />
        <WeightRows list="weights" rows={weights} nutrients={nutrients} problems={problems} />
        <Button type="submit" loading={loading}>
          {TEXT.saveChoice}
        </Button>
      </form>
    </li>
  );
}

function SymptomEditor({ symptom, nutrients, band }: { symptom: { code: string; label: string }; nutrients: Nutrient[]; band: string }) {
  const [label, setLabel] = useState(symptom.label);
  const weights = useRows([]);
  const stored = useQuery(AdminRecommendSymptomsDocument, { variables: { band } });
  const current = stored.data?.adminSymptoms.find((s) => s.code === symptom.code)?.nutrients;
  const { reset } = weights;
  // The stored weights, once they arrive (and again after a save refetches them).
  useEffect(() => {
    if (current) reset(current);
  }, [current, reset]);
  const [problems, setProblems] = useState(NO_ERRORS_BY_PATH);
  const [save, { loading }] = useMutation(AdminRecommendUpdateSymptomDocument, { refetchQueries: [AdminRecommendQuestionnaireDocument, AdminRecommendSymptomsDocument] });
  const { toast, alert, confirm } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblems(NO_ERRORS_BY_PATH);
    if (weights.rows.length === 0 && !(await confirm(TEXT.symptomEmptyAsk(symptom.label)))) return;
    try {
      const { data } = await save({ variables: { code: symptom.code, input: { label, nutrients: weights.input() } } });
      if (data) setLabel(data.updateQuestionnaireSymptom.label);
      toast(TEXT.symptomSaved(data?.updateQuestionnaireSymptom.label ?? label));
    } catch (e) {
      setProblems(errorsByPath(e, ['label', 'nutrients']));
      alert(errorMessage(e));
    }
  }

  return (
    <form className="stack" onSubmit={submit} noValidate aria-label={symptom.label}>
      <p className="hint">{TEXT.symptomNote}</p>
      <TextField label={TEXT.fieldSymptomLabel} value={label} error={problems.fields.label} onChange={(e) => setLabel(e.target.value)} required />
      <WeightRows list="nutrients" rows={weights} nutrients={nutrients} problems={problems} />
      <Button type="submit" loading={loading}>
        {TEXT.saveSymptom}
      </Button>
    </form>
  );
}

/** The nutrient + weight rows of a choice or a symptom, with the server's message under each. */
function WeightRows({ list, rows, nutrients, problems }: { list: string; rows: ReturnType<typeof useRows>; nutrients: Nutrient[]; problems: ErrorsByPath }) {
  const listError = problems.fields[list];
  return (
    <fieldset className="ui-choices">
      <legend className="ui-field__label">{TEXT.weights}</legend>
      {rows.rows.length === 0 ? (
        <p className="hint">{TEXT.noWeights}</p>
      ) : (
        <ul className="admin-weights">
          {rows.rows.map((row, index) => {
            const n = index + 1;
            const known = nutrients.some((nutrient) => nutrient.code === row.code);
            return (
              <li key={row.key} className="admin-weights__row">
                <Select label={TEXT.nutrient(n)} hideLabel value={row.code} error={problems.fields[`${list}.${index}.code`]} onChange={(e) => rows.change(row.key, { code: e.target.value })}>
                  <option value="">{TEXT.pickNutrient}</option>
                  {!known && row.code && <option value={row.code}>{row.code}</option>}
                  {nutrients.map((nutrient) => (
                    <option key={nutrient.code} value={nutrient.code}>
                      {nutrient.name}
                    </option>
                  ))}
                </Select>
                <TextField
                  label={TEXT.weight(n)}
                  hideLabel
                  type="number"
                  inputMode="decimal"
                  step="any"
                  value={row.weight}
                  error={problems.fields[`${list}.${index}.weight`]}
                  onChange={(e) => rows.change(row.key, { weight: e.target.value })}
                  required
                />
                <Button variant="ghost" size="sm" aria-label={TEXT.removeRowLabel(n)} onClick={() => rows.remove(row.key)}>
                  {TEXT.removeRow}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      {listError && (
        <p className="ui-field__error" role="alert">
          {listError}
        </p>
      )}
      <div>
        <Button variant="secondary" size="sm" onClick={rows.add}>
          {TEXT.addRow}
        </Button>
      </div>
    </fieldset>
  );
}

function DefaultLists({ band }: { band: string }) {
  const { data, error, refetch } = useQuery(AdminRecommendDefaultListsDocument);
  const lists = data?.recommendationDefaultLists.filter((l) => l.band === band) ?? [];
  return (
    <Card title={TEXT.defaults}>
      <p className="hint">{TEXT.defaultsLead}</p>
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
      ) : !data ? (
        <LoadingState />
      ) : lists.length === 0 ? (
        <EmptyState title={TEXT.noDefaults} />
      ) : (
        lists.map((list) => (
          <section key={`${list.band}:${list.sex}`} className="stack" aria-label={TEXT.defaultHeading(list.sex, list.ageCode)}>
            <h3>{TEXT.defaultHeading(list.sex, list.ageCode)}</h3>
            <ol className="admin-defaults">
              {[...list.nutrients]
                .sort((a, b) => a.priority - b.priority)
                .map((n) => (
                  <li key={n.code}>{TEXT.priority(n.priority, n.name)}</li>
                ))}
            </ol>
          </section>
        ))
      )}
    </Card>
  );
}
