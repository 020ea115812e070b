import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { Button, Chip, Select, TextField } from '../../ui';
import {
  AddFoodRecordDocument,
  DayRecordsDocument,
  DeleteFoodRecordDocument,
  EditFoodRecordDocument,
  FoodUnitsDocument,
  MyRecipesDocument,
  RecentFoodsDocument,
  SearchFoodsDocument,
  type FoodRecordFieldsFragment,
  type RecentFoodsQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { amount, dailyIntakeCap, defaultGrams, scaledGrams } from '../../lib/nutrition';
import { useDebounced, useNutrition } from './shared';
import { PhotoField } from './PhotoField';
import { LightboxGallery } from '../../ui/Lightbox';
import './diary.css';

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
  serving: (grams: number, measured: boolean) => (measured ? `1회 ${amount(grams)} g` : `${amount(grams)} g 기준`),
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
  kcal: (kcal: number) => `${amount(kcal, 0)} kcal`,
  dayTotal: '하루 합계',
  mealTotal: (label: string) => `${label} 합계`,
  recent: '최근 먹은 음식',
  recentChip: (name: string, quantity: number, unit: string) => `${name} ${amount(quantity)}${unit} 다시 기록`,
};

/** The energy of some records (kcal per record comes from the server). */
const kcalOf = (records: readonly { kcal: number }[]) => records.reduce((sum, r) => sum + r.kcal, 0);

/**
 * A food's display name, with the food data's full name as the detail (a smaller second line,
 * and the title) when they differ, so 닭고기_가슴(껍질 제거)_구운것(팬) is still findable.
 */
function FoodName({ name, displayName, as: Tag = 'strong', testId }: { name: string; displayName: string; as?: 'strong' | 'span'; testId?: string }) {
  return (
    <span className="food-name" title={name} data-testid={testId}>
      <Tag className="food-name__display">{displayName}</Tag>
      {name !== displayName && <span className="food-name__detail">{name}</span>}
    </span>
  );
}

type FoodRecordRow = FoodRecordFieldsFragment;

interface Choice {
  source: Source;
  id: string;
  name: string;
  /** Grams of one serving (a recipe's 1인분; a food's own serving or the server's default). */
  portionGrams: number;
  /** Whether the food names its serving (else the portion is the server's default). */
  measuredServing: boolean;
  /** The food data's full name (the detail under the display name). */
  fullName: string;
  category?: string | null;
}

type RecentFood = RecentFoodsQuery['recentFoods'][number];

