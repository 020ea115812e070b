import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Radio, TextArea } from '../../ui';

export interface SurveyQuestion {
  code: string;
  label: string;
  /** single: radio buttons, multi: checkboxes, text: a text area. */
  kind: string;
  options: string[];
  required: boolean;
}
export type SurveyAnswers = Record<string, string | string[]>;

const TEXT = {
  optional: '(선택)',
  answerThis: (label: string) => `'${label}' 문항에 답해주세요.`,
  placeholder: '자유롭게 적어주세요.',
  cancel: '취소',
  noAnswer: '응답 없음',
};

const blank = (answer: string | string[] | undefined) => answer === undefined || (Array.isArray(answer) ? answer.length === 0 : answer.trim() === '');

/** What is sent: blank answers left out, text trimmed. */
function cleaned(answers: SurveyAnswers): SurveyAnswers {
  return Object.fromEntries(
    Object.entries(answers)
      .filter(([, answer]) => !blank(answer))
      .map(([code, answer]) => [code, typeof answer === 'string' ? answer.trim() : answer]),
  );
}

/**
 * An event survey built from its questions: radio buttons, checkboxes or a text area per
 * question. Required questions left blank are named before anything is sent; `errors` are the
 * server's messages by question code.
 */
export function SurveyForm({
  questions,
  initial = {},
  submitLabel,
  busy = false,
  errors = {},
  onSubmit,
  onCancel,
}: {
  questions: SurveyQuestion[];
  initial?: SurveyAnswers;
  submitLabel: string;
  busy?: boolean;
  errors?: Record<string, string>;
  onSubmit(answers: SurveyAnswers): void;
  onCancel?: () => void;
}) {
  const [answers, setAnswers] = useState<SurveyAnswers>(initial);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const set = (code: string, answer: string | string[]) => {
    setAnswers((current) => ({ ...current, [code]: answer }));
    setMissing(({ [code]: _, ...rest }) => rest);
  };
  const toggle = (code: string, option: string) => {
    const chosen = Array.isArray(answers[code]) ? (answers[code] as string[]) : [];
    set(code, chosen.includes(option) ? chosen.filter((o) => o !== option) : [...chosen, option]);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const unanswered = Object.fromEntries(questions.filter((q) => q.required && blank(answers[q.code])).map((q) => [q.code, TEXT.answerThis(q.label)]));
    setMissing(unanswered);
    if (Object.keys(unanswered).length === 0) onSubmit(cleaned(answers));
  }

  return (
    <form className="stack" onSubmit={submit} noValidate>
      {questions.map((question, index) => {
        const error = missing[question.code] ?? errors[question.code];
        const errorId = `survey-${question.code}-error`;
        const legend = `${index + 1}. ${question.label}${question.required ? '' : ` ${TEXT.optional}`}`;
        const value = answers[question.code];
        // A plain fieldset rather than ui ChoiceGroup: it ties the question's error to the group
        // (aria-describedby), which ChoiceGroup cannot, and it also holds the text questions.
        return (
          <fieldset key={question.code} aria-describedby={error && question.kind !== 'text' ? errorId : undefined}>
            <legend>{legend}</legend>
            {question.kind === 'text' ? (
              <TextArea
                label={legend}
                hideLabel
                rows={3}
                maxLength={1000}
                placeholder={TEXT.placeholder}
                value={typeof value === 'string' ? value : ''}
                error={error}
                onChange={(e) => set(question.code, e.target.value)}
              />
            ) : (
              <>
                {question.options.map((option) =>
                  question.kind === 'multi' ? (
                    <Checkbox key={option} className="inline" label={option} checked={Array.isArray(value) && value.includes(option)} onChange={() => toggle(question.code, option)} />
                  ) : (
                    <Radio key={option} className="inline" label={option} name={`survey-${question.code}`} checked={value === option} onChange={() => set(question.code, option)} />
                  ),
                )}
                {error && (
                  <p id={errorId} className="ui-field__error" role="alert">
                    {error}
                  </p>
                )}
              </>
            )}
          </fieldset>
        );
      })}
      <div className="row">
        <Button type="submit" loading={busy}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            {TEXT.cancel}
          </Button>
        )}
      </div>
    </form>
  );
}

/** A member's answers, question by question. */
export function SurveyAnswerList({ questions, answers }: { questions: SurveyQuestion[]; answers: SurveyAnswers }) {
  return (
    <ol className="lines">
      {questions.map((question) => {
        const answer = answers[question.code];
        return (
          <li key={question.code}>
            <p className="hint">{question.label}</p>
            <p>{blank(answer) ? TEXT.noAnswer : Array.isArray(answer) ? answer.join(', ') : answer}</p>
          </li>
        );
      })}
    </ol>
  );
}
