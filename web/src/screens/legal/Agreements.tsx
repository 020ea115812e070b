import { useId, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { TermsTextDocument, type AgreementDocumentFragment, type AgreementInput, type TermsKind } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { withJosa } from '../../lib/korean';
import { Button, Checkbox, Dialog, LoadingState } from '../../ui';
import { LegalText } from './LegalText';
import './legal.css';

export type Agreed = Partial<Record<TermsKind, boolean>>;
export type AgreementErrors = Partial<Record<TermsKind, string>>;

const TEXT = {
  legend: '약관 동의',
  all: '전체 동의',
  allHint: '필수·선택 항목에 모두 동의합니다. 선택 항목은 동의하지 않아도 가입할 수 있습니다.',
  required: '[필수]',
  optional: '[선택]',
  label: (title: string) => (title.endsWith('동의') ? title : `${title} 동의`),
  view: '보기',
  viewLabel: (title: string) => `${title} 전문 보기`,
  close: '닫기',
  needs: (title: string) => `${withJosa(title.replace(/ 동의$/, ''), '을/를')} 받아야 선택할 수 있습니다.`,
  privacyPolicy: '개인정보 처리방침 보기',
  missing: (title: string) => `${title.replace(/ 동의$/, '')}에 동의해주세요.`,
};

/** What the server receives: every asked item with the version shown and the answer. */
export function agreementInputs(documents: readonly AgreementDocumentFragment[], agreed: Agreed): AgreementInput[] {
  return documents.map((d) => ({ kind: d.kind, version: d.version, agreed: agreed[d.kind] === true }));
}

/** The required items left unchecked, with the message the server would give (checked before sending). */
export function missingAgreements(documents: readonly AgreementDocumentFragment[], agreed: Agreed): AgreementErrors {
  return Object.fromEntries(documents.filter((d) => d.consent === 'REQUIRED' && !agreed[d.kind]).map((d) => [d.kind, TEXT.missing(d.title)]));
}

/** The server's refusals of `agreements.<KIND>` (extensions.fields) by kind. */
export function agreementErrorsOf(error: unknown): AgreementErrors {
  const fields = (error as { errors?: { extensions?: { fields?: { field: string; message: string }[] } }[] } | null)?.errors?.[0]?.extensions?.fields ?? [];
  return Object.fromEntries(fields.filter((f) => f.field.startsWith('agreements.')).map((f) => [f.field.slice('agreements.'.length), f.message]));
}

/**
 * The sign-up's agreements: 전체 동의, then each document the server asks about (required first)
 * with [필수]/[선택] and a 보기 that opens its text in a dialog. An item that needs another
 * (night-time marketing needs marketing, `requires`) is enabled once that one is checked, and
 * unchecked with it.
 */
export function Agreements({ documents, agreed, onChange, errors = {} }: { documents: readonly AgreementDocumentFragment[]; agreed: Agreed; onChange(next: Agreed): void; errors?: AgreementErrors }) {
  const [viewing, setViewing] = useState<AgreementDocumentFragment | null>(null);
  const errorId = useId();
  const all = documents.length > 0 && documents.every((d) => agreed[d.kind]);
  const titleOf = (kind: TermsKind) => documents.find((d) => d.kind === kind)?.title ?? '';

  function set(kind: TermsKind, value: boolean) {
    const next: Agreed = { ...agreed, [kind]: value };
    // Unchecking an item unchecks what needs it.
    if (!value) for (const d of documents) if (d.requires === kind) next[d.kind] = false;
    onChange(next);
  }

  return (
    <fieldset className="agreements">
      <legend className="agreements__legend">{TEXT.legend}</legend>
      <Checkbox
        className="agreements__all"
        label={<strong>{TEXT.all}</strong>}
        hint={TEXT.allHint}
        name="agreeAll"
        checked={all}
        onChange={(e) => onChange(Object.fromEntries(documents.map((d) => [d.kind, e.target.checked])))}
      />
      <ul className="agreements__list">
        {documents.map((document) => {
          const blocked = document.requires != null && !agreed[document.requires];
          const error = errors[document.kind];
          return (
            <li key={document.kind} className="agreements__item">
              <div className="agreements__row">
                <Checkbox
                  label={`${document.consent === 'REQUIRED' ? TEXT.required : TEXT.optional} ${TEXT.label(document.title)}`}
                  hint={blocked && document.requires ? TEXT.needs(titleOf(document.requires)) : undefined}
                  name={`agree-${document.kind}`}
                  checked={agreed[document.kind] === true}
                  disabled={blocked}
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${errorId}-${document.kind}` : undefined}
                  onChange={(e) => set(document.kind, e.target.checked)}
                />
                <Button type="button" variant="ghost" size="sm" aria-label={TEXT.viewLabel(document.title)} onClick={() => setViewing(document)}>
                  {TEXT.view}
                </Button>
              </div>
              {document.kind === 'PRIVACY_COLLECTION' && (
                <a className="agreements__policy" href="/privacy" target="_blank" rel="noopener">
                  {TEXT.privacyPolicy}
                </a>
              )}
              {error && (
                <p id={`${errorId}-${document.kind}`} className="ui-field__error" role="alert">
                  {error}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {viewing && <AgreementText document={viewing} onClose={() => setViewing(null)} />}
    </fieldset>
  );
}

/** A document's text in a dialog (the version the form shows). */
function AgreementText({ document, onClose }: { document: AgreementDocumentFragment; onClose(): void }) {
  const { data, loading, error } = useQuery(TermsTextDocument, { variables: { kind: document.kind, version: document.version } });
  return (
    <Dialog title={document.title} confirmLabel={TEXT.close} onConfirm={onClose}>
      <div className="agreements__text">{loading ? <LoadingState lines={6} /> : error || !data ? <p>{errorMessage(error)}</p> : <LegalText source={data.termsDocument.body} skipTitle />}</div>
    </Dialog>
  );
}
