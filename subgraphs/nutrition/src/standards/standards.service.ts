import type { EntityManager } from '@mikro-orm/postgresql';
import { dayjs } from '@shop/kit';
import { COUNTED_NUTRIENTS, caffeineCap, pregnancyStage, standardAgeBand, standardType, BETA_CAROTENE_RANGE_MG, SUGAR_RANGE_G, type PregnancyStage } from '../rules/rules.js';
import { NUTRIENT_BY_CODE } from '../nutrients/nutrient-catalog.js';
import { KdriValueEntity, type KdriValue } from './kdri.entity.js';
import { PromiseRecordEntity, type Profile } from '../profiles/profile.entity.js';
import { BodyRecordEntity } from '../records/record.entities.js';
import { KCAL_PER_GRAM, OLDER_AGE_FROM_YEARS, OLDER_AGE_MACRO_RATIOS, STANDARD_CODE_LABELS, infantFormulaBand, round1, standardCode } from './standard-rules.js';

/** What a standard depends on: the profile, its life-stage settings, its latest weight. */
export interface StandardSubjectInfo {
  birthday: string;
  gender: number;
  promiseType: number;
  pregnantType: number | null;
  pregnantDay: string | null;
  weightKg: number | null;
}

export interface NutrientStandardValue {
  code: string;
  name: string;
  unit: string;
  /** RNI where KDRI sets one, else AI; null where KDRI sets neither for this group. */
  min: number | null;
  minKind: string | null;
  /** UL, where KDRI sets one. */
  max: number | null;
}

export interface Range {
  min: number | null;
  max: number | null;
}

export interface ProfileStandard {
  date: string;
  ageYears: number;
  ageBand: string;
  standardType: number;
  standardCode: number;
  label: string;
  /** The KDRI 2020 group the values come from (plus pregnancy/lactation additions). */
  kdriGroup: string;
  pregnancyStage: PregnancyStage | null;
  energy: number | null;
  carbohydrate: Range;
  protein: Range;
  fat: Range;
  /** Infant formula energy band (kcal) with its 20 % tolerance; null from age 1. */
  milkPowder: (Range & { target: number }) | null;
  totalSugar: Range;
  sodium: Range;
  caffeine: { cap: number | null; displayRange: readonly [number, number] | null };
  betaCarotene: Range;
  nutrients: NutrientStandardValue[];
}

type Cell = { value: number | null; valueType: string };
type GroupTable = Map<string, Map<string, Cell>>;

/**
 * KDRI rows are immutable reference data (a migration loads them), so one read per process is
 * enough; keyed by group -> nutrient -> kind.
 */
let kdriTable: Promise<Map<string, GroupTable>> | null = null;
interface GroupInfo {
  code: string;
  sex: string;
  from: number | null;
  to: number | null;
  unit: string | null;
}
let groupInfos: GroupInfo[] = [];

async function loadKdri(em: EntityManager): Promise<Map<string, GroupTable>> {
  kdriTable ??= (async () => {
    // Read through the caller's manager (and its connection: inside a transaction a second
    // connection could wait on a pool the waiting transactions hold), without filling its identity map.
    const rows: KdriValue[] = await em.find(KdriValueEntity, {}, { orderBy: { id: 'asc' }, disableIdentityMap: true });
    const table = new Map<string, GroupTable>();
    const infos = new Map<string, GroupInfo>();
    for (const row of rows) {
      const group = table.get(row.groupCode) ?? new Map();
      table.set(row.groupCode, group);
      const nutrient = group.get(row.nutrient) ?? new Map<string, Cell>();
      group.set(row.nutrient, nutrient);
      nutrient.set(row.kind, { value: row.value ?? null, valueType: row.valueType });
      infos.set(row.groupCode, { code: row.groupCode, sex: row.sex, from: row.ageFrom ?? null, to: row.ageTo ?? null, unit: row.ageUnit ?? null });
    }
    groupInfos = [...infos.values()];
    if (!table.size) throw new Error('KDRI reference data is missing (migration not applied)');
    return table;
  })().catch((error) => {
    kdriTable = null;
    throw error;
  });
  return kdriTable;
}

