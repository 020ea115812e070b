import { useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router';
import { TermsPageDocument, type TermsKind } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { ErrorState, LoadingState, Select } from '../../ui';
import { LegalText } from './LegalText';
import { koreanLongDate } from './legal-dates';
import './legal.css';

const TEXT = {
  version: '버전 선택',
  option: (version: number, effectiveOn: string, inEffect: boolean, current: boolean) =>
    `${version}번째 버전 · ${koreanLongDate(effectiveOn)} ${inEffect ? '시행' : '시행 예정'}${current ? ' (현재)' : ''}`,
  effective: (date: string) => `시행일: ${koreanLongDate(date)}`,
  upcoming: (date: string) => `${koreanLongDate(date)}부터 시행되는 개정안입니다. 지금은 이전 버전이 적용됩니다.`,
  older: '지난 버전입니다. 지금 적용되는 내용은 최신 버전에서 확인해주세요.',
  changes: '바뀐 내용',
};

/**
 * A legal document's page (/terms, /privacy): the version in effect, or the one chosen in the
 * version picker (`?version=N`, so a version can be linked), with every version's effective date.
 */
function LegalPage({ kind }: { kind: TermsKind }) {
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('version'));
  const version = Number.isInteger(asked) && asked > 0 ? asked : null;
  const { data, loading, error, refetch } = useQuery(TermsPageDocument, { variables: { kind, version } });
  if (loading && !data) return <LoadingState lines={8} />;
  if (error || !data) return <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />;
  const document = data.termsDocument;
  const versions = data.termsVersions;
  const current = versions.find((v) => v.inEffect);
  return (
    <article className="card legal-page" aria-labelledby="legal-title">
      <h1 id="legal-title">{document.title}</h1>
      <Select
        label={TEXT.version}
        name="version"
        value={String(document.version)}
        onChange={(e) => setParams(Number(e.target.value) === current?.version ? {} : { version: e.target.value }, { replace: true })}
      >
        {versions.map((v) => (
          <option key={v.id} value={v.version}>
            {TEXT.option(v.version, v.effectiveOn, v.inEffect, v.version === current?.version)}
          </option>
        ))}
      </Select>
      <p className="legal-meta">{TEXT.effective(document.effectiveOn)}</p>
      {!document.inEffect && (
        <p className="legal-notice" role="note">
          {TEXT.upcoming(document.effectiveOn)}
        </p>
      )}
      {document.inEffect && current && document.version < current.version && (
        <p className="legal-notice" role="note">
          {TEXT.older}
        </p>
      )}
      {document.summary && (
        <p className="legal-meta">
          {TEXT.changes}: {document.summary}
        </p>
      )}
      <LegalText source={document.body} skipTitle />
    </article>
  );
}

/** 이용약관 */
export function TermsOfUse() {
  return <LegalPage kind="TERMS_OF_USE" />;
}

/** 개인정보 처리방침 */
export function PrivacyPolicy() {
  return <LegalPage kind="PRIVACY_POLICY" />;
}
