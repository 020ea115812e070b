// `npm run build:server` (and `npm start`, before it starts anything): compiles the subgraphs,
// the gateway, the sandboxes and the start-up scripts to JavaScript in dist/ (tsc, which keeps the
// decorator metadata type-graphql reads; incremental, so an unchanged tree takes a second), so
// the running shop needs no TypeScript loader. dist/ mirrors the tree; beside it go the links the
// compiled code needs to find what it reads at run time (the workspace packages, as their compiled
// selves; the schema, the web build, the reference data and the docs).
import { execFileSync } from 'node:child_process';
import { existsSync, lstatSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(root, 'dist');
const tsc = path.join(root, 'node_modules', '.bin', 'tsc');

execFileSync(tsc, ['-p', path.join(root, 'tsconfig.build.json')], { stdio: 'inherit' });

/** A relative symlink at `link` to `target` (replaced when it exists). */
function link(target, linkPath) {
  mkdirSync(path.dirname(linkPath), { recursive: true });
  if (existsSync(linkPath) || isLink(linkPath)) rmSync(linkPath, { recursive: true, force: true });
  symlinkSync(path.relative(path.dirname(linkPath), target), linkPath);
}
function isLink(p) {
  try {
    return lstatSync(p).isSymbolicLink();
  } catch {
    return false;
  }
}

// `@shop/<name>` from compiled code resolves to the compiled package: node looks in
// dist/node_modules before the repository's node_modules (whose links point at the sources).
const workspaces = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).workspaces;
for (const dir of workspaces) {
  const manifest = path.join(root, dir, 'package.json');
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  if (!existsSync(path.join(dist, dir, 'src')) || isLink(path.join(dist, dir))) continue; // the web client is built by Vite, not here
  // The compiled package exports its JavaScript where the source one names TypeScript.
  const exported = (value) => (typeof value === 'string' ? value.replace(/\.ts$/, '.js') : Object.fromEntries(Object.entries(value).map(([k, v]) => [k, exported(v)])));
  if (pkg.exports) pkg.exports = exported(pkg.exports);
  writeFileSync(path.join(dist, dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
  const { name } = pkg;
  link(path.join(dist, dir), path.join(dist, 'node_modules', name));
}

// What compiled files read by paths relative to themselves (one level under the repository, as the sources are).
for (const dir of ['schema', 'web', 'docs', 'subgraphs/commerce/data', 'subgraphs/nutrition/data', 'subgraphs/recommendation/data']) link(path.join(root, dir), path.join(dist, dir));
