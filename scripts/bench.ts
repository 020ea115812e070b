/**
 * `npm run bench`: starts the real system (four subgraphs + gateway, separate processes) on a
 * scratch database on the PostgreSQL server and measures throughput and latency of the main
 * request paths with autocannon. Performance is measured here, never by timed tests.
 * BENCH_SECONDS (default 10) and BENCH_CONNECTIONS (default 10) tune a run.
 */
import autocannon from 'autocannon';
import { freePortRange } from './lib/ports.js';
import { createScratchDatabase } from './lib/scratch-db.js';
import { startSystem } from './lib/supervisor.js';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const db = await createScratchDatabase(`shop_bench_${process.pid}`);
const system = await startSystem({
  port: await freePortRange(5),
  // The load comes from one address: the per-address abuse limits would answer 429 to the benchmark itself.
  env: { DATABASE_URL: db.url, SEED_DEMO: '1', LOG_LEVEL: 'warn', RATE_LIMIT_GUEST_ADDRESS: 'off', RATE_LIMIT_LOGIN_ADDRESS: 'off', RATE_LIMIT_LOGIN_ACCOUNT: 'off' },
  log: (line) => process.env.VERBOSE && console.log(line),
});

try {
  const login = await fetch(`${system.url}/api/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: 'influencer', password: 'influencer1234' }),
  });
  const token = ((await login.json()) as { result: { tokenDto: { accessToken: string } } }).result.tokenDto.accessToken;
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  // The demo member's family has a seeded week of meals, supplements and scores (profile 1 is hers).
  const demoLogin = await fetch(`${system.url}/api/user/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ user_id: 'demo', password: 'demo1234' }) });
  const demo = { authorization: `Bearer ${((await demoLogin.json()) as { result: { tokenDto: { accessToken: string } } }).result.tokenDto.accessToken}` };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

  const scenarios: { name: string; opts: autocannon.Options }[] = [
    {
      name: 'GraphQL: me across four subgraphs',
      opts: {
        url: `${system.url}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: '{ me { nickname profiles { name lifeStage { label } } channel { handle } } recommendationAgeBands { code } }' }),
      },
    },
    { name: 'REST: GET /api/user/multiprofiles', opts: { url: `${system.url}/api/user/multiprofiles`, headers: auth } },
    { name: 'REST: POST /api/user/user_join (guest, argon2)', opts: { url: `${system.url}/api/user/user_join`, method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' } },
    { name: 'REST: GET /api/nutritionScore/read (score report, computed from records)', opts: { url: `${system.url}/api/nutritionScore/read?profile_id=1&record_date=${today}`, headers: demo } },
    { name: 'REST: GET /api/record/byDate (meals, body, supplements of a day)', opts: { url: `${system.url}/api/record/byDate?profile_id=1&record_date=${today}`, headers: demo } },
    { name: 'REST: GET /api/food/search?keyword=달걀 (Korean search)', opts: { url: `${system.url}/api/food/search?keyword=${encodeURIComponent('달걀')}`, headers: demo } },
    { name: 'health', opts: { url: `${system.url}/health` } },
  ];

  const rows: string[] = [];
  for (const { name, opts } of scenarios) {
    const result = await autocannon({ ...opts, duration: seconds, connections });
    const errors = result.errors + result.non2xx;
    rows.push(
      `| ${name} | ${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
  console.log(`\n${seconds}s per scenario, ${connections} connections, on ${new Date().toISOString()}\n`);
  console.log('| scenario | req/s | p50 ms | p99 ms | errors |\n|---|---|---|---|---|');
  console.log(rows.join('\n'));
} finally {
  await system.stop();
  await db.drop();
}
