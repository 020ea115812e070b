/**
 * Logs never carry passwords, tokens or SMS codes, and phone numbers only masked: through the
 * logger's own options (redact paths, error serializer, message hook), including a real
 * PostgreSQL error raised by MikroORM, whose message inlines the statement's bound values.
 */
import { Writable } from 'node:stream';
import { EntitySchema } from '@mikro-orm/postgresql';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './database.js';
import { loggerOptions, maskPhone, scrubText } from './logger.js';
import { testDatabaseUrl } from './testing.js';

const PASSWORD = 'Pa55word!secret';
const ACCESS = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.c2lnbmF0dXJlLWhlcmU';
const REFRESH = 'r3fr3sh-t0ken-9f8e7d6c5b4a';
const VERIFICATION = 'eyJhbGciOiJIUzI1NiJ9.eyJwaG9uZSI6IjAxMDEyMzQ1Njc4In0.dmVyaWZpY2F0aW9u';
const IDENTITY = 'eyJhbGciOiJIUzI1NiJ9.eyJpcCI6IjEyNy4wLjAuMSJ9.aWRlbnRpdHktaGVhZGVy';
const SMS_CODE = '482913';
const PHONE = '01012345678';

/** A logger with the service logger's options, writing into lines the test reads. */
function captured() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { log: pino(loggerOptions('info'), stream), text: () => lines.join('') };
}

function expectClean(text: string) {
  for (const secret of [PASSWORD, ACCESS, REFRESH, VERIFICATION, IDENTITY, SMS_CODE, PHONE, '1234-5678', 'c2lnbmF0dXJlLWhlcmU']) expect(text).not.toContain(secret);
}

let database: Database;
const Account = new EntitySchema<{ phone: string; password: string }>({
  name: 'KitLoggerAccount',
  tableName: 'accounts',
  properties: { phone: { type: 'string', primary: true }, password: { type: 'string' } },
});

beforeAll(async () => {
  database = await openDatabase({ schema: 'kit_logger_test', entities: [Account], migrations: [], databaseUrl: testDatabaseUrl(), poolMax: 1 });
  await database.orm.em.getConnection().execute('create table if not exists kit_logger_test.accounts (phone text primary key, password text not null)');
});
afterAll(async () => {
  await database?.orm.em.getConnection().execute('drop schema if exists kit_logger_test cascade');
  await database?.close();
});

describe('logger', () => {
  it('hides passwords, tokens, identity and authorization headers and SMS codes at any depth, and masks phone numbers', () => {
    const { log, text } = captured();
    log.info(
      {
        password: PASSWORD,
        input: { loginId: 'demo', password: PASSWORD, newPassword: PASSWORD, phone: PHONE, code: SMS_CODE, verificationToken: VERIFICATION },
        variables: { input: { phone: '010-1234-5678', code: SMS_CODE } },
        tokens: [{ accessToken: ACCESS, refreshToken: REFRESH }],
        req: { headers: { authorization: `Bearer ${ACCESS}`, 'x-shop-identity': IDENTITY, cookie: `refresh=${REFRESH}` } },
        message: { to: PHONE, text: `[쇼핑몰] 인증번호 ${SMS_CODE}를 입력해주세요.` },
        range: { from: '2026-01-01', to: '2026-01-31' },
        err: { code: '23505' },
      },
      `sent 인증번호 [${SMS_CODE}] to ${PHONE} with Bearer ${ACCESS}, token=${REFRESH}, code: ${SMS_CODE}`,
    );
    const out = text();
    expectClean(out);
    const line = JSON.parse(out) as Record<string, any>;
    expect(line.input).toMatchObject({ loginId: 'demo', password: '[redacted]', phone: '010****5678', code: '[redacted]', verificationToken: '[redacted]' });
    expect(line.variables.input.phone).toBe('010-****-5678');
    expect(line.tokens[0]).toEqual({ accessToken: '[redacted]', refreshToken: '[redacted]' });
    expect(line.req.headers).toEqual({ authorization: '[redacted]', 'x-shop-identity': '[redacted]', cookie: '[redacted]' });
    expect(line.message.to).toBe('010****5678');
    // What is not secret stays readable: a date range's end, an error's SQLSTATE.
    expect(line.range.to).toBe('2026-01-31');
    expect(line.err.code).toBe('23505');
  });

  it('scrubs a real driver error whose message and detail carry the conflicting value (a phone number)', async () => {
    await database.orm.em.fork().insert(Account, { phone: PHONE, password: PASSWORD });
    const error = await database.orm.em
      .fork()
      .insert(Account, { phone: PHONE, password: PASSWORD })
      .then(
        () => undefined,
        (caught: unknown) => caught as Error,
      );
    // The premise: MikroORM's message (and the driver's detail) do carry the value.
    expect(error?.message).toContain(PHONE);
    const { log, text } = captured();
    log.error({ err: error }, 'internal error (masked for the client)');
    expectClean(text());
    expect(JSON.parse(text()).err).toMatchObject({ code: '23505', message: expect.stringContaining('duplicate key') });
  });

  it('masks phone numbers keeping the first three and the last four digits', () => {
    expect(maskPhone('01012345678')).toBe('010****5678');
    expect(maskPhone('010-1234-5678')).toBe('010-****-5678');
    expect(maskPhone('0101234567')).toBe('010***4567');
    expect(maskPhone('123')).toBe('****');
    expect(scrubText('call +82-10-1234-5678 or 011 234 5678, order 2026010112345678')).toBe('call +82-10****5678 or 011***5678, order 2026010112345678');
  });
});
