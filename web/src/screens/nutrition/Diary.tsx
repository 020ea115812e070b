import { useId, useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Link } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { Tabs } from '../../components/Tabs';
import { Button, Chip, ChoiceGroup, FormActions, Radio, Select, TextField } from '../../ui';
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
  type SearchFoodsQuery,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { formErrorsOf, NO_ERRORS, numberOrNull, type FormErrors } from '../../lib/form-errors';
import { withJosa } from '../../lib/korean';
import { amount, defaultGrams, scaledGrams } from '../../lib/nutrition';
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
  source: (labels: string) => `출처: ${labels}`,
  portions: '분량',
  quantity: '수량',
  unit: '단위',
  grams: (measure: Measure) => `먹은 양 (${measure})`,
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
  unknown: '모름',
  energyUnknown: '열량 모름',
  previewEmpty: '먹은 양을 넣으면 열량과 영양 성분을 미리 보여 드립니다.',
};

/** What a food's serving and amounts are measured in: mL for drinks (nutrients per 100 mL), else g. */
type Measure = 'g' | 'mL';
const measureOf = (servingUnit: string | null | undefined): Measure => (servingUnit === 'mL' ? 'mL' : 'g');

type SearchFood = SearchFoodsQuery['searchFoods']['items'][number];
type Portion = SearchFood['portions'][number];
type NutrientAmount = SearchFood['nutrients'][number];

/** The nutrients the preview always names (모름 when the food has no value), and caffeine only when it has one. */
const PREVIEW_NUTRIENTS = [
  ['carbohydrate', '탄수화물'],
  ['protein', '단백질'],
  ['fat', '지방'],
  ['sodium', '나트륨'],
] as const;

/**
 * What an amount of a food gives: "1인분 400g: 243 kcal · 탄수화물 20.1g · … · 나트륨 1,234mg", each
 * value the food's per-100 g (mL) amount × the amount / 100. A nutrient the food data did not analyse
 * is absent from `nutrients`: it reads 모름, never 0.
 */
function portionPreview(head: string, grams: number, nutrients: readonly NutrientAmount[]): string {
  const byCode = new Map(nutrients.map((n) => [n.code, n]));
  const scaled = (per100: number) => (per100 * grams) / 100;
  const energy = byCode.get('energy');
  const caffeine = byCode.get('caffeine');
  const parts = [
    energy ? `${amount(scaled(energy.amount))} kcal` : TEXT.energyUnknown,
    ...PREVIEW_NUTRIENTS.map(([code, name]) => {
      const n = byCode.get(code);
      return n ? `${name} ${amount(scaled(n.amount))}${n.unit}` : `${name} ${TEXT.unknown}`;
    }),
    ...(caffeine ? [`카페인 ${amount(scaled(caffeine.amount))}${caffeine.unit}`] : []),
  ];
  return `${head}: ${parts.join(' · ')}`;
}

/** The energy of some records (kcal per record comes from the server). */
const kcalOf = (records: readonly { kcal: number }[]) => records.reduce((sum, r) => sum + r.kcal, 0);

/**
 * A food's display name (the server's `displayName`), and a restaurant item's chain (a regional
 * dish's region) after it as a small hint. The stored MFDS key (닭고기_가슴(껍질 제거)_구운것(팬)) is
 * never shown, not even as a title (issue 21: no internal values on screen); search still finds it.
 * `idBase` names the parts (`-name`, `-maker`) for a control labelled by them.
 */
function FoodName({ displayName, maker, as: Tag = 'strong', testId, idBase }: { displayName: string; maker?: string | null; as?: 'strong' | 'span'; testId?: string; idBase?: string }) {
  const id = (part: string) => (idBase ? `${idBase}-${part}` : undefined);
  const display = (
    <Tag className="food-name__display" id={id('name')}>
      {displayName}
    </Tag>
  );
  return (
    <span className="food-name" data-testid={testId}>
      {maker ? (
        <span className="food-name__head">
          {display}
          <span className="food-name__maker" id={id('maker')}>
            · {maker}
          </span>
        </span>
      ) : (
        display
      )}
    </span>
  );
}

