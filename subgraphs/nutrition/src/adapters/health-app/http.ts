import { logger, z } from '@shop/kit';
import { HealthAppRefused, HealthAppUnavailable, type HealthAppClient } from './types.js';

const tokenSchema = z.object({ access_token: z.string().min(1), user_id: z.union([z.string(), z.number()]).transform(String) });
const listSchema = z.object({
  supplements: z.array(
    z.object({
      id: z.union([z.string(), z.number()]).transform(String),
      name: z.string(),
      nutrients: z.array(z.object({ code: z.string(), amount: z.number(), unit: z.string() })),
    }),
  ),
});

/** A 400/401/403 is the app refusing the person's code or token; anything else is the app failing. */
async function read<S extends z.ZodType>(response: Response, schema: S, what: string): Promise<z.infer<S>> {
  if ([400, 401, 403].includes(response.status)) throw HealthAppRefused();
  const body = schema.safeParse(response.ok ? await response.json().catch(() => null) : null);
  if (!body.success) {
    logger.warn({ status: response.status, what }, 'health app answered unexpectedly');
    throw HealthAppUnavailable();
  }
  return body.data;
}

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch (error) {
    logger.warn({ err: error, url }, 'health app unreachable');
    throw HealthAppUnavailable();
  }
}

/**
 * The real service at HEALTH_APP_URL: `POST {url}/{provider}/oauth/token` with a form-encoded
 * authorization-code grant (client credentials from HEALTH_APP_CLIENT_ID/SECRET when set) gives
 * `{ access_token, user_id }`; `GET {url}/{provider}/supplements` with the bearer token gives
 * `{ supplements: [{ id, name, nutrients: [{ code, amount, unit }] }] }`.
 */
export function httpHealthAppClient(baseUrl = process.env.HEALTH_APP_URL): HealthAppClient {
  if (!baseUrl) throw new Error('HEALTH_APP_URL is required for HEALTH_APP_PROVIDER=http');
  const base = baseUrl.replace(/\/$/, '');
  return {
    name: 'http',
    async exchangeCode(provider, code) {
      const form = new URLSearchParams({ grant_type: 'authorization_code', code });
      if (process.env.HEALTH_APP_CLIENT_ID) form.set('client_id', process.env.HEALTH_APP_CLIENT_ID);
      if (process.env.HEALTH_APP_CLIENT_SECRET) form.set('client_secret', process.env.HEALTH_APP_CLIENT_SECRET);
      const response = await call(`${base}/${provider}/oauth/token`, { method: 'POST', body: form });
      const token = await read(response, tokenSchema, 'token');
      return { externalUserId: token.user_id, accessToken: token.access_token };
    },
    async listSupplements(provider, accessToken) {
      const response = await call(`${base}/${provider}/supplements`, { headers: { authorization: `Bearer ${accessToken}` } });
      const list = await read(response, listSchema, 'supplements');
      return list.supplements.map((s) => ({ externalId: s.id, name: s.name, nutrients: s.nutrients }));
    },
  };
}
