import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import {
  AddRegimenDocument,
  DeleteRegimenDocument,
  MarkIntakeDocument,
  RegimensDocument,
  SearchSupplementsDocument,
  SetRemindersDocument,
  UndoIntakeDocument,
  type RegimenFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { amount, reminderSlots, shiftDate } from '../../lib/nutrition';
import { Button, FormActions, Select, TextField } from '../../ui';
import { PercentBar, useDebounced, useNutrition } from './shared';

const TEXT = {
  title: '영양제 복용',
  buyAgain: '다시 구매',
  subscribe: '정기배송',
  shopLinks: (name: string) => `${name} 쇼핑`,
  lead: (addressed: string) => `${withJosa(addressed, '이/가')} 먹는 영양제입니다. 먹을 때마다 체크하세요.`,
  empty: '복용 중인 영양제가 없습니다. 아래에서 검색해 추가해주세요.',
  eaten: (eat: number, cap: number) => `${eat}/${cap}회`,
  mark: '섭취 체크',
  done: '오늘 분량 완료',
  undo: '체크 취소',
  notStarted: (start: string) => `복용 시작일(${start}) 이전입니다.`,
  schedule: '복용 일정',
  editReminders: '알림 설정',
  reminderCount: '하루 알림 횟수',
  reminderTime: (n: number) => `${n}번째 알림 시간`,
  save: '저장',
  cancel: '취소',
  remindersSaved: '알림을 저장했습니다.',
  adherence: '최근 7일 섭취율',
  noAdherence: (alramCnt: number) => (alramCnt ? '아직 섭취율을 계산할 날이 없습니다.' : '알림을 설정하면 섭취율을 계산합니다.'),
  remove: '삭제',
  confirmRemove: (name: string) => `${withJosa(name, '을/를')} 복용 목록에서 삭제할까요? 섭취 기록도 함께 삭제됩니다.`,
  removed: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  marked: (name: string) => `${withJosa(name, '을/를')} 먹었어요.`,
  undone: (name: string) => `${name} 체크를 취소했습니다.`,
  addTitle: '영양제 추가',
  search: '영양제 검색',
  searchPlaceholder: '영양제 이름 (예: 오메가, 비타민, ㅂㅌㅁ)',
  noResults: (q: string) => `${withJosa(q, '와/과')} 일치하는 영양제가 없습니다.`,
  add: '추가',
  inRegimen: '복용 중',
  added: (name: string) => `${withJosa(name, '을/를')} 복용 목록에 추가했습니다.`,
};

/** The profile's regimen: check-off per supplement for the selected date, reminders, adherence; adding from the catalog. */
export function Supplements() {
  const { profile, date } = useNutrition();
  const { data, error, refetch } = useQuery(RegimensDocument, { variables: { profileId: profile.id, date, from: shiftDate(date, -6) } });
  const regimens = data?.regimens ?? [];

  return (
    <div className="stack">
      <section className="card">
        <h2>{TEXT.title}</h2>
        <p className="hint">{TEXT.lead(profile.addressedName)}</p>
        {error && !data && <p className="error">{errorMessage(error)}</p>}
        {data && regimens.length === 0 && <p className="hint">{TEXT.empty}</p>}
        <ul className="records" data-testid="regimens">
          {regimens.map((regimen) => (
            <RegimenRow key={regimen.id} regimen={regimen} onChanged={() => void refetch()} />
          ))}
        </ul>
      </section>
      <AddSupplement inRegimen={new Set(regimens.map((r) => r.supplement.id))} onAdded={() => void refetch()} />
    </div>
  );
}

function RegimenRow({ regimen, onChanged }: { regimen: RegimenFieldsFragment; onChanged(): void }) {
  const { date } = useNutrition();
  const [editing, setEditing] = useState(false);
  const [mark, marking] = useMutation(MarkIntakeDocument);
  const [undo, undoing] = useMutation(UndoIntakeDocument);
  const [remove] = useMutation(DeleteRegimenDocument);
  const { toast, alert, confirm } = useFeedback();
  const name = regimen.supplement.name;
  const cap = regimen.dailyCap;
  const notStarted = date < regimen.startDate;
  const full = regimen.eatCnt >= cap;

  async function run(action: () => Promise<unknown>, message: string) {
    try {
      await action();
      toast(message);
      onChanged();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <li className="record regimen" data-testid="regimen">
      <div className="grow">
        <strong>{name}</strong>
        {/* A supplement the shop sells: buy it again, or have it delivered on a cycle (정기배송). */}
        {regimen.supplement.productId && (
          <nav className="chips regimen__shop" aria-label={TEXT.shopLinks(name)}>
            <Link className="chip" to={`/products/${regimen.supplement.productId}`}>
              {TEXT.buyAgain}
            </Link>
            <Link className="chip" to={`/subscribe/${regimen.supplement.productId}`}>
              {TEXT.subscribe}
            </Link>
          </nav>
        )}
        <div className="hint">
          <span data-testid="regimen-schedule">
            {TEXT.schedule}: {regimen.schedule}
          </span>{' '}
          {!editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)}>
              {TEXT.editReminders}
            </Button>
          )}
        </div>
        {editing && (
          <ReminderEditor
            regimen={regimen}
            onDone={() => {
              setEditing(false);
              onChanged();
            }}
            onCancel={() => setEditing(false)}
          />
        )}
        <div className="adherence" data-testid="adherence">
          {regimen.adherence.percent == null ? (
            <span className="hint">{TEXT.noAdherence(regimen.alramCnt)}</span>
          ) : (
            <>
              <span className="hint">
                {TEXT.adherence} {amount(regimen.adherence.percent)}%
              </span>
              <PercentBar percent={regimen.adherence.percent} label={TEXT.adherence} />
              {regimen.adherence.message && <span>{regimen.adherence.message}</span>}
            </>
          )}
        </div>
        {notStarted && <p className="hint">{TEXT.notStarted(regimen.startDate)}</p>}
      </div>
      <div className="intake-check">
        <span className={`badge${full ? ' done' : ''}`} data-testid="eat-count">
          {TEXT.eaten(regimen.eatCnt, cap)}
        </span>
        <Button disabled={full || notStarted || marking.loading} onClick={() => void run(() => mark({ variables: { regimenId: regimen.id, date } }), TEXT.marked(name))}>
          {full ? TEXT.done : TEXT.mark}
        </Button>
        {regimen.eatCnt > 0 && (
          <Button variant="secondary" disabled={undoing.loading} onClick={() => void run(() => undo({ variables: { regimenId: regimen.id, date } }), TEXT.undone(name))}>
            {TEXT.undo}
          </Button>
        )}
        <Button
          variant="danger"
          size="sm"
          aria-label={`${name} ${TEXT.remove}`}
          onClick={async () => {
            if (await confirm(TEXT.confirmRemove(name))) await run(() => remove({ variables: { id: regimen.id } }), TEXT.removed(name));
          }}
        >
          {TEXT.remove}
        </Button>
      </div>
    </li>
  );
}

