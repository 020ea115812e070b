import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { Navigate } from 'react-router';
import { useFeedback } from '../../components/Feedback';
import { CreateMyAddressDocument, DeleteMyAddressDocument, EditMyAddressDocument, MeDocument, MyAddressBookDocument, type AddressBookFieldsFragment } from '../../gql/graphql';
import { errorMessage } from '../../lib/apollo';
import { Button, Checkbox, Chip, EmptyState, ErrorState, LoadingState, ResponsiveTable, TextField } from '../../ui';
import { AddressInputs, EMPTY_ADDRESS, phoneText, useAddressCheck, type AddressForm } from './address-form';

/** The server keeps at most this many (addresses.service MAX_ADDRESSES). */
const MAX_ADDRESSES = 20;

type Address = AddressBookFieldsFragment;

/**
 * /mypage/address: the address book (spec section 2 columns: recipient, address, contact,
 * edit/delete), the default first with its badge; a form to add or edit (postcode 5 digits),
 * delete after a confirmation.
 */
export function AddressBook() {
  const me = useQuery(MeDocument);
  const { data, loading, error, refetch } = useQuery(MyAddressBookDocument, { skip: !me.data?.me });
  const [editing, setEditing] = useState<Address | 'new' | null>(null);
  const [remove] = useMutation(DeleteMyAddressDocument);
  const { toast, alert, confirm } = useFeedback();
  if (!me.loading && !me.data?.me) return <Navigate to="/login" replace />;
  const addresses = data?.myAddresses ?? [];

  async function removeAddress(address: Address) {
    if (!(await confirm(`'${address.label}' 배송지를 삭제할까요?`))) return;
    try {
      await remove({ variables: { id: address.id } });
      toast('배송지를 삭제했습니다.');
      if (editing !== 'new' && editing?.id === address.id) setEditing(null);
      await refetch();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <div className="stack">
      <div className="row between">
        <h1>배송지 관리</h1>
        {editing === null && (
          <Button size="sm" disabled={addresses.length >= MAX_ADDRESSES} onClick={() => setEditing('new')}>
            배송지 추가
          </Button>
        )}
      </div>
      {editing !== null && (
        <AddressEditor
          key={editing === 'new' ? 'new' : editing.id}
          address={editing === 'new' ? null : editing}
          first={addresses.length === 0}
          onDone={async () => {
            setEditing(null);
            await refetch();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <section className="card">
        {error && !data ? (
          <ErrorState message={errorMessage(error)} onRetry={() => void refetch()} />
        ) : (loading || me.loading) && !data ? (
          <LoadingState label="배송지를 불러오는 중…" />
        ) : addresses.length === 0 ? (
          <EmptyState title="저장된 배송지가 없습니다." description="배송지를 추가하면 주문할 때 바로 고를 수 있습니다." />
        ) : (
          <>
            <p className="hint">
              배송지 {addresses.length}개 (최대 {MAX_ADDRESSES}개)
            </p>
            <ResponsiveTable
              data-testid="addresses"
              caption="내 배송지 목록"
              rows={addresses}
              rowKey={(a) => a.id}
              columns={[
                {
                  key: 'recipient',
                  header: '받는 분',
                  label: '받는 분',
                  primary: true,
                  cell: (a) => (
                    <span className="row">
                      <strong>{a.recipient}</strong>
                      <span className="hint">{a.label}</span>
                      {a.isDefault && <Chip active>기본 배송지</Chip>}
                    </span>
                  ),
                },
                {
                  key: 'address',
                  header: '주소',
                  label: '주소',
                  cell: (a) => (
                    <>
                      ({a.postcode}) {a.address1} {a.address2}
                    </>
                  ),
                },
                { key: 'phone', header: '연락처', label: '연락처', cell: (a) => phoneText(a.phone) },
                {
                  key: 'manage',
                  header: '수정/삭제',
                  label: '수정/삭제',
                  cell: (a) => (
                    <span className="row">
                      <Button variant="secondary" size="sm" aria-label={`수정 (${a.label})`} onClick={() => setEditing(a)}>
                        수정
                      </Button>
                      <Button variant="ghost" size="sm" aria-label={`삭제 (${a.label})`} onClick={() => void removeAddress(a)}>
                        삭제
                      </Button>
                    </span>
                  ),
                },
              ]}
            />
          </>
        )}
      </section>
    </div>
  );
}

function AddressEditor({ address, first, onDone, onCancel }: { address: Address | null; first: boolean; onDone(): Promise<void>; onCancel(): void }) {
  const [form, setForm] = useState<AddressForm>(
    address
      ? { label: address.label, recipient: address.recipient, phone: address.phone, postcode: address.postcode, address1: address.address1, address2: address.address2, isDefault: address.isDefault }
      : { ...EMPTY_ADDRESS, isDefault: first },
  );
  const { shown, valid } = useAddressCheck();
  const [create, creating] = useMutation(CreateMyAddressDocument);
  const [edit, editing] = useMutation(EditMyAddressDocument);
  const { toast, alert } = useFeedback();

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!valid(form)) return;
    const input = {
      label: form.label.trim() || null,
      recipient: form.recipient.trim(),
      phone: form.phone,
      postcode: form.postcode.trim(),
      address1: form.address1.trim(),
      address2: form.address2.trim() || null,
      isDefault: form.isDefault,
    };
    try {
      if (address) await edit({ variables: { id: address.id, input } });
      else await create({ variables: { input } });
      toast(address ? '배송지를 수정했습니다.' : '배송지를 추가했습니다.');
      await onDone();
    } catch (e) {
      alert(errorMessage(e));
    }
  }

  return (
    <form className="card" onSubmit={submit} noValidate aria-label={address ? '배송지 수정' : '배송지 추가'}>
      <h2>{address ? '배송지 수정' : '새 배송지'}</h2>
      <TextField label="배송지 이름" name="label" placeholder="집, 회사" maxLength={20} value={form.label} onChange={(e) => setForm({ ...form, label: e.target.value })} />
      <AddressInputs form={form} onChange={setForm} problems={shown} />
      <Checkbox label="기본 배송지로 설정" checked={form.isDefault} disabled={first || Boolean(address?.isDefault)} onChange={(e) => setForm({ ...form, isDefault: e.target.checked })} />
      <div className="row">
        <Button type="submit" loading={creating.loading || editing.loading}>
          저장
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          취소
        </Button>
      </div>
    </form>
  );
}