/** The KDRI age/sex group: infants by whole months (0-5, 6-11), everyone else by whole years. */
export function kdriGroupOf(groups: GroupInfo[], birthday: string, on: string, gender: number): string {
  const months = dayjs(on).diff(dayjs(birthday), 'month');
  const years = dayjs(on).diff(dayjs(birthday), 'year');
  const sex = gender === 1 ? 'male' : 'female';
  const group = groups.find((g) => {
    if (g.from === null || !(g.sex === 'both' || g.sex === sex)) return false;
    const age = g.unit === 'months' ? months : years;
    if (g.unit === 'months' && years >= 1) return false;
    return age >= g.from && (g.to === null || age <= g.to);
  });
  if (!group) throw new Error(`no KDRI group for ${birthday} on ${on}`);
  return group.code;
}

/** A group's cells with pregnancy or lactation rows applied: additions add, absolutes replace. */
function applyLifeStage(base: GroupTable, ...overlays: (GroupTable | undefined)[]): GroupTable {
  const result: GroupTable = new Map([...base].map(([nutrient, kinds]) => [nutrient, new Map(kinds)]));
  for (const overlay of overlays) {
    if (!overlay) continue;
    for (const [nutrient, kinds] of overlay) {
      const target = result.get(nutrient) ?? new Map<string, Cell>();
      result.set(nutrient, target);
      for (const [kind, cell] of kinds) {
        if (cell.valueType === 'addition') {
          const current = target.get(kind)?.value;
          target.set(kind, { value: current == null || cell.value == null ? null : current + cell.value, valueType: 'absolute' });
        } else {
          target.set(kind, cell);
        }
      }
    }
  }
  return result;
}

const TRIMESTER: Record<PregnancyStage, string> = { before: 'pregnancy_T1', early: 'pregnancy_T1', mid: 'pregnancy_T2', late: 'pregnancy_T3', postpartum: 'pregnancy_T1' };

/** KDRI 2020 sets two n-3 values; the product scores EPA+DHA (DHA for infants). See the decision doc. */
const OMEGA_3_SOURCES = ['omega_3_epa_dha', 'omega_3_dha_infant'];

