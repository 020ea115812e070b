import { useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { OrderClaimReasonsDocument, type ClaimKind, type ClaimReason } from '../../gql/graphql';
import { Checkbox, ChoiceGroup, Dialog, LoadingState, Radio, TextField } from '../../ui';
import { won } from './order-text';

export interface ClaimChoice {
  lineIds: string[];
  /** A return's or exchange's reason (decides who pays the return shipping). */
  reasonKind: ClaimReason | null;
  /** A cancel's reason code (the server's list). */
  reasonCode: string | null;
  reason: string | null;
}

interface ChoosableLine {
  id: string;
  name: string;
  optionName?: string | null;
  quantity: number;
  lineTotal: number;
}

const TEXT = {
  chooseLine: '상품을 하나 이상 선택해주세요.',
  chooseReason: '사유를 선택해주세요.',
  writeReason: '사유를 입력해주세요.',
  reasons: '사유',
  detail: '상세 사유',
  optional: '(선택)',
  loading: '사유를 불러오는 중…',
  chosen: (count: number, total: number) => `선택한 상품 ${count}개 · 상품 금액 ${won(total)}`,
};

/**
 * The form of a cancel, cancel request, return or exchange: which lines (none checked at first: a
 * buyer who tapped the one to cancel must not cancel the others with it; `lines` empty means the
 * whole order, no choice), with the sum of the chosen lines, the reason from the server's list for `kind`
 * (orderClaimReasons: the screen keeps no list of its own; 기타 needs the buyer's words), and a
 * free-text reason. 확인 is disabled in effect by a message while something is missing.
 */
export function ClaimDialog({
  title,
  confirmLabel,
  lines,
  note,
  kind,
  onSubmit,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  lines: ChoosableLine[];
  note?: string;
  kind: ClaimKind;
  onSubmit(choice: ClaimChoice): void;
  onClose(): void;
}) {
  const reasons = useQuery(OrderClaimReasonsDocument, { variables: { kind } });
  const [chosen, setChosen] = useState<Set<string>>(new Set());
  const [code, setCode] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // A message about something missing goes as soon as the buyer changes anything.
  const toggle = (id: string) => {
    setProblem(null);
    setChosen((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));
  };
  const chosenLines = lines.filter((l) => chosen.has(l.id));
  const choices = reasons.data?.orderClaimReasons ?? [];
  const textRequired = choices.find((c) => c.code === code)?.textRequired ?? false;

  function submit() {
    if (lines.length > 0 && chosen.size === 0) return setProblem(TEXT.chooseLine);
    if (!code) return setProblem(TEXT.chooseReason);
    if (textRequired && !reason.trim()) return setProblem(TEXT.writeReason);
    onSubmit({
      lineIds: chosenLines.map((l) => l.id),
      reasonKind: kind === 'cancel' ? null : (code as ClaimReason),
      reasonCode: kind === 'cancel' ? code : null,
      reason: reason.trim() || null,
    });
  }

  return (
    <Dialog title={title} confirmLabel={confirmLabel} cancelLabel="닫기" danger onConfirm={submit} onCancel={onClose}>
      {note && <p className="hint">{note}</p>}
      {lines.length > 0 && (
        <ChoiceGroup legend="상품 선택" className="order-choices">
          {lines.map((line) => (
            <Checkbox
              key={line.id}
              label={
                <span>
                  {line.name}
                  {line.optionName ? ` (${line.optionName})` : ''} · {line.quantity}개 · {won(line.lineTotal)}
                </span>
              }
              checked={chosen.has(line.id)}
              onChange={() => toggle(line.id)}
            />
          ))}
        </ChoiceGroup>
      )}
      {chosenLines.length > 0 && (
        <p className="hint" data-testid="claim-chosen">
          {TEXT.chosen(
            chosenLines.length,
            chosenLines.reduce((sum, l) => sum + l.lineTotal, 0),
          )}
        </p>
      )}
      {reasons.loading && !reasons.data ? (
        <LoadingState lines={3} label={TEXT.loading} />
      ) : (
        <ChoiceGroup legend={TEXT.reasons} className="order-choices">
          {choices.map((choice) => (
            <Radio
              key={choice.code}
              label={choice.label}
              name="claimReasonCode"
              value={choice.code}
              checked={code === choice.code}
              onChange={() => {
                setProblem(null);
                setCode(choice.code);
              }}
            />
          ))}
        </ChoiceGroup>
      )}
      <TextField
        label={`${TEXT.detail} ${textRequired ? '' : TEXT.optional}`.trim()}
        name="claimReason"
        maxLength={500}
        required={textRequired}
        value={reason}
        onChange={(e) => {
          setProblem(null);
          setReason(e.target.value);
        }}
      />
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
