import type { MockLink } from '@apollo/client/testing';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PaymentWindowDocument } from '../../gql/graphql';
import { signedIn, typed } from '../orders/screen-testing';
import { PaymentWindow, WINDOW_TEXT } from './PaymentWindow';
import type { PortOneSdk } from './portone';

afterEach(() => {
  cleanup();
  delete (window as { IMP?: PortOneSdk }).IMP;
});

const settings = (provider: string, merchantCode: string | null): MockLink.MockedResponse => ({
  request: { query: PaymentWindowDocument },
  result: { data: { paymentWindow: typed('PaymentWindowConfig', { provider, merchantCode, sdkUrl: provider === 'http' ? 'https://cdn.iamport.kr/v1/iamport.js' : null }) } },
});
const url = `/payment/window?pg=html5_inicis&pay_method=card&merchant_uid=P261126ABCDEFGHJK&amount=31840&name=${encodeURIComponent('멀티비타민')}&m_redirect_url=${encodeURIComponent(`${window.location.origin}/purchase/Mobile/success`)}`;

describe('/payment/window', () => {
  it('opens the real gateway window with the merchant code the server publishes', async () => {
    const init = vi.fn();
    const requestPay = vi.fn();
    (window as { IMP?: PortOneSdk }).IMP = { init, request_pay: requestPay };
    render(signedIn('/payment/window', url, <PaymentWindow />, [settings('http', 'imp12345678')]));
    await waitFor(() => expect(requestPay).toHaveBeenCalledTimes(1));
    expect(init).toHaveBeenCalledWith('imp12345678');
    expect(requestPay.mock.calls[0]![0]).toMatchObject({ pg: 'html5_inicis', merchant_uid: 'P261126ABCDEFGHJK', amount: 31840 });
  });

  it('says it cannot open a window when the shop runs the sandbox', async () => {
    render(signedIn('/payment/window', url, <PaymentWindow />, [settings('sandbox', null)]));
    await screen.findByText(WINDOW_TEXT.failed);
  });
});
