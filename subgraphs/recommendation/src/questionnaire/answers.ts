import { BadInput, withParticle, type FieldError } from '@shop/kit';
import type { ChoiceSeed, PurposeCategory } from './content/content-types.js';

/**
 * The questionnaire's answer rules (spec sections 4 and 5), applied to a band's questions as the
 * database holds them (admins edit the content; the rules do not change):
 * - every question of the band is answered once (a women-only question only by women);
 * - the first choice, `none`, excludes every other choice;
 * - `duplication` false means exactly one choice; `limitCheck` caps the number of choices;
 * - `okCheck` needs the answer confirmed;
 * - the purpose question picks one category, then 1 to 3 symptoms of that category offered in the
 *   band, each with any of its follow-up statements (none, when the category is `none`).
 * A broken rule refuses the whole submission with a Korean message naming the question.
 */
export const SYMPTOM_LIMIT = 3;

export interface LoadedChoice {
  code: string;
  label: string;
  icon: string;
  weights: Record<string, number>;
  excludes: string[];
  avoid: ChoiceSeed['avoid'] | null;
  sets: NonNullable<ChoiceSeed['sets']>;
}

export interface LoadedQuestion {
  id: string;
  number: number;
  topic: string;
  title: string;
  adminMessage: string | null;
  limitCheck: number | null;
  duplication: boolean;
  okCheck: boolean;
  rowItemNum: number;
  femaleOnly: boolean;
  choices: LoadedChoice[];
}

export interface LoadedStatement {
  code: string;
  text: string;
  weights: Record<string, number>;
}

export interface LoadedSymptom {
  code: string;
  label: string;
  icon: string;
  purpose: PurposeCategory;
  category: string;
  bands: string[];
  nutrients: Record<string, number>;
  statements: LoadedStatement[];
}

export interface BandQuestionnaire {
  band: string;
  questions: LoadedQuestion[];
  /** The symptoms the band's purpose question offers. */
  symptoms: LoadedSymptom[];
}

export interface AnswerInput {
  number: number;
  choices: string[];
  confirmed?: boolean | null;
  symptoms?: { code: string; statements: string[] }[] | null;
}

export interface ChosenSymptom {
  symptom: LoadedSymptom;
  statements: LoadedStatement[];
}

export interface CheckedAnswers {
  /** By question number, the chosen choices (none included as chosen). */
  byQuestion: { question: LoadedQuestion; choices: LoadedChoice[] }[];
  symptoms: ChosenSymptom[];
  /** What the answers set (the last question that sets a kind wins; each kind has one question). */
  sets: NonNullable<ChoiceSeed['sets']>;
}

const questionName = (q: LoadedQuestion) => `${q.number}번 문항(${q.title})`;
/** A label in quotes with the particle its last syllable takes ('해당 없음'은, '비타민'를 -> '비타민'을). */
const quoted = (label: string, afterConsonant: string, afterVowel: string) => `'${label}'${withParticle(label, afterConsonant, afterVowel).slice(label.length)}`;