type FoodRecordRow = FoodRecordFieldsFragment;

/** The record's fields a refusal can name on the add and edit forms; any other (the food, the date) is for the whole form. */
const RECORD_FIELDS = ['quantity', 'unit', 'amountG', 'imageUrl'] as const;
type RecordField = (typeof RECORD_FIELDS)[number];

interface Choice {
  source: Source;
  id: string;
  name: string;
  /** Grams of one serving (a recipe's 1인분; a food's own serving or the server's default). */
  portionGrams: number;
  /** A restaurant item's chain, a regional dish's region. */
  maker?: string | null;
  /** What the grams are measured in (mL for drinks). */
  measure: Measure;
  /** The servings the server offers (½, 1, 1½, 2); empty: quantity, unit and grams are typed. */
  portions: readonly Portion[];
  /** Per 100 g (mL), as the search gave them; null when not known here (recipes, recent foods): no preview. */
  nutrients: readonly NutrientAmount[] | null;
  sourceLabel?: string | null;
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
                  <span className="badge">{TEXT.times(intake.eatCnt, intake.dailyCap)}</span>
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
  const { toast, alert, confirm } = useFeedback();

  async function onRemove() {
    if (!(await confirm(TEXT.confirmRemove(record.displayName)))) return;
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
        <FoodName displayName={record.displayName} />
        <div className="hint">
          {amount(record.quantity)}
          {record.unit} · {amount(record.amountG)} {measureOf(record.food?.servingUnit)} · <span data-testid="record-kcal">{TEXT.kcal(record.kcal)}</span>
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
  const [errors, setErrors] = useState<FormErrors<RecordField>>(NO_ERRORS);
  const { toast } = useFeedback();
  // Untouched grams follow the quantity in proportion to what was recorded.
  const shownGrams = gramsTouched ? grams : String(scaledGrams(record.amountG, record.quantity, Number(quantity)) || '');

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    // Every rule (quantity present, above 0, the ranges) is the server's: its refusal goes under the field it names.
    try {
      // Empty grams: the server computes them again from the quantity (amountG null).
      await edit({ variables: { id: record.id, input: { quantity: numberOrNull(quantity), unit, amountG: numberOrNull(shownGrams) } } });
      toast(TEXT.edited(record.displayName));
      onDone();
    } catch (e) {
      setErrors(formErrorsOf(e, RECORD_FIELDS));
    }
  }

  return (
    <form className="food-form grow" onSubmit={submit} noValidate>
      <FoodName displayName={record.displayName} />
      <PortionFields
        names={{ quantity: 'editQuantity', grams: 'editAmountG' }}
        measure={measureOf(record.food?.servingUnit)}
        quantity={quantity}
        onQuantity={setQuantity}
        unit={unit}
        onUnit={setUnit}
        grams={shownGrams}
        onGrams={(value) => {
          setGramsTouched(true);
          setGrams(value);
        }}
        errors={errors.fields}
      />
      <FormActions error={errors.fields.imageUrl ?? errors.form} submitLabel={TEXT.save} busy={loading} cancelLabel={TEXT.cancel} onCancel={onCancel} size="sm" />
    </form>
  );
}

/** Quantity, unit and grams of a portion (the add and edit forms). */
function PortionFields(props: {
  names: { quantity: string; grams: string };
  measure: Measure;
  quantity: string;
  onQuantity(value: string): void;
  unit: string;
  onUnit(unit: string): void;
  grams: string;
  onGrams(value: string): void;
  /** The server's refusals by field. */
  errors: FormErrors<RecordField>['fields'];
}) {
  return (
    <div className="row wrap">
      <TextField
        label={TEXT.quantity}
        name={props.names.quantity}
        type="number"
        inputMode="decimal"
        step="0.1"
        value={props.quantity}
        error={props.errors.quantity}
        onChange={(e) => props.onQuantity(e.target.value)}
      />
      <UnitSelect value={props.unit} onChange={props.onUnit} error={props.errors.unit} />
      <TextField
        label={TEXT.grams(props.measure)}
        name={props.names.grams}
        type="number"
        inputMode="decimal"
        step="0.1"
        value={props.grams}
        error={props.errors.amountG}
        onChange={(e) => props.onGrams(e.target.value)}
      />
    </div>
  );
}

