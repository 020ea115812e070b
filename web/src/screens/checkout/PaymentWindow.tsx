import { useEffect, useMemo, useState } from 'react';
import { useQuery } from '@apollo/client/react';
import { Link, useSearchParams } from 'react-router';
import { PaymentWindowDocument } from '../../gql/graphql';
import { Card, EmptyState, LoadingState } from '../../ui';
import { loadPortOne, openPortOneWindow, requestFrom } from './portone';

export const WINDOW_TEXT = {
  opening: '결제창을 여는 중…',
  failed: '결제창을 열지 못했어요',
  failedHint: '잠시 후 다시 시도해주세요. 계속 안 되면 고객센터로 알려주세요.',
  back: '주문 내역으로',
};

/**
 * /payment/window: where checkout and card registration send the browser when the shop runs on
 * the real gateway (PG_PROVIDER=http; the sandbox has its own page). It loads PortOne's v1 SDK,
 * initialises it with the merchant code the server publishes and opens the window with the
 * parameters the server built. A missing script is logged (spec section 8) and the page says so.
 */
export function PaymentWindow() {
  const [params] = useSearchParams();
  const config = useQuery(PaymentWindowDocument);
  const [failed, setFailed] = useState(false);
  const settings = config.data?.paymentWindow;
  const request = useMemo(() => requestFrom(params), [params]);
  // Not the real gateway, or not a whole request: nothing to open.
  const unusable = settings !== undefined && (settings.provider !== 'http' || !settings.merchantCode || !settings.sdkUrl || !request);

  useEffect(() => {
    if (!settings || unusable) return;
    loadPortOne(settings.sdkUrl!).then(
      (sdk) => openPortOneWindow(sdk, settings.merchantCode!, request!, (url) => window.location.assign(url)),
      (error: unknown) => {
        console.error(error);
        setFailed(true);
      },
    );
  }, [settings, unusable, request]);

  if (failed || unusable || config.error) {
    return (
      <Card>
        <EmptyState title={WINDOW_TEXT.failed} description={WINDOW_TEXT.failedHint} />
        <Link to="/mypage/orderList/delivery" className="chip">
          {WINDOW_TEXT.back}
        </Link>
      </Card>
    );
  }
  return <LoadingState label={WINDOW_TEXT.opening} />;
}
