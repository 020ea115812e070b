import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CHECKOUT_TEXT } from './Checkout';

/**
 * What a buyer does before 결제하기 that the screen cannot do for them: the orderer's phone when the
 * account has none (the test member's has none) and the order-terms agreement. Safe to call twice.
 */
export async function readyToPay(phone = '01012345678'): Promise<void> {
  const user = userEvent.setup();
  const ordererPhone = screen.getByRole<HTMLInputElement>('textbox', { name: CHECKOUT_TEXT.ordererPhone });
  if (!ordererPhone.value) await user.type(ordererPhone, phone);
  const agreement = screen.getByRole<HTMLInputElement>('checkbox', { name: new RegExp(CHECKOUT_TEXT.agree.replace(/[()]/g, '\\$&')) });
  if (!agreement.checked) await user.click(agreement);
}
