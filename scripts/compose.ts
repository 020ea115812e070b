/**
 * `npm run compose`: prints every subgraph's SDL (each in its own process), composes them with
 * @apollo/composition, and writes schema/<subgraph>.graphql and schema/supergraph.graphql.
 * `--check` writes nothing and fails when the committed files differ (CI's staleness check).
 */
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { composeServices } from '@apollo/composition';
import { parse, printSchema } from 'graphql';
import { SUBGRAPHS } from './lib/subgraphs.js';

const run = promisify(execFile);
const check = process.argv.includes('--check');
const outDir = path.resolve('schema');
const tsx = path.resolve('node_modules/.bin/tsx');

const sdls = await Promise.all(
  SUBGRAPHS.map(async ({ name, port }) => {
    const { stdout } = await run(tsx, ['scripts/print-sdl.ts', name], { env: { ...process.env, NODE_ENV: 'development', LOG_LEVEL: 'silent' }, maxBuffer: 16 * 1024 * 1024 });
    return { name, url: `http://127.0.0.1:${port}/`, sdl: stdout };
  }),
);

const result = composeServices(sdls.map(({ name, url, sdl }) => ({ name, url, typeDefs: parse(sdl) })));
if (result.errors) {
  console.error('Composition failed:');
  for (const error of result.errors) console.error(`- ${error.message}`);
  process.exit(1);
}

// api.graphql: the client-facing schema (no federation internals); the web's codegen reads it.
const apiSdl = printSchema(result.schema.toAPISchema().toGraphQLJSSchema());
const files: Record<string, string> = {
  'supergraph.graphql': `${result.supergraphSdl.trim()}\n`,
  'api.graphql': `${apiSdl.trim()}\n`,
};
for (const { name, sdl } of sdls) files[`${name}.graphql`] = `${sdl.trim()}\n`;

let stale = false;
for (const [file, content] of Object.entries(files)) {
  const target = path.join(outDir, file);
  const current = existsSync(target) ? readFileSync(target, 'utf8') : '';
  if (current === content) continue;
  if (check) {
    console.error(`schema/${file} is stale: run \`npm run compose\` and commit it.`);
    stale = true;
  } else {
    writeFileSync(target, content);
    console.log(`wrote schema/${file}`);
  }
}
if (stale) process.exit(1);
console.log(check ? 'schema/ is up to date; composition has no errors.' : 'composition ok');
