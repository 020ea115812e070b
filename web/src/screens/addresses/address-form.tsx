import { useId, useState } from 'react';
import { Button, TextField } from '../../ui';
import { ADDRESS_SEARCH_TEXT, AddressSearchDialog } from './AddressSearchDialog';

/** The address fields as typed (the address book adds a name and the default flag). */
export interface AddressForm {
  label: string;
  recipient: string;
  phone: string;
  postcode: string;
  address1: string;
  address2: string;
  isDefault: boolean;
}

export const EMPTY_ADDRESS: AddressForm = { label: '', recipient: '', phone: '', postcode: '', address1: '', address2: '', isDefault: false };

export type AddressProblems = Partial<Record<keyof AddressForm, string>>;

/** What the form can tell before asking the server (the server checks again, naming the field). */
export function addressProblems(form: AddressForm): AddressProblems {
  const problems: AddressProblems = {};
  if (!form.recipient.trim()) problems.recipient = '받는 분을 입력해주세요.';
  if (!/^0\d{8,10}$/.test(form.phone.replace(/[\s-]/g, ''))) problems.phone = '연락처는 0으로 시작하는 9~11자리 숫자입니다.';
  if (!/^\d{5}$/.test(form.postcode.trim())) problems.postcode = '우편번호는 숫자 5자리입니다.';
  if (!form.address1.trim()) problems.address1 = '주소를 입력해주세요.';
  return problems;
}

/** 010-1234-5678 for 01012345678 (as shown in tables). */
export function phoneText(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11) return `${digits.slice(0, 3)}-${digits.slice(3, 7)}-${digits.slice(7)}`;
  if (digits.length === 10) return digits.startsWith('02') ? `${digits.slice(0, 2)}-${digits.slice(2, 6)}-${digits.slice(6)}` : `${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`;
  return phone;
}

/**
 * 받는 분, 연락처, 우편번호 (5 digits) with 주소 검색, 주소, 상세 주소 — with the problems found on
 * submit (or the server's, by field). Choosing a result of 주소 검색 fills 우편번호 and 주소 and puts
 * the cursor in 상세 주소. `idPrefix` names the fields' ids (`<prefix>-postcode` ...) for a form
 * that moves focus to a refused field.
 */
export function AddressInputs({ form, onChange, problems, idPrefix }: { form: AddressForm; onChange(form: AddressForm): void; problems: AddressProblems; idPrefix?: string }) {
  const auto = useId();
  const prefix = idPrefix ?? auto;
  const id = (field: keyof AddressForm) => `${prefix}-${field}`;
  const [searching, setSearching] = useState(false);
  const set = (field: keyof AddressForm) => (e: { target: { value: string } }) => onChange({ ...form, [field]: e.target.value });
  return (
    <>
      <TextField id={id('recipient')} label="받는 분" name="recipient" autoComplete="name" maxLength={20} value={form.recipient} onChange={set('recipient')} error={problems.recipient} />
      <TextField
        id={id('phone')}
        label="연락처"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01012345678"
        value={form.phone}
        onChange={set('phone')}
        error={problems.phone}
      />
      <div className="postcode-row">
        <TextField
          id={id('postcode')}
          label="우편번호"
          name="postcode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder="5자리"
          value={form.postcode}
          onChange={set('postcode')}
          error={problems.postcode}
        />
        <Button variant="secondary" onClick={() => setSearching(true)}>
          {ADDRESS_SEARCH_TEXT.open}
        </Button>
      </div>
      <TextField id={id('address1')} label="주소" name="address1" autoComplete="address-line1" maxLength={200} value={form.address1} onChange={set('address1')} error={problems.address1} />
      <TextField id={id('address2')} label="상세 주소" name="address2" autoComplete="address-line2" maxLength={200} value={form.address2} onChange={set('address2')} error={problems.address2} />
      {searching && (
        <AddressSearchDialog
          onClose={() => setSearching(false)}
          onChoose={(chosen) => {
            onChange({ ...form, postcode: chosen.postcode, address1: chosen.address1 });
            setSearching(false);
            // After the dialog has given focus back to the button that opened it.
            setTimeout(() => document.getElementById(id('address2'))?.focus(), 0);
          }}
        />
      )}
    </>
  );
}

/** The problems shown under the fields, set by `valid(form)` on submit (true when there are none). */
export function useAddressCheck(): { shown: AddressProblems; valid(form: AddressForm): boolean } {
  const [shown, setShown] = useState<AddressProblems>({});
  return {
    shown,
    valid(form) {
      const problems = addressProblems(form);
      setShown(problems);
      return Object.keys(problems).length === 0;
    },
  };
}

/** A delivery address as term/value pairs (an order's, a gift's). */
export function AddressFacts({
  address,
}: {
  address: { recipientName?: string | null; recipientPhone?: string | null; postcode?: string | null; address1?: string | null; address2?: string | null; deliveryMemo?: string | null };
}) {
  return (
    <dl className="facts">
      <dt>받는 분</dt>
      <dd>{address.recipientName}</dd>
      <dt>연락처</dt>
      <dd>{phoneText(address.recipientPhone ?? '')}</dd>
      <dt>주소</dt>
      <dd>
        ({address.postcode}) {address.address1} {address.address2}
      </dd>
      {address.deliveryMemo && (
        <>
          <dt>배송 메모</dt>
          <dd>{address.deliveryMemo}</dd>
        </>
      )}
    </dl>
  );
}