/** The diary of a profile's date: four meals with their records, food search to add, the day's supplement intakes. */
export function Diary() {
  const { profile, date } = useNutrition();
  const { data, error, refetch } = useQuery(DayRecordsDocument, { variables: { profileId: profile.id, date } });
  const [openMeal, setOpenMeal] = useState<number | null>(null);
  const day = data?.recordsOfDate;

  const dayRecords = day?.meals.flatMap((m) => m.records) ?? [];

  return (
    <LightboxGallery className="stack" data-testid="diary">
      {error && !day && <p className="error">{errorMessage(error)}</p>}
      {dayRecords.length > 0 && (
        <p className="card kcal-day" data-testid="day-kcal">
          <span>{TEXT.dayTotal}</span>
          <strong>{TEXT.kcal(kcalOf(dayRecords))}</strong>
        </p>
      )}
      {day?.meals.map((meal) => (
        <section key={meal.mealType} className="card meal" data-testid={`meal-${meal.mealType}`}>
          <div className="row between">
            <h2>
              {meal.label}
              {meal.records.length > 0 && (
                <span className="kcal-meal" data-testid="meal-kcal" aria-label={`${TEXT.mealTotal(meal.label)} ${TEXT.kcal(kcalOf(meal.records))}`}>
                  {TEXT.kcal(kcalOf(meal.records))}
                </span>
              )}
            </h2>
            {openMeal !== meal.mealType && (
              <Button variant="secondary" onClick={() => setOpenMeal(meal.mealType)}>
                {TEXT.addFood}
              </Button>
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
    </LightboxGallery>
  );
}

function RecordRow({ record, onChanged }: { record: FoodRecordRow; onChanged(): void }) {
  const [editing, setEditing] = useState(false);
  const [remove] = useMutation(DeleteFoodRecordDocument);
  const { toast, alert } = useFeedback();

  async function onRemove() {
    if (!window.confirm(TEXT.confirmRemove(record.displayName))) return;
    try {
      await remove({ variables: { id: record.id } });
      toast(TEXT.removed(record.displayName));
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
      {record.imageUrl && <img className="meal-photo" src={record.imageUrl} alt={TEXT.photoAlt(record.displayName)} data-gallery="meal-photos" data-caption={record.displayName} tabIndex={0} />}
      <div className="grow">
        <FoodName name={record.name} displayName={record.displayName} />
        <div className="hint">
          {amount(record.quantity)}
          {record.unit} · {amount(record.amountG)} g · <span data-testid="record-kcal">{TEXT.kcal(record.kcal)}</span>
        </div>
      </div>
      <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
        {TEXT.edit}
      </Button>
      <Button variant="danger" size="sm" aria-label={`${record.displayName} ${TEXT.remove}`} onClick={() => void onRemove()}>
        {TEXT.remove}
      </Button>
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
      toast(TEXT.edited(record.displayName));
      onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <form className="food-form grow" onSubmit={submit}>
      <FoodName name={record.name} displayName={record.displayName} />
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
        <Button type="submit" disabled={loading || !(Number(quantity) > 0)}>
          {TEXT.save}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {TEXT.cancel}
        </Button>
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
      <TextField label={TEXT.quantity} name={props.names.quantity} type="number" min="0.1" step="0.1" value={props.quantity} onChange={(e) => props.onQuantity(e.target.value)} />
      <UnitSelect value={props.unit} onChange={props.onUnit} />
      <TextField label={TEXT.grams} name={props.names.grams} type="number" min="0.1" step="0.1" value={props.grams} onChange={(e) => props.onGrams(e.target.value)} />
    </div>
  );
}

function UnitSelect({ value, onChange }: { value: string; onChange(unit: string): void }) {
  // The spec's 28 units, as the server validates them.
  const units = useQuery(FoodUnitsDocument).data?.foodUnits ?? [value];
  return (
    <Select label={TEXT.unit} name="unit" value={value} onChange={(e) => onChange(e.target.value)}>
      {units.map((unit) => (
        <option key={unit} value={unit}>
          {unit}
        </option>
      ))}
    </Select>
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
  const recent = useQuery(RecentFoodsDocument, { variables: { profileId: profile.id }, fetchPolicy: 'cache-and-network' });
  const [add, { loading }] = useMutation(AddFoodRecordDocument);
  const { toast, alert } = useFeedback();

  const shownGrams = gramsTouched ? grams : choice ? String(defaultGrams(Number(quantity), choice.portionGrams) || '') : '';
  const results: Choice[] =
    source === 'recipe'
      ? (recipes.data?.myRecipes ?? [])
          .filter((r) => !settled || r.name.includes(settled))
          .map((r) => ({ source, id: r.id, name: r.name, fullName: r.name, portionGrams: r.amountG, measuredServing: true }))
      : settled
        ? (foods.data?.searchFoods.items ?? []).map((f) => ({
            source,
            id: f.id,
            name: f.displayName,
            fullName: f.name,
            portionGrams: f.portionGrams,
            measuredServing: f.servingGrams != null,
            category: f.category,
          }))
        : [];
  const recentFoods = recent.data?.recentFoods ?? [];

  /** One tap: the food of a recent record with that record's quantity, unit and grams per unit. */
  function relog(item: RecentFood) {
    const recipe = item.recipeId != null;
    setChoice({
      source: recipe ? 'recipe' : item.food?.kind === 'ingredient' ? 'ingredient' : 'food',
      id: (recipe ? item.recipeId : item.foodId)!,
      name: item.displayName,
      fullName: item.name,
      // Grams per unit as last logged, so the same quantity gives the same grams and another scales.
      portionGrams: item.quantity > 0 ? item.amountG / item.quantity : (item.food?.portionGrams ?? item.recipe?.amountG ?? item.amountG),
      measuredServing: true,
      category: item.food?.category,
    });
    setQuantity(String(item.quantity));
    setUnit(item.unit);
    setGramsTouched(false);
  }
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
          {recentFoods.length > 0 && (
            <div className="recent-foods" data-testid="recent-foods">
              <span className="hint">{TEXT.recent}</span>
              <div className="chips chips--scroll">
                {recentFoods.map((item) => (
                  <Chip key={item.id} className="recent-chip" title={item.name}>
                    <Button variant="ghost" size="sm" aria-label={TEXT.recentChip(item.displayName, item.quantity, item.unit)} onClick={() => relog(item)}>
                      {item.displayName}
                      <span className="hint">{`${amount(item.quantity)}${item.unit}`}</span>
                    </Button>
                  </Chip>
                ))}
              </div>
            </div>
          )}
          <Tabs
            value={source}
            options={TEXT.sources}
            onChange={(next) => {
              setSource(next);
              setChoice(null);
            }}
          />
          <TextField label={TEXT.search} hideLabel name="foodQuery" placeholder={TEXT.searchPlaceholder} autoComplete="off" autoFocus value={query} onChange={(e) => setQuery(e.target.value)} />
          {searching && <p className="hint">{TEXT.searching}</p>}
          {source === 'recipe' && recipes.data && recipes.data.myRecipes.length === 0 && <p className="hint">{TEXT.noRecipes}</p>}
          {source !== 'recipe' && settled && foods.data && results.length === 0 && <p className="hint">{TEXT.noResults(settled)}</p>}
          {results.length > 0 && (
            <ul className="pick-list" data-testid="food-results">
              {results.map((item) => (
                <li key={`${item.source}:${item.id}`}>
                  <Button
                    variant="secondary"
                    className="pick"
                    onClick={() => {
                      setChoice(item);
                      setGramsTouched(false);
                    }}
                  >
                    <FoodName name={item.fullName} displayName={item.name} as="span" />
                    <span className="hint">
                      {item.category ? `${item.category} · ` : ''}
                      {TEXT.serving(item.portionGrams, item.measuredServing)}
                    </span>
                  </Button>
                </li>
              ))}
            </ul>
          )}
          <Button variant="secondary" onClick={onClose}>
            {TEXT.close}
          </Button>
        </>
      ) : (
        <form className="food-form" onSubmit={submit}>
          <div className="row between">
            <FoodName name={choice.fullName} displayName={choice.name} testId="chosen-food" />
            <Button variant="ghost" size="sm" onClick={() => setChoice(null)}>
              {TEXT.change}
            </Button>
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
            <Button type="submit" disabled={loading || !(Number(quantity) > 0)}>
              {TEXT.record}
            </Button>
            <Button variant="secondary" onClick={onClose}>
              {TEXT.close}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
