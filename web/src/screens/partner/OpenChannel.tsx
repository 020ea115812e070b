import { useState, type FormEvent } from 'react';
import { useMutation } from '@apollo/client/react';
import { PartnerHomeDocument, PartnerOpenChannelDocument } from '../../gql/graphql';
import { Card, FormActions, TextField } from '../../ui';
import { formErrorsOf, NO_ERRORS, type FormErrors } from '../../lib/form-errors';

const TEXT = {
  title: '채널 열기',
  lead: '채널을 열면 내 채널 링크로 들어온 방문자와 주문이 내 채널의 실적으로 기록됩니다. 추천 상품, 조합, 공동구매와 커뮤니티도 운영할 수 있어요.',
  handle: '채널 핸들',
  handleHint: '채널 주소에 쓰입니다. (예: vita_unni → /@vita_unni)',
  name: '채널 이름',
  submit: '채널 열기',
};

type Field = 'handle' | 'name';
const FIELDS: readonly Field[] = ['handle', 'name'];

/** 채널 열기 (becomeInfluencer): handle and name; the server's refusals go under their fields. */
export function OpenChannel({ onOpened }: { onOpened(name: string): void }) {
  const [handle, setHandle] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<FormErrors<Field>>(NO_ERRORS);
  const [open, { loading }] = useMutation(PartnerOpenChannelDocument, { refetchQueries: [PartnerHomeDocument] });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors(NO_ERRORS);
    try {
      const { data } = await open({ variables: { input: { handle: handle.trim(), name: name.trim() } } });
      if (data) onOpened(data.becomeInfluencer.name);
    } catch (error) {
      setErrors(formErrorsOf(error, FIELDS));
    }
  }

  return (
    <Card title={TEXT.title}>
      <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
        <p className="hint">{TEXT.lead}</p>
        <TextField
          label={TEXT.handle}
          name="handle"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          hint={TEXT.handleHint}
          value={handle}
          error={errors.fields.handle}
          onChange={(e) => setHandle(e.target.value)}
        />
        <TextField label={TEXT.name} name="name" autoComplete="off" value={name} error={errors.fields.name} onChange={(e) => setName(e.target.value)} />
        <FormActions block error={errors.form} submitLabel={TEXT.submit} busy={loading} />
      </form>
    </Card>
  );
}
