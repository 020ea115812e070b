import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import {
  AddFoodRecordDocument,
  DayRecordsDocument,
  DeleteFoodRecordDocument,
  EditFoodRecordDocument,
  FoodUnitsDocument,
  MyRecipesDocument,
  SearchFoodsDocument,
  type FoodRecordFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { amount, dailyIntakeCap, defaultGrams, scaledGrams } from '../../lib/nutrition';
import { useDebounced, useNutrition } from './shared';
import { PhotoField } from './PhotoField';

type Source = 'food' | 'ingredient' | 'recipe';

const TEXT = {
  title: '식단 일기',
  empty: '기록이 없습니다.',
  addFood: '음식 추가',
  close: '닫기',
  sources: [
    ['food', '음식'],
    ['ingredient', '식재료'],
    ['recipe', '내 레시피'],
  ] as [Source, string][],
  search: '음식 검색',
  searchPlaceholder: '음식 이름 (예: 달걀, 현미, ㄷㄱ)',
  searching: '검색 중…',
  noResults: (q: string) => `${withJosa(q, '와/과')} 일치하는 항목이 없습니다.`,
  noRecipes: '등록한 레시피가 없습니다.',
  serving: (g: number | null | undefined) => (g ? `1회 ${amount(g)} g` : '100 g 기준'),
  quantity: '수량',
  unit: '단위',
  grams: '먹은 양 (g)',
  gramsHint: '비워 두면 수량 × 1회 분량으로 계산합니다.',
  photo: '식사 사진 (선택)',
  record: '기록하기',
  save: '저장',
  edit: '수정',
  remove: '삭제',
  cancel: '취소',
  change: '다른 음식 고르기',
  added: (name: string, meal: string) => `${withJosa(name, '을/를')} ${meal}에 기록했습니다.`,
  edited: (name: string) => `${name} 기록을 수정했습니다.`,
  removed: (name: string) => `${withJosa(name, '을/를')} 삭제했습니다.`,
  confirmRemove: (name: string) => `${withJosa(name, '을/를')} 삭제할까요?`,
  photoAlt: (name: string) => `${name} 사진`,
  intakes: '영양제 섭취',
  noIntakes: '이 날 체크한 영양제가 없습니다.',
  goSupplements: '영양제 체크하기',
  times: (eat: number, cap: number) => `${eat}/${cap}회`,
};

type FoodRecordRow = FoodRecordFieldsFragment;

interface Choice {
  source: Source;
  id: string;
  name: string;
  /** Grams of one serving (a recipe's 1인분). */
  servingGrams: number | null;
  category?: string | null;
}

/** The diary of a profile's date: four meals with their records, food search to add, the day's supplement intakes. */
export function Diary() {
  const { profile, date } = useNutrition();
  const { data, error, refetch } = useQuery(DayRecordsDocument, { variables: { profileId: profile.id, date } });
  const [openMeal, setOpenMeal] = useState<number | null>(null);
  const day = data?.recordsOfDate;

  return (
    <div className="stack" data-testid="diary">
      {error && !day && <p className="error">{errorMessage(error)}</p>}
      {day?.meals.map((meal) => (
        <section key={meal.mealType} className="card meal" data-testid={`meal-${meal.mealType}`}>
          <div className="row between">
            <h2>{meal.label}</h2>
            {openMeal !== meal.mealType && (
              <button type="button" className="secondary" onClick={() => setOpenMeal(meal.mealType)}>
                {TEXT.addFood}
              </button>
            )}
          </div>
          {meal.records.length === 0 ? (
            <p className="hint">{TEXT.empty}</p>
          ) : (
            <ul className="records">
              {meal.records.map((record) => (
                <RecordRow key={record.id} record={record} onChanged={() => void refetch()} />
              ))}
            </ul>
          )}
          {openMeal === meal.mealType && (
            <AddFood
              mealType={meal.mealType}
              mealLabel={meal.label}
              onClose={() => setOpenMeal(null)}
              onAdded={() => {
                setOpenMeal(null);
                void refetch();
              }}
            />
          )}
        </section>
      ))}
      {day && (
        <section className="card" data-testid="day-intakes">
          <div className="row between">
            <h2>{TEXT.intakes}</h2>
            <Link to={{ pathname: '/mypage/nutrition/supplements', search: `?profile=${profile.id}&date=${date}` }}>{TEXT.goSupplements}</Link>
          </div>
          {day.intakes.length === 0 ? (
            <p className="hint">{TEXT.noIntakes}</p>
          ) : (
            <ul className="records">
              {day.intakes.map((intake) => (
                <li key={intake.regimenId} className="record">
                  <div className="grow">
                    <strong>{intake.supplementName}</strong>
                  </div>
                  <span className="badge">{TEXT.times(intake.eatCnt, dailyIntakeCap(intake.alramCnt))}</span>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}

function RecordRow({ record, onChanged }: { record: FoodRecordRow; onChanged(): void }) {
  const [editing, setEditing] = useState(false);
  const [remove] = useMutation(DeleteFoodRecordDocument);
  const { toast, alert } = useFeedback();

  async function onRemove() {
    if (!window.confirm(TEXT.confirmRemove(record.name))) return;
    try {
      await remove({ variables: { id: record.id } });
      toast(TEXT.removed(record.name));
      onChanged();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  if (editing) {
    return (
      <li className="record">
        <EditRecord
          record={record}
          onDone={() => {
            setEditing(false);
            onChanged();
          }}
          onCancel={() => setEditing(false)}
        />
      </li>
    );
  }
  return (
    <li className="record">
      {record.imageUrl && <img className="meal-photo" src={record.imageUrl} alt={TEXT.photoAlt(record.name)} />}
      <div className="grow">
        <strong>{record.name}</strong>
        <div className="hint">
          {amount(record.quantity)}
          {record.unit} · {amount(record.amountG)} g
        </div>
      </div>
      <button type="button" className="secondary small" onClick={() => setEditing(true)}>
        {TEXT.edit}
      </button>
      <button type="button" className="secondary small" aria-label={`${record.name} ${TEXT.remove}`} onClick={() => void onRemove()}>
        {TEXT.remove}
      </button>
    </li>
  );
}

function EditRecord({ record, onDone, onCancel }: { record: FoodRecordRow; onDone(): void; onCancel(): void }) {
  const [quantity, setQuantity] = useState(String(record.quantity));
  const [unit, setUnit] = useState(record.unit);
  const [grams, setGrams] = useState(String(record.amountG));
  const [gramsTouched, setGramsTouched] = useState(false);
  const [edit, { loading }] = useMutation(EditFoodRecordDocument);
  const { toast, alert } = useFeedback();
  // Untouched grams follow the quantity in proportion to what was recorded.
  const shownGrams = gramsTouched ? grams : String(scaledGrams(record.amountG, record.quantity, Number(quantity)) || '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      // Empty grams: the server computes them again from the quantity (amountG null).
      await edit({ variables: { id: record.id, input: { quantity: Number(quantity), unit, amountG: shownGrams.trim() ? Number(shownGrams) : null } } });
      toast(TEXT.edited(record.name));
      onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <form className="food-form grow" onSubmit={submit}>
      <strong>{record.name}</strong>
      <PortionFields
        names={{ quantity: 'editQuantity', grams: 'editAmountG' }}
        quantity={quantity}
        onQuantity={setQuantity}
        unit={unit}
        onUnit={setUnit}
        grams={shownGrams}
        onGrams={(value) => {
          setGramsTouched(true);
          setGrams(value);
        }}
      />
      <div className="row">
        <button type="submit" disabled={loading || !(Number(quantity) > 0)}>
          {TEXT.save}
        </button>
        <button type="button" className="secondary" onClick={onCancel}>
          {TEXT.cancel}
        </button>
      </div>
    </form>
  );
}

/** Quantity, unit and grams of a portion (the add and edit forms). */
function PortionFields(props: {
  names: { quantity: string; grams: string };
  quantity: string;
  onQuantity(value: string): void;
  unit: string;
  onUnit(unit: string): void;
  grams: string;
  onGrams(value: string): void;
}) {
  return (
    <div className="row wrap">
      <label>
        {TEXT.quantity}
        <input name={props.names.quantity} type="number" min="0.1" step="0.1" value={props.quantity} onChange={(e) => props.onQuantity(e.target.value)} />
      </label>
      <UnitSelect value={props.unit} onChange={props.onUnit} />
      <label>
        {TEXT.grams}
        <input name={props.names.grams} type="number" min="0.1" step="0.1" value={props.grams} onChange={(e) => props.onGrams(e.target.value)} />
      </label>
    </div>
  );
}

function UnitSelect({ value, onChange }: { value: string; onChange(unit: string): void }) {
  // The spec's 28 units, as the server validates them.
  const units = useQuery(FoodUnitsDocument).data?.foodUnits ?? [value];
  return (
    <label>
      {TEXT.unit}
      <select name="unit" value={value} onChange={(e) => onChange(e.target.value)}>
        {units.map((unit) => (
          <option key={unit} value={unit}>
            {unit}
          </option>
        ))}
      </select>
    </label>
  );
}

/** Food search (debounced) and the form for one record of a meal. */
function AddFood({ mealType, mealLabel, onClose, onAdded }: { mealType: number; mealLabel: string; onClose(): void; onAdded(): void }) {
  const { profile, date } = useNutrition();
  const [source, setSource] = useState<Source>('food');
  const [query, setQuery] = useState('');
  const settled = useDebounced(query.trim());
  const [choice, setChoice] = useState<Choice | null>(null);
  const [quantity, setQuantity] = useState('1');
  const [unit, setUnit] = useState<string>('인분');
  const [grams, setGrams] = useState('');
  const [gramsTouched, setGramsTouched] = useState(false);
  const [imageUrl, setImageUrl] = useState('');
  const foods = useQuery(SearchFoodsDocument, { variables: { query: settled, kind: source }, skip: source === 'recipe' || !settled });
  const recipes = useQuery(MyRecipesDocument, { skip: source !== 'recipe' });
  const [add, { loading }] = useMutation(AddFoodRecordDocument);
  const { toast, alert } = useFeedback();

  const shownGrams = gramsTouched ? grams : choice ? String(defaultGrams(Number(quantity), choice.servingGrams) || '') : '';
  const results: Choice[] =
    source === 'recipe'
      ? (recipes.data?.myRecipes ?? []).filter((r) => !settled || r.name.includes(settled)).map((r) => ({ source, id: r.id, name: r.name, servingGrams: r.amountG }))
      : settled
        ? (foods.data?.searchFoods.items ?? []).map((f) => ({ source, id: f.id, name: f.name, servingGrams: f.servingGrams ?? null, category: f.category }))
        : [];
  const searching = source !== 'recipe' && Boolean(settled) && foods.loading && !foods.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    try {
      await add({
        variables: {
          input: {
            profileId: profile.id,
            recordDate: date,
            mealType,
            foodId: choice.source === 'recipe' ? null : choice.id,
            recipeId: choice.source === 'recipe' ? choice.id : null,
            quantity: Number(quantity),
            unit,
            amountG: shownGrams.trim() ? Number(shownGrams) : null,
            imageUrl: imageUrl.trim() || null,
          },
        },
      });
      toast(TEXT.added(choice.name, mealLabel));
      onAdded();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="add-food" data-testid="add-food">
      {!choice ? (
        <>
          <Tabs
            value={source}
            options={TEXT.sources}
            onChange={(next) => {
              setSource(next);
              setChoice(null);
            }}
          />
          <input name="foodQuery" aria-label={TEXT.search} placeholder={TEXT.searchPlaceholder} autoComplete="off" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} />
          {searching && <p className="hint">{TEXT.searching}</p>}
          {source === 'recipe' && recipes.data && recipes.data.myRecipes.length === 0 && <p className="hint">{TEXT.noRecipes}</p>}
          {source !== 'recipe' && settled && foods.data && results.length === 0 && <p className="hint">{TEXT.noResults(settled)}</p>}
          {results.length > 0 && (
            <ul className="pick-list" data-testid="food-results">
              {results.map((item) => (
                <li key={`${item.source}:${item.id}`}>
                  <button
                    type="button"
                    className="pick"
                    onClick={() => {
                      setChoice(item);
                      setGramsTouched(false);
                    }}
                  >
                    <span className="pick-name">{item.name}</span>
                    <span className="hint">
                      {item.category ? `${item.category} · ` : ''}
                      {TEXT.serving(item.servingGrams)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          <button type="button" className="secondary" onClick={onClose}>
            {TEXT.close}
          </button>
        </>
      ) : (
        <form className="food-form" onSubmit={submit}>
          <div className="row between">
            <strong data-testid="chosen-food">{choice.name}</strong>
            <button type="button" className="link" onClick={() => setChoice(null)}>
              {TEXT.change}
            </button>
          </div>
          <PortionFields
            names={{ quantity: 'quantity', grams: 'amountG' }}
            quantity={quantity}
            onQuantity={setQuantity}
            unit={unit}
            onUnit={setUnit}
            grams={shownGrams}
            onGrams={(value) => {
              setGramsTouched(true);
              setGrams(value);
            }}
          />
          <p className="hint">{TEXT.gramsHint}</p>
          <PhotoField name="mealPhoto" label={TEXT.photo} owner={{ type: 'meal', id: profile.id }} value={imageUrl} onChange={setImageUrl} />
          <div className="row">
            <button type="submit" disabled={loading || !(Number(quantity) > 0)}>
              {TEXT.record}
            </button>
            <button type="button" className="secondary" onClick={onClose}>
              {TEXT.close}
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
