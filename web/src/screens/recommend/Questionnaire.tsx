import { useEffect, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  MeDocument,
  MyProfilesDocument,
  RecommendQuestionnaireDocument,
  SubmitRecommendationDocument,
  type MyProfilesQuery,
  type RecommendQuestionFieldsFragment,
  type RecommendSymptomFieldsFragment,
  type RecommendationAnswerInput,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Avatar, Button, ButtonLink, Card, Checkbox, EmptyState, ErrorState, LoadingState } from '../../ui';
import { attemptKeys } from '../checkout/payment-flow';
import './recommend.css';

const TEXT = {
  title: '맞춤 영양제 추천',
  lead: '설문에 답하면 식단 기록과 지금 먹는 영양제까지 함께 살펴 맞는 영양소와 제품을 골라드려요.',
  loading: '불러오는 중…',
  history: '지난 추천 보기',
  pickProfile: '누구를 위한 영양제인가요?',
  profiles: '가족 프로필',
  primary: '대표',
  noProfiles: '추천을 받으려면 먼저 가족 프로필을 추가해주세요.',
  addProfile: '가족 프로필 추가',
  forProfile: (addressed: string, band: string) => `${addressed} · ${band} 설문`,
  otherProfile: '다른 가족 선택',
  progress: '설문 진행',
  step: (n: number, total: number) => `${n}/${total}`,
  choices: '답 고르기',
  single: '하나만 골라주세요.',
  limit: (n: number) => `최대 ${n}개까지 고를 수 있어요.`,
  multi: '해당하는 것을 모두 골라주세요.',
  confirm: '이대로 진행할게요',
  needChoice: '하나 이상 골라주세요.',
  needConfirm: "'이대로 진행할게요'에 체크해주세요.",
  symptomsTitle: (category: string) => `${withJosa(category, '와/과')} 관련해 고민되는 증상을 골라주세요`,
  needSymptom: '증상을 하나 이상 골라주세요.',
  statementsTitle: (symptom: string) => `${symptom}, 이런 적이 있나요?`,
  statementsHint: '해당하는 문장을 모두 골라주세요. 해당하는 문장이 없으면 고르지 않고 넘어가도 돼요.',
  back: '이전',
  next: '다음',
  submit: '추천 결과 보기',
};

type Profile = MyProfilesQuery['myProfiles'][number];
type Question = RecommendQuestionFieldsFragment;
type Symptom = RecommendSymptomFieldsFragment;

interface Answer {
  choices: string[];
  confirmed: boolean;
  /** The purpose question's symptoms (in the order offered) and their ticked statements. */
  symptoms: { code: string; statements: string[] }[];
}

const EMPTY: Answer = { choices: [], confirmed: false, symptoms: [] };

/** One screen of the survey: a question, the purpose category's symptoms, or one symptom's statements. */
type Screen = { kind: 'question'; question: Question } | { kind: 'symptoms'; question: Question; category: Question['choices'][number] } | { kind: 'statements'; question: Question; symptom: Symptom };

/**
 * The choices after tapping `code`, by the rules the server sent with the question: the `none`
 * choice stands alone (choosing it clears the others, choosing another clears it), a question
 * without duplication takes one choice (a tap replaces it), and at most `limitCheck` choices
 * (a tap over the limit changes nothing; the chips say so).
 */
function toggleChoice(question: Question, chosen: readonly string[], code: string): string[] {
  const choice = question.choices.find((c) => c.code === code);
  if (!choice) return [...chosen];
  if (chosen.includes(code)) return question.duplication ? chosen.filter((c) => c !== code) : [...chosen];
  if (choice.isNone || !question.duplication) return [code];
  const others = chosen.filter((c) => !question.choices.some((q) => q.code === c && q.isNone));
  if (question.limitCheck != null && others.length >= question.limitCheck) return [...chosen];
  return [...others, code];
}

/** The purpose category chosen (not `none`), or null. */
function chosenCategory(question: Question, answer: Answer): Question['choices'][number] | null {
  const choice = question.choices.find((c) => answer.choices.includes(c.code));
  return choice && !choice.isNone ? choice : null;
}

