import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { config } from '@shop/kit';
import { startTestSubgraph, type TestSubgraph } from '@shop/kit/testing.js';
import { injectSolapiFault, startSolapiSandbox, type RunningSolapiSandbox } from '@shop/sandboxes/solapi-sandbox.js';
import { commerce } from '../../schema.js';
import { SmsCodeEntity } from '../../sms/sms-code.entity.js';
import { lastCode, randomPhone } from '../../sms/sms.testing.js';
import { SolapiError, solapiAuthorization, solapiClient, solapiMessage, solapiSender, type SolapiSettings } from './http.js';
import { inProcessSolapiSandbox } from './sandbox.js';
import { ALIMTALK_TEMPLATES } from './templates.js';

/** The Solapi client against the Solapi sandbox, which checks requests as Solapi does. */
const KEY = 'NCSTESTKEY0000001';
const SECRET = `test-secret-${Math.random().toString(36).slice(2)}`;
const SENDER = '0299998888';
let sandbox: RunningSolapiSandbox;
let settings: SolapiSettings;
beforeAll(async () => {
  sandbox = await startSolapiSandbox({
    apiKey: KEY,
    apiSecret: SECRET,
    senders: [SENDER],
    kakao: { pfId: 'KA01PF-TEST', templates: { 'TPL-SHIPPED': ALIMTALK_TEMPLATES.ORDER_SHIPPED.text } },
  });
  settings = { apiUrl: sandbox.url, apiKey: KEY, apiSecret: SECRET, sender: SENDER, pfId: 'KA01PF-TEST', templateIds: { ORDER_SHIPPED: 'TPL-SHIPPED' } };
});
afterAll(() => sandbox.close());

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SolapiError);
  return error as SolapiError;
};

describe('Solapi signing', () => {
  it('is accepted with the right key and secret, and refused as Solapi refuses otherwise', async () => {
    const phone = randomPhone();
    const sent = await solapiClient(settings).send({ to: phone, from: SENDER, text: '서명 확인', type: 'SMS' });
    expect(sent).toMatchObject({ statusCode: '2000', type: 'SMS' });
    expect(sent.messageId).toMatch(/^M4V/);

    const wrongSecret = await refusal(solapiClient({ ...settings, apiSecret: 'someone-elses-secret' }).send({ to: phone, from: SENDER, text: '위조' }));
    expect(wrongSecret).toMatchObject({ status: 403, errorCode: 'SignatureDoesNotMatch' });
    const wrongKey = await refusal(solapiClient({ ...settings, apiKey: 'NCSNOTOURS' }).send({ to: phone, from: SENDER, text: '위조' }));
    expect(wrongKey).toMatchObject({ status: 403, errorCode: 'InvalidAPIKey' });

    // A signature is single-use, and its date must be within 15 minutes.
    const post = (authorization: string) =>
      fetch(`${sandbox.url}/messages/v4/send`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'application/json' },
        body: JSON.stringify({ message: { to: phone, from: SENDER, text: '재사용' } }),
      });
    const header = solapiAuthorization(KEY, SECRET);
    expect((await post(header)).status).toBe(200);
    const replay = await post(header);
    expect(replay.status).toBe(403);
    expect(await replay.json()).toMatchObject({ errorCode: 'DuplicatedSignature' });
    const skewed = await post(solapiAuthorization(KEY, SECRET, new Date(Date.now() - 16 * 60_000)));
    expect(await skewed.json()).toMatchObject({ errorCode: 'RequestTimeTooSkewed' });
    const unsigned = await fetch(`${sandbox.url}/messages/v4/send`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(unsigned.status).toBe(401);
    // Only the two accepted messages reached the phone.
    expect(sandbox.messages.filter((m) => m.to === phone)).toHaveLength(2);
  });
});