/** Checks `answers` against the band's questions; throws BAD_USER_INPUT naming each broken question. */
export function checkAnswers(band: BandQuestionnaire, sex: 'male' | 'female', answers: readonly AnswerInput[]): CheckedAnswers {
  const errors: FieldError[] = [];
  const refuse = (field: string, message: string) => errors.push({ field, message });
  const byNumber = new Map(band.questions.map((q) => [q.number, q]));
  const seen = new Set<number>();
  const byQuestion: CheckedAnswers['byQuestion'] = [];
  const chosenSymptoms: ChosenSymptom[] = [];

  answers.forEach((answer, index) => {
    const at = `answers.${index}`;
    const question = byNumber.get(answer.number);
    if (!question) return refuse(`${at}.number`, `${answer.number}번 문항은 이 연령대의 설문에 없어요.`);
    const name = questionName(question);
    if (seen.has(question.number)) return refuse(`${at}.number`, `${name}에 두 번 답했어요.`);
    seen.add(question.number);
    if (question.femaleOnly && sex !== 'female') return refuse(`${at}.number`, `${name}: 여성에게만 묻는 문항이에요.`);

    const codes = answer.choices;
    if (!codes.length) return refuse(`${at}.choices`, `${name}: 하나 이상 골라주세요.`);
    if (new Set(codes).size !== codes.length) return refuse(`${at}.choices`, `${name}: 같은 답을 두 번 골랐어요.`);
    const choices: LoadedChoice[] = [];
    for (const code of codes) {
      const choice = question.choices.find((c) => c.code === code);
      if (!choice) return refuse(`${at}.choices`, `${name}: '${code}'에 해당하는 답이 없어요.`);
      choices.push(choice);
    }
    if (codes.includes('none') && codes.length > 1) return refuse(`${at}.choices`, `${name}: ${quoted(question.choices[0].label, '은', '는')} 다른 답과 함께 고를 수 없어요.`);
    if (!question.duplication && codes.length > 1) return refuse(`${at}.choices`, `${name}: 하나만 고를 수 있어요.`);
    if (question.limitCheck != null && codes.length > question.limitCheck) return refuse(`${at}.choices`, `${name}: 최대 ${question.limitCheck}개까지 고를 수 있어요.`);
    if (question.okCheck && answer.confirmed !== true) return refuse(`${at}.confirmed`, `${name}: 답을 확인해주세요.`);

    const symptoms = answer.symptoms ?? [];
    if (question.topic !== 'purpose') {
      if (symptoms.length) refuse(`${at}.symptoms`, `${name}: 증상은 목적 문항에서만 고를 수 있어요.`);
      byQuestion.push({ question, choices });
      return;
    }
    const purpose = choices[0].sets.purpose;
    if (!purpose) {
      if (symptoms.length) return refuse(`${at}.symptoms`, `${name}: ${quoted(choices[0].label, '을', '를')} 고르면 증상을 고를 수 없어요.`);
      byQuestion.push({ question, choices });
      return;
    }
    if (!symptoms.length) return refuse(`${at}.symptoms`, `${name}: 고민되는 증상을 하나 이상 골라주세요.`);
    if (symptoms.length > SYMPTOM_LIMIT) return refuse(`${at}.symptoms`, `${name}: 증상은 최대 ${SYMPTOM_LIMIT}개까지 고를 수 있어요.`);
    if (new Set(symptoms.map((s) => s.code)).size !== symptoms.length) return refuse(`${at}.symptoms`, `${name}: 같은 증상을 두 번 골랐어요.`);
    for (const [i, picked] of symptoms.entries()) {
      const symptom = band.symptoms.find((s) => s.code === picked.code && s.purpose === purpose);
      if (!symptom) return refuse(`${at}.symptoms.${i}.code`, `${name}: '${picked.code}'에 해당하는 증상이 고른 목적에 없어요.`);
      if (new Set(picked.statements).size !== picked.statements.length) return refuse(`${at}.symptoms.${i}.statements`, `${name}: 같은 문장을 두 번 골랐어요.`);
      const statements: LoadedStatement[] = [];
      for (const code of picked.statements) {
        const statement = symptom.statements.find((s) => s.code === code);
        if (!statement) return refuse(`${at}.symptoms.${i}.statements`, `${name}: '${code}'에 해당하는 문장이 '${symptom.label}'에 없어요.`);
        statements.push(statement);
      }
      chosenSymptoms.push({ symptom, statements });
    }
    byQuestion.push({ question, choices });
  });

  for (const question of band.questions) {
    if (seen.has(question.number) || (question.femaleOnly && sex !== 'female')) continue;
    refuse('answers', `${questionName(question)}에 답해주세요.`);
  }
  if (errors.length) throw BadInput(errors);

  byQuestion.sort((a, b) => a.question.number - b.question.number);
  const sets: CheckedAnswers['sets'] = {};
  for (const { choices } of byQuestion) for (const choice of choices) Object.assign(sets, choice.sets);
  return { byQuestion, symptoms: chosenSymptoms, sets };
}