function ReminderEditor({ regimen, onDone, onCancel }: { regimen: RegimenFieldsFragment; onDone(): void; onCancel(): void }) {
  const [count, setCount] = useState(regimen.alramCnt);
  const [times, setTimes] = useState(() => reminderSlots(regimen.reminderTimes, regimen.alramCnt));
  const [save, { loading }] = useMutation(SetRemindersDocument);
  const { toast, alert } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      await save({ variables: { regimenId: regimen.id, alramCnt: count, reminderTimes: times.slice(0, count) } });
      toast(TEXT.remindersSaved);
      onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <form className="life-stage" onSubmit={submit}>
      <Select
        label={TEXT.reminderCount}
        name="alramCnt"
        value={count}
        onChange={(e) => {
          const next = Number(e.target.value);
          setCount(next);
          setTimes(reminderSlots(times, next));
        }}
      >
        {Array.from({ length: 11 }, (_, n) => (
          <option key={n} value={n}>
            {n}회
          </option>
        ))}
      </Select>
      {times.slice(0, count).map((time, i) => (
        <TextField key={i} label={TEXT.reminderTime(i + 1)} type="time" value={time} onChange={(e) => setTimes(times.map((t, j) => (j === i ? e.target.value : t)))} />
      ))}
      <FormActions submitLabel={TEXT.save} busy={loading} cancelLabel={TEXT.cancel} onCancel={onCancel} />
    </form>
  );
}

function AddSupplement({ inRegimen, onAdded }: { inRegimen: Set<string>; onAdded(): void }) {
  const { profile, date } = useNutrition();
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const { data } = useQuery(SearchSupplementsDocument, { variables: { query: settled }, skip: !settled });
  const [add, { loading }] = useMutation(AddRegimenDocument);
  const { toast, alert } = useFeedback();
  const items = settled ? (data?.searchSupplements.items ?? []) : [];

  async function onAdd(id: string, name: string) {
    try {
      // Taken from the date on screen, so intakes of that date can be checked.
      await add({ variables: { input: { profileId: profile.id, supplementId: id, startDate: date } } });
      toast(TEXT.added(name));
      setQuery('');
      onAdded();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <section className="card">
      <h2>{TEXT.addTitle}</h2>
      <TextField label={TEXT.search} hideLabel name="supplementQuery" placeholder={TEXT.searchPlaceholder} autoComplete="off" value={query} onChange={(e) => setQuery(e.target.value)} />
      {settled && data && items.length === 0 && <p className="hint">{TEXT.noResults(settled)}</p>}
      {items.length > 0 && (
        <ul className="pick-list" data-testid="supplement-results">
          {items.map((item) => (
            <li key={item.id} className="pick-row">
              <div className="grow">
                <span className="pick-name">{item.name}</span>
                <div className="hint">
                  {[
                    item.brandName,
                    item.dailyServing,
                    item.nutrients
                      .map((n) => n.name)
                      .slice(0, 5)
                      .join(', '),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </div>
              </div>
              {inRegimen.has(item.id) ? (
                <span className="badge">{TEXT.inRegimen}</span>
              ) : (
                <Button aria-label={`${item.name} ${TEXT.add}`} disabled={loading} onClick={() => void onAdd(item.id, item.name)}>
                  {TEXT.add}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