/** The screens of the survey for the answers so far (the purpose question opens its symptoms and their statements). */
function screensOf(questions: readonly Question[], symptoms: readonly Symptom[], answers: Record<number, Answer>): Screen[] {
  return questions.flatMap((question): Screen[] => {
    const own: Screen = { kind: 'question', question };
    if (question.topic !== 'purpose') return [own];
    const answer = answers[question.number] ?? EMPTY;
    const category = chosenCategory(question, answer);
    if (!category) return [own];
    const offered = symptoms.filter((s) => s.purpose === category.code);
    // A symptom without statements has nothing to ask on its own screen.
    const picked = offered.filter((s) => s.statements.length > 0 && answer.symptoms.some((a) => a.code === s.code));
    return [own, { kind: 'symptoms', question, category }, ...picked.map((symptom): Screen => ({ kind: 'statements', question, symptom }))];
  });
}

/** What keeps 다음 disabled on a screen (null when it may go on). */
function blockerOf(screen: Screen, answer: Answer): string | null {
  if (screen.kind === 'question') {
    if (answer.choices.length === 0) return TEXT.needChoice;
    if (screen.question.okCheck && !answer.confirmed) return TEXT.needConfirm;
    return null;
  }
  if (screen.kind === 'symptoms') return answer.symptoms.length === 0 ? TEXT.needSymptom : null;
  return null;
}

/** The answers as the server takes them: every shown question once, the purpose question with its symptoms. */
function answersInput(questions: readonly Question[], symptoms: readonly Symptom[], answers: Record<number, Answer>): RecommendationAnswerInput[] {
  return questions.map((question) => {
    const answer = answers[question.number] ?? EMPTY;
    const input: RecommendationAnswerInput = { number: question.number, choices: answer.choices };
    if (question.okCheck) input.confirmed = answer.confirmed;
    if (question.topic === 'purpose' && chosenCategory(question, answer)) {
      const order = symptoms.map((s) => s.code);
      input.symptoms = [...answer.symptoms].sort((a, b) => order.indexOf(a.code) - order.indexOf(b.code)).map((s) => ({ code: s.code, statements: s.statements }));
    }
    return input;
  });
}

/**
 * The recommendation questionnaire (/recommend, /recommend?profileId=N), for members: first the
 * family profile, then one question per screen with the rules the server sends (none alone, one
 * choice without duplication, at most limitCheck, okCheck confirmed, women-only questions only for
 * women), the purpose question's symptoms (at most symptomLimit) and each symptom's statements;
 * the last screen submits and opens the result.
 */
export function Questionnaire() {
  const me = useQuery(MeDocument);
  const member = Boolean(me.data?.me && me.data.me.role !== 'guest');
  const { data, error } = useQuery(MyProfilesDocument, { skip: !member });
  const [params, setParams] = useSearchParams();

  if (!me.loading && !member) return <Navigate to="/login" replace />;
  if (error && !data) return <ErrorState message={errorMessage(error)} />;
  if (!data) return <LoadingState label={TEXT.loading} />;

  const profiles = [...data.myProfiles].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  const profile = profiles.find((p) => p.id === params.get('profileId'));

  return (
    <div className="stack recommend">
      <section className="card">
        <div className="row between">
          <h1>{TEXT.title}</h1>
          <Link to="/recommend/history">{TEXT.history}</Link>
        </div>
        {!profile && <p className="hint">{TEXT.lead}</p>}
      </section>
      {profile ? (
        // A new profile starts the survey afresh.
        <Survey key={profile.id} profile={profile} onChangeProfile={() => setParams({})} />
      ) : (
        <ProfileStep profiles={profiles} onPick={(id) => setParams({ profileId: id })} />
      )}
    </div>
  );
}

