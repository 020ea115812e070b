import { useState } from 'react';
import type { ClaimReason } from '../../gql/graphql';
import { Checkbox, ChoiceGroup, Dialog, Radio, TextField } from '../../ui';
import { CLAIM_REASON, won } from './order-text';

export interface ClaimChoice {
  lineIds: string[];
  reasonKind: ClaimReason | null;
  reason: string | null;
}

interface ChoosableLine {
  id: string;
  name: string;
  optionName?: string | null;
  quantity: number;
  lineTotal: number;
}

/**
 * The form of a cancel, cancel request, return or exchange: which lines (all checked at first;
 * `lines` empty means the whole order, no choice), the reason kind when `withReasonKind`, and a
 * free-text reason. 확인 is disabled in effect by a message while nothing is chosen.
 */
export function ClaimDialog({
  title,
  confirmLabel,
  lines,
  note,
  withReasonKind,
  onSubmit,
  onClose,
}: {
  title: string;
  confirmLabel: string;
  lines: ChoosableLine[];
  note?: string;
  withReasonKind: boolean;
  onSubmit(choice: ClaimChoice): void;
  onClose(): void;
}) {
  const [chosen, setChosen] = useState<Set<string>>(new Set(lines.map((l) => l.id)));
  const [reasonKind, setReasonKind] = useState<ClaimReason | null>(null);
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = (id: string) => setChosen((current) => new Set(current.has(id) ? [...current].filter((x) => x !== id) : [...current, id]));

  function submit() {
    if (lines.length > 0 && chosen.size === 0) return setProblem('상품을 하나 이상 선택해주세요.');
    if (withReasonKind && !reasonKind) return setProblem('사유를 선택해주세요.');
    onSubmit({ lineIds: lines.filter((l) => chosen.has(l.id)).map((l) => l.id), reasonKind, reason: reason.trim() || null });
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
      {withReasonKind && (
        <ChoiceGroup legend="사유" className="order-choices">
          {(Object.entries(CLAIM_REASON) as [ClaimReason, string][]).map(([kind, label]) => (
            <Radio key={kind} label={label} name="reasonKind" value={kind} checked={reasonKind === kind} onChange={() => setReasonKind(kind)} />
          ))}
        </ChoiceGroup>
      )}
      <TextField label="상세 사유 (선택)" name="claimReason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} />
      {problem && (
        <p className="error" role="alert">
          {problem}
        </p>
      )}
    </Dialog>
  );
}