function UnitSelect({ value, onChange, error }: { value: string; onChange(unit: string): void; error?: string }) {
  // The spec's 28 units, as the server validates them.
  const units = useQuery(FoodUnitsDocument).data?.foodUnits ?? [value];
  return (
    <Select label={TEXT.unit} name="unit" value={value} error={error} onChange={(e) => onChange(e.target.value)}>
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
  const ids = useId();
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
  const [errors, setErrors] = useState<FormErrors<RecordField>>(NO_ERRORS);
  const { toast } = useFeedback();

  // The server's portion of this quantity and unit (chosen by its chip, or typed) gives its amount;
  // other quantities are quantity × one serving. Typed grams override either.
  const formPortion = choice?.portions.find((p) => p.quantity === Number(quantity) && p.unit === unit);
  const autoGrams = formPortion ? formPortion.amount : choice ? defaultGrams(Number(quantity), choice.portionGrams) : 0;
  const shownGrams = gramsTouched ? grams : choice ? String(autoGrams || '') : '';
  const chosenPortion = formPortion && Number(shownGrams) === formPortion.amount ? formPortion : undefined;
  const measure = choice?.measure ?? 'g';
  const previewGrams = Number(shownGrams);
  const preview =
    choice?.nutrients && shownGrams.trim() && previewGrams > 0 ? portionPreview(chosenPortion?.label ?? `${amount(previewGrams)}${measure}`, previewGrams, choice.nutrients) : TEXT.previewEmpty;

  const results: Choice[] =
    source === 'recipe'
      ? (recipes.data?.myRecipes ?? [])
          .filter((r) => !settled || r.name.includes(settled))
          .map((r) => ({ source, id: r.id, name: r.name, portionGrams: r.amountG, measure: 'g', portions: [], nutrients: null }))
      : settled
        ? (foods.data?.searchFoods.items ?? []).map((f) => ({
            source,
            id: f.id,
            name: f.displayName,
            portionGrams: f.portionGrams,
            maker: f.maker,
            measure: measureOf(f.servingUnit),
            portions: f.portions,
            nutrients: f.nutrients,
            sourceLabel: f.sourceLabel,
          }))
        : [];
  const sourceLabels = [...new Set(results.map((r) => r.sourceLabel).filter((label): label is string => Boolean(label)))];
  const recentFoods = recent.data?.recentFoods ?? [];

  /** A food from the list: its 1인분 (1잔) chosen when the server offers portions. */
  function pick(item: Choice) {
    setChoice(item);
    setGramsTouched(false);
    const one = item.portions.find((p) => p.quantity === 1);
    if (one) choosePortion(one);
  }

  function choosePortion(portion: Portion) {
    setQuantity(String(portion.quantity));
    setUnit(portion.unit);
    setGramsTouched(false);
  }

  /** One tap: the food of a recent record with that record's quantity, unit and grams per unit. */
  function relog(item: RecentFood) {
    const recipe = item.recipeId != null;
    setChoice({
      source: recipe ? 'recipe' : item.food?.kind === 'ingredient' ? 'ingredient' : 'food',
      id: (recipe ? item.recipeId : item.foodId)!,
      name: item.displayName,
      // Grams per unit as last logged, so the same quantity gives the same grams and another scales.
      portionGrams: item.quantity > 0 ? item.amountG / item.quantity : (item.food?.portionGrams ?? item.recipe?.amountG ?? item.amountG),
      measure: measureOf(item.food?.servingUnit),
      portions: [],
      nutrients: null,
    });
    setQuantity(String(item.quantity));
    setUnit(item.unit);
    setGramsTouched(false);
  }
  const searching = source !== 'recipe' && Boolean(settled) && foods.loading && !foods.data;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!choice) return;
    setErrors(NO_ERRORS);
    try {
      await add({
        variables: {
          input: {
            profileId: profile.id,
            recordDate: date,
            mealType,
            foodId: choice.source === 'recipe' ? null : choice.id,
            recipeId: choice.source === 'recipe' ? choice.id : null,
            quantity: numberOrNull(quantity),
            unit,
            // The chosen amount (a portion's, or typed) is what the record keeps.
            amountG: numberOrNull(shownGrams),
            imageUrl: imageUrl.trim() || null,
          },
        },
      });
      toast(TEXT.added(choice.name, mealLabel));
      onAdded();
    } catch (e) {
      setErrors(formErrorsOf(e, RECORD_FIELDS));
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
                  <Chip key={item.id} className="recent-chip">
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
              {results.map((item, i) => {
                // Named by the display name (and chain); the full name and the serving describe it.
                const base = `${ids}-food-${i}`;
                const serving = item.portions.find((p) => p.quantity === 1)?.label;
                const labelledBy = [`${base}-name`, item.maker ? `${base}-maker` : ''].filter(Boolean).join(' ');
                const describedBy = serving ? `${base}-serving` : '';
                return (
                  <li key={`${item.source}:${item.id}`}>
                    <Button variant="secondary" className="pick" aria-labelledby={labelledBy} aria-describedby={describedBy || undefined} onClick={() => pick(item)}>
                      <FoodName displayName={item.name} maker={item.maker} as="span" idBase={base} />
                      {serving && (
                        <span className="hint pick__serving" id={`${base}-serving`}>
                          {serving}
                        </span>
                      )}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
          {sourceLabels.length > 0 && (
            <p className="hint food-source" data-testid="food-source">
              {TEXT.source(sourceLabels.join(', '))}
            </p>
          )}
          <Button variant="secondary" onClick={onClose}>
            {TEXT.close}
          </Button>
        </>
      ) : (
        <form className="food-form" onSubmit={submit} noValidate>
          <div className="row between">
            <FoodName displayName={choice.name} maker={choice.maker} testId="chosen-food" />
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                setChoice(null);
                setErrors(NO_ERRORS);
              }}
            >
              {TEXT.change}
            </Button>
          </div>
          {choice.portions.length > 0 && (
            <ChoiceGroup legend={TEXT.portions} className="portion-choices">
              {choice.portions.map((portion) => (
                <Radio
                  key={portion.label}
                  className="portion-choice"
                  label={portion.label}
                  name={`${ids}-portion`}
                  value={portion.label}
                  checked={chosenPortion === portion}
                  onChange={() => choosePortion(portion)}
                />
              ))}
            </ChoiceGroup>
          )}
          <PortionFields
            names={{ quantity: 'quantity', grams: 'amountG' }}
            measure={measure}
            quantity={quantity}
            onQuantity={setQuantity}
            unit={unit}
            onUnit={setUnit}
            grams={shownGrams}
            onGrams={(value) => {
              setGramsTouched(true);
              setGrams(value);
            }}
            errors={errors.fields}
          />
          <p className="hint">{TEXT.gramsHint}</p>
          {choice.nutrients && (
            <p className="portion-preview" data-testid="portion-preview" aria-live="polite" aria-atomic="true">
              {preview}
            </p>
          )}
          <PhotoField name="mealPhoto" label={TEXT.photo} owner={{ type: 'meal', id: profile.id }} value={imageUrl} onChange={setImageUrl} />
          <FormActions error={errors.fields.imageUrl ?? errors.form} submitLabel={TEXT.record} busy={loading} cancelLabel={TEXT.close} onCancel={onClose} />
        </form>
      )}
    </div>
  );
}