describe('message types', () => {
  it('sends up to 90 EUC-KR bytes as SMS and anything longer as LMS', async () => {
    const phone = randomPhone();
    const sender = solapiSender(settings);
    const ninety = '가'.repeat(45);
    await sender.send({ phone, channel: 'sms', text: ninety });
    await sender.send({ phone, channel: 'sms', text: `${ninety}a` });
    await sender.send({ phone, channel: 'sms', text: 'a'.repeat(90) });
    const types = sandbox.messages.filter((m) => m.to === phone).map((m) => [m.text.length, m.type]);
    expect(types).toEqual([
      [90, 'SMS'],
      [46, 'LMS'],
      [45, 'SMS'],
    ]);
    // The sandbox refuses an SMS over 90 bytes, as Solapi does.
    const tooLong = await refusal(solapiClient(settings).send({ to: phone, from: SENDER, text: `${ninety}a`, type: 'SMS' }));
    expect(tooLong).toMatchObject({ status: 400, errorCode: 'ValidationError' });
  });

  it('sends a 알림톡 as ATA with the channel, the approved template and its #{variables}', async () => {
    const phone = randomPhone();
    const message = { phone, channel: 'kakao' as const, template: 'ORDER_SHIPPED' as const, variables: { 주문번호: 'O261127ABCD', 택배사: 'CJ대한통운', 송장번호: '123456789012' } };
    expect(solapiMessage(settings, message)).toEqual({
      to: phone,
      from: SENDER,
      type: 'ATA',
      text: '[영양제 쇼핑몰] 주문하신 상품이 출발했습니다.\n주문번호: O261127ABCD\n택배사: CJ대한통운\n송장번호: 123456789012',
      kakaoOptions: { pfId: 'KA01PF-TEST', templateId: 'TPL-SHIPPED', variables: { '#{주문번호}': 'O261127ABCD', '#{택배사}': 'CJ대한통운', '#{송장번호}': '123456789012' } },
    });
    await solapiSender(settings).send(message);
    expect(sandbox.messages[0]).toMatchObject({ to: phone, type: 'ATA', kakaoOptions: { templateId: 'TPL-SHIPPED' } });
    expect(sandbox.messages[0]!.text).toContain('송장번호: 123456789012');
    // A template the channel has not approved is refused; without a configured template id it goes as LMS.
    const unknown = await refusal(solapiClient(settings).send({ to: phone, from: SENDER, type: 'ATA', kakaoOptions: { pfId: 'KA01PF-TEST', templateId: 'TPL-OTHER', variables: {} } }));
    expect(unknown.errorCode).toBe('ValidationError');
    await solapiSender({ ...settings, templateIds: {} }).send(message);
    expect(sandbox.messages[0]).toMatchObject({ to: phone, type: 'LMS', kakaoOptions: null });
  });

  it('refuses a 발신번호 that is not registered', async () => {
    const refused = await refusal(solapiClient(settings).send({ to: randomPhone(), from: '0311112222', text: '미등록 발신번호' }));
    expect(refused).toMatchObject({ status: 400, errorCode: 'ValidationError' });
    expect(refused.errorMessage).toContain('등록되지 않은');
  });
});

describe('failures as the member sees them', () => {
  let api: TestSubgraph;
  beforeAll(async () => {
    api = await startTestSubgraph(commerce);
  });
  afterAll(() => api.close());
  const SEND = 'mutation ($p: String!) { sendSmsCode(phone: $p, purpose: SIGN_UP) { retryAfterSeconds } }';

  it('an unreachable Solapi is SMS_UNAVAILABLE, a refused message SMS_SEND_FAILED, in Korean, and no code is kept', async () => {
    const inProcess = await inProcessSolapiSandbox(config());
    const phone = randomPhone();
    await injectSolapiFault(inProcess.url, 'unavailable');
    const down = await api.exec(SEND, { p: phone });
    expect(down.errors?.[0]).toMatchObject({ message: '문자 발송 서비스에 연결하지 못했습니다. 잠시 후 다시 시도해주세요.', extensions: { code: 'SMS_UNAVAILABLE' } });
    await injectSolapiFault(inProcess.url, 'balance');
    const refused = await api.exec(SEND, { p: phone });
    expect(refused.errors?.[0]).toMatchObject({ message: '문자를 보내지 못했습니다. 잠시 후 다시 시도하거나 고객센터에 문의해주세요.', extensions: { code: 'SMS_SEND_FAILED' } });
    // Nothing was kept: no code, and the resend wait did not start.
    expect(await api.em().count(SmsCodeEntity, { phone })).toBe(0);
    await api.ok(SEND, { p: phone });
    expect(await lastCode(api, phone)).toMatch(/^\d{6}$/);
  });
});