/** The standard of a subject on a date, exactly by the spec's rules and the KDRI 2020 cells. */
export async function standardFor(em: EntityManager, subject: StandardSubjectInfo, on: string): Promise<ProfileStandard> {
  const kdri = await loadKdri(em);
  const ageYears = dayjs(on).diff(dayjs(subject.birthday), 'day') / 365.25;
  const wholeYears = dayjs(on).diff(dayjs(subject.birthday), 'year');
  const type = standardType({ ageYears: wholeYears, gender: subject.gender, promiseType: subject.promiseType, pregnantType: subject.pregnantType });
  const code = wholeYears < 6 ? type : standardCode(type, subject.promiseType, subject.gender);
  const group = kdriGroupOf(groupInfos, subject.birthday, on, subject.gender);
  const stage = subject.pregnantDay ? pregnancyStage(subject.pregnantDay, on).stage : null;
  const cells =
    type === 5
      ? applyLifeStage(kdri.get(group)!, kdri.get('pregnancy'), kdri.get(TRIMESTER[stage ?? 'early']))
      : type === 6
        ? applyLifeStage(kdri.get(group)!, kdri.get('lactation'))
        : kdri.get(group)!;
  const cell = (nutrient: string, kind: string) => cells.get(nutrient)?.get(kind)?.value ?? null;
  const energy = cell('energy', 'EER');

  const amdrGrams = (nutrient: 'carbohydrate' | 'protein' | 'fat', kind: 'AMDR_min' | 'AMDR_max') => {
    const percent = cell(nutrient, kind);
    return percent == null || energy == null ? null : round1((energy * percent) / 100 / KCAL_PER_GRAM[nutrient]);
  };
  const macro = (nutrient: 'carbohydrate' | 'protein' | 'fat'): Range => {
    if (wholeYears >= OLDER_AGE_FROM_YEARS && energy != null) {
      const ratio = OLDER_AGE_MACRO_RATIOS[nutrient];
      return { min: round1(energy * ratio.min), max: round1(energy * ratio.max) };
    }
    return { min: cell(nutrient, 'RNI') ?? cell(nutrient, 'AI') ?? amdrGrams(nutrient, 'AMDR_min'), max: amdrGrams(nutrient, 'AMDR_max') };
  };

  const nutrients = COUNTED_NUTRIENTS.map((nutrientCode): NutrientStandardValue => {
    const definition = NUTRIENT_BY_CODE.get(nutrientCode)!;
    const sources = nutrientCode === 'omega_3_fatty_acids' ? OMEGA_3_SOURCES : [nutrientCode];
    for (const source of sources) {
      const rni = cell(source, 'RNI');
      const ai = cell(source, 'AI');
      if (rni == null && ai == null) continue;
      // Niacin's UL is printed per chemical form (nicotinic acid / nicotinamide), not for niacin as eaten.
      const max = nutrientCode === 'niacin' ? null : cell(source, 'UL');
      return { code: nutrientCode, name: definition.name, unit: definition.unit, min: rni ?? ai, minKind: rni != null ? 'RNI' : 'AI', max };
    }
    return { code: nutrientCode, name: definition.name, unit: definition.unit, min: null, minKind: null, max: cell(nutrientCode, 'UL') };
  });

  const daysOld = dayjs(on).diff(dayjs(subject.birthday), 'day');
  const formula = wholeYears < 1 ? infantFormulaBand(daysOld) : null;
  const caffeine = caffeineCap(wholeYears, type, subject.weightKg);
  return {
    date: on,
    ageYears: round1(ageYears),
    ageBand: standardAgeBand(ageYears).code,
    standardType: type,
    standardCode: code,
    label: STANDARD_CODE_LABELS[code],
    kdriGroup: group,
    pregnancyStage: type === 5 ? stage : null,
    energy,
    carbohydrate: macro('carbohydrate'),
    protein: macro('protein'),
    fat: macro('fat'),
    milkPowder: formula ? { target: formula.energyKcal, min: formula.min, max: formula.max } : null,
    totalSugar: { min: SUGAR_RANGE_G[0], max: SUGAR_RANGE_G[1] },
    sodium: { min: cell('sodium', 'AI'), max: cell('sodium', 'CDRR') },
    caffeine: { cap: caffeine.capMg, displayRange: caffeine.displayRangeMg },
    betaCarotene: { min: BETA_CAROTENE_RANGE_MG[0], max: BETA_CAROTENE_RANGE_MG[1] },
    nutrients,
  };
}

/** The profile's standard on a date: its life-stage settings and its latest weight up to that date. */
export async function standardOfProfile(em: EntityManager, profile: Profile, on: string): Promise<ProfileStandard> {
  const [promise, body] = await Promise.all([
    em.findOne(PromiseRecordEntity, { profileId: profile.id }),
    em.findOne(BodyRecordEntity, { profileId: profile.id, recordAt: { $lte: on }, weight: { $ne: null } }, { orderBy: { recordAt: 'desc', id: 'desc' } }),
  ]);
  return standardFor(
    em,
    {
      birthday: profile.birthday,
      gender: profile.gender,
      promiseType: promise?.promiseType ?? 0,
      pregnantType: promise?.pregnantType ?? null,
      pregnantDay: promise?.pregnantDay ?? null,
      weightKg: body?.weight ?? null,
    },
    on,
  );
}