/** Step 0: whose supplements (the primary profile first); a link to add one when there is none. */
function ProfileStep({ profiles, onPick }: { profiles: readonly Profile[]; onPick(id: string): void }) {
  if (profiles.length === 0) {
    return <EmptyState title={TEXT.noProfiles} action={<ButtonLink to="/mypage/profiles">{TEXT.addProfile}</ButtonLink>} />;
  }
  return (
    <Card title={TEXT.pickProfile}>
      <ul className="recommend-profiles" aria-label={TEXT.profiles}>
        {profiles.map((p) => (
          <li key={p.id}>
            <button type="button" className="recommend-profile" onClick={() => onPick(p.id)}>
              <Avatar name={p.name} gender={p.gender} />
              <span className="recommend-profile__text">
                <strong>
                  {p.name}
                  {p.isPrimary && <span className="badge">{TEXT.primary}</span>}
                </strong>
                <span className="hint">
                  {p.genderLabel} · {p.age.text} · {p.lifeStage.label}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Card>
  );
}

function Survey({ profile, onChangeProfile }: { profile: Profile; onChangeProfile(): void }) {
  const { data, error, refetch } = useQuery(RecommendQuestionnaireDocument, { variables: { profileId: profile.id } });
  const [submit, submitting] = useMutation(SubmitRecommendationDocument);
  const { alert } = useFeedback();
  const navigate = useNavigate();
  const [answers, setAnswers] = useState<Record<number, Answer>>({});
  const [index, setIndex] = useState(0);
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef(index);
  // One Idempotency-Key per submitted set of answers: a double tap or a retry sends the same key.
  const keyFor = useRef(attemptKeys(() => `recommend-${crypto.randomUUID()}`)).current;

  // A new screen: its title takes the focus (and the page scrolls to it), as a new page would.
  useEffect(() => {
    if (shown.current === index) return;
    shown.current = index;
    heading.current?.focus();
  }, [index]);

  if (error && !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const questionnaire = data?.recommendationQuestionnaire;
  if (!questionnaire) return <LoadingState label={TEXT.loading} />;

  // A women-only question is asked only when the server says the profile is female.
  const questions = questionnaire.questions.filter((q) => !(q.femaleOnly && questionnaire.female === false));
  const screens = screensOf(questions, questionnaire.symptoms, answers);
  const at = Math.min(index, screens.length - 1);
  const screen = screens[at];
  if (!screen) return null;
  const question = screen.question;
  const answer = answers[question.number] ?? EMPTY;
  const blocker = blockerOf(screen, answer);
  // The symptoms screen with nothing chosen yet leads to the statements: 다음, not the submit.
  const last = at === screens.length - 1 && !(screen.kind === 'symptoms' && answer.symptoms.length === 0);
  const number = questions.indexOf(question) + 1;

  const update = (next: Answer) => setAnswers({ ...answers, [question.number]: next });

  async function send() {
    const input = { profileId: profile.id, answers: answersInput(questions, questionnaire!.symptoms, answers) };
    try {
      const result = await submit({ variables: { input }, context: { headers: { 'idempotency-key': keyFor(JSON.stringify(input)) } } });
      const id = result.data?.submitRecommendation.id;
      if (!id) throw new Error();
      navigate(`/recommend/result/${id}`);
    } catch (e) {
      // The answers stay as they were: the member can change what the server refused.
      alert(errorMessage(e));
    }
  }

  function next() {
    if (blocker) return;
    if (last) void send();
    else setIndex(at + 1);
  }

  function back() {
    if (at === 0) onChangeProfile();
    else setIndex(at - 1);
  }

  return (
    <Card className="recommend-step" data-testid="recommend-step">
      <div className="row between">
        <p className="hint">{TEXT.forProfile(profile.addressedName, questionnaire.band.label)}</p>
        <Button variant="ghost" size="sm" onClick={onChangeProfile}>
          {TEXT.otherProfile}
        </Button>
      </div>
      <div className="recommend-progress">
        <div
          className="recommend-progress__track"
          role="progressbar"
          aria-label={TEXT.progress}
          aria-valuemin={0}
          aria-valuemax={questions.length}
          aria-valuenow={number}
          aria-valuetext={TEXT.step(number, questions.length)}
        >
          <span className="recommend-progress__fill" style={{ width: `${(number / questions.length) * 100}%` }} />
        </div>
        <span className="recommend-progress__count" data-testid="recommend-progress">
          {TEXT.step(number, questions.length)}
        </span>
      </div>

      {screen.kind === 'question' && (
        <QuestionScreen
          heading={heading}
          question={question}
          answer={answer}
          onChange={(choices) => {
            // A new answer needs a new confirmation; another purpose category opens other symptoms.
            const sameCategory = chosenCategory(question, { ...answer, choices })?.code === chosenCategory(question, answer)?.code;
            update({ choices, confirmed: false, symptoms: sameCategory ? answer.symptoms : [] });
          }}
          onConfirm={(confirmed) => update({ ...answer, confirmed })}
        />
      )}
      {screen.kind === 'symptoms' && (
        <SymptomsScreen
          heading={heading}
          question={question}
          category={screen.category}
          symptoms={questionnaire.symptoms.filter((s) => s.purpose === screen.category.code)}
          limit={questionnaire.symptomLimit}
          answer={answer}
          onChange={(symptoms) => update({ ...answer, symptoms })}
        />
      )}
      {screen.kind === 'statements' && <StatementsScreen heading={heading} question={question} symptom={screen.symptom} answer={answer} onChange={(symptoms) => update({ ...answer, symptoms })} />}

      {blocker && (
        <p className="hint" id="recommend-blocker">
          {blocker}
        </p>
      )}
      <div className="recommend-nav">
        <Button variant="secondary" size="lg" onClick={back}>
          {TEXT.back}
        </Button>
        <Button size="lg" disabled={Boolean(blocker)} loading={submitting.loading} aria-describedby={blocker ? 'recommend-blocker' : undefined} onClick={next}>
          {last ? TEXT.submit : TEXT.next}
        </Button>
      </div>
    </Card>
  );
}

/** Chips in a grid of `columns` per row; each a toggle button (aria-pressed), 44 px or taller. */
function Chips({ label, columns, items }: { label: string; columns: number; items: { key: string; label: string; pressed: boolean; disabled?: boolean; onToggle(): void }[] }) {
  return (
    <div className="recommend-chips" role="group" aria-label={label} style={{ '--recommend-cols': Math.max(1, columns) } as CSSProperties}>
      {items.map((item) => (
        <button key={item.key} type="button" className="recommend-chip" aria-pressed={item.pressed} disabled={item.disabled} onClick={item.onToggle}>
          {item.label}
        </button>
      ))}
    </div>
  );
}

interface ScreenProps {
  heading: RefObject<HTMLHeadingElement | null>;
  question: Question;
  answer: Answer;
}

function QuestionScreen({ heading, question, answer, onChange, onConfirm }: ScreenProps & { onChange(choices: string[]): void; onConfirm(confirmed: boolean): void }) {
  const others = answer.choices.filter((c) => !question.choices.some((q) => q.code === c && q.isNone));
  const full = question.duplication && question.limitCheck != null && others.length >= question.limitCheck;
  const rule = !question.duplication ? TEXT.single : question.limitCheck != null ? TEXT.limit(question.limitCheck) : TEXT.multi;
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="recommend-title">
        {question.title}
      </h2>
      {question.adminMessage && <p className="hint">{question.adminMessage}</p>}
      <p className="hint" data-testid="recommend-rule">
        {rule}
      </p>
      <Chips
        label={question.title}
        columns={question.rowItemNum}
        items={question.choices.map((choice) => {
          const pressed = answer.choices.includes(choice.code);
          return { key: choice.code, label: choice.label, pressed, disabled: full && !pressed && !choice.isNone, onToggle: () => onChange(toggleChoice(question, answer.choices, choice.code)) };
        })}
      />
      {question.okCheck && <Checkbox label={TEXT.confirm} checked={answer.confirmed} disabled={answer.choices.length === 0} onChange={(e) => onConfirm(e.target.checked)} />}
    </>
  );
}

function SymptomsScreen({
  heading,
  question,
  category,
  symptoms,
  limit,
  answer,
  onChange,
}: ScreenProps & { category: Question['choices'][number]; symptoms: readonly Symptom[]; limit: number; onChange(symptoms: Answer['symptoms']): void }) {
  const full = answer.symptoms.length >= limit;
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="recommend-title">
        {TEXT.symptomsTitle(category.label)}
      </h2>
      <p className="hint" data-testid="recommend-rule">
        {TEXT.limit(limit)}
      </p>
      <Chips
        label={TEXT.symptomsTitle(category.label)}
        columns={question.rowItemNum}
        items={symptoms.map((symptom) => {
          const pressed = answer.symptoms.some((s) => s.code === symptom.code);
          return {
            key: symptom.code,
            label: symptom.label,
            pressed,
            disabled: full && !pressed,
            onToggle: () => onChange(pressed ? answer.symptoms.filter((s) => s.code !== symptom.code) : full ? answer.symptoms : [...answer.symptoms, { code: symptom.code, statements: [] }]),
          };
        })}
      />
    </>
  );
}

function StatementsScreen({ heading, symptom, answer, onChange }: ScreenProps & { symptom: Symptom; onChange(symptoms: Answer['symptoms']): void }) {
  const ticked = answer.symptoms.find((s) => s.code === symptom.code)?.statements ?? [];
  const tick = (code: string) => {
    const statements = ticked.includes(code) ? ticked.filter((c) => c !== code) : [...ticked, code];
    onChange(answer.symptoms.map((s) => (s.code === symptom.code ? { ...s, statements } : s)));
  };
  return (
    <>
      <h2 ref={heading} tabIndex={-1} className="recommend-title">
        {TEXT.statementsTitle(symptom.label)}
      </h2>
      <p className="hint" data-testid="recommend-rule">
        {TEXT.statementsHint}
      </p>
      <Chips
        label={symptom.label}
        columns={1}
        items={symptom.statements.map((statement) => ({ key: statement.code, label: statement.text, pressed: ticked.includes(statement.code), onToggle: () => tick(statement.code) }))}
      />
    </>
  );
}
