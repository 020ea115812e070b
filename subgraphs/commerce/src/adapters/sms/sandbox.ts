import { createHmac } from 'node:crypto';
import { startSolapiSandbox, type RunningSolapiSandbox } from '@shop/sandboxes/solapi-sandbox.js';
import type { Config } from '@shop/kit';
import { ALIMTALK_TEMPLATES, type AlimtalkTemplate } from './templates.js';
import type { SolapiSettings } from './http.js';

/**
 * Development and tests: the Solapi client talks to the Solapi sandbox (sandboxes/src/solapi-sandbox.ts),
 * which commerce starts in its own process on a free loopback port the first time a message is sent
 * (or SOLAPI_API_URL names one running elsewhere). The sandbox verifies the same HMAC signature
 * Solapi does, with a key and secret from the configuration: SOLAPI_API_KEY/SOLAPI_API_SECRET when
 * set, else a public sandbox key and a secret derived from the generated JWT_SECRET (no secret in the
 * repository). Its registered 발신번호 is SMS_SENDER (default 0212345678), its Kakao channel
 * KAKAO_PF_ID (default KA01PF-SANDBOX) with every template of templates.ts approved.
 */
export const SANDBOX_API_KEY = 'NCSSANDBOXSHOP01';
export const SANDBOX_SENDER = '0212345678';
export const SANDBOX_PF_ID = 'KA01PF-SANDBOX';

export function sandboxSolapiSettings(config: Config, apiUrl: string): SolapiSettings {
  return {
    apiUrl,
    apiKey: config.SOLAPI_API_KEY ?? SANDBOX_API_KEY,
    apiSecret: config.SOLAPI_API_SECRET ?? createHmac('sha256', config.JWT_SECRET).update('solapi-sandbox:api_secret').digest('hex'),
    sender: (config.SMS_SENDER ?? SANDBOX_SENDER).replace(/[^0-9]/g, ''),
    pfId: config.KAKAO_PF_ID ?? SANDBOX_PF_ID,
    templateIds: Object.fromEntries(Object.entries(ALIMTALK_TEMPLATES).map(([name, t]) => [name, config[t.configKey] ?? `SANDBOX_${name}`])) as Record<AlimtalkTemplate, string>,
  };
}

let running: Promise<RunningSolapiSandbox> | undefined;

/** The in-process sandbox, started once, accepting the settings' key, secret, sender and templates. */
export function inProcessSolapiSandbox(config: Config): Promise<RunningSolapiSandbox> {
  running ??= (async () => {
    const settings = sandboxSolapiSettings(config, '');
    return startSolapiSandbox({
      apiKey: settings.apiKey,
      apiSecret: settings.apiSecret,
      senders: [settings.sender],
      kakao: {
        pfId: settings.pfId!,
        templates: Object.fromEntries(Object.keys(ALIMTALK_TEMPLATES).map((name) => [settings.templateIds[name as AlimtalkTemplate]!, ALIMTALK_TEMPLATES[name as AlimtalkTemplate].text])),
      },
    });
  })();
  return running;
}
