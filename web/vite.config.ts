import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Key and iv of the stored user id's AES-256-CBC (web/src/lib/stored-user.ts, spec section 1):
 * WEB_USER_ID_KEY (64 hex digits) and WEB_USER_ID_IV (32) when the build is given them — a
 * deployment keeps them across releases, or a new build cannot read what browsers stored — else
 * generated once into .data/web-build.json (never committed). They ship inside the page's script,
 * like every key a browser uses: the stored id is obscured, not a secret the server relies on.
 */
function userIdCipher(): { key: string; iv: string } {
  const given = { key: process.env.WEB_USER_ID_KEY, iv: process.env.WEB_USER_ID_IV };
  if (given.key || given.iv) {
    if (!/^[0-9a-f]{64}$/i.test(given.key ?? '') || !/^[0-9a-f]{32}$/i.test(given.iv ?? '')) throw new Error('WEB_USER_ID_KEY must be 64 and WEB_USER_ID_IV 32 hex digits');
    return given as { key: string; iv: string };
  }
  const file = path.join(path.resolve(repoRoot, process.env.DATA_DIR ?? '.data'), 'web-build.json');
  if (existsSync(file)) {
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { key?: string; iv?: string };
    if (stored.key && stored.iv) return { key: stored.key, iv: stored.iv };
  }
  const generated = { key: randomBytes(32).toString('hex'), iv: randomBytes(16).toString('hex') };
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(generated, null, 2)}\n`, { mode: 0o600 });
  return generated;
}

/**
 * react-router's package exports name only its development build (dev warnings and checks); its
 * production build sits beside it, and builds use that one.
 */
const reactRouterProduction = path.join(repoRoot, 'node_modules/react-router/dist/production/index.mjs');

export default defineConfig(({ command }) => {
  const cipher = userIdCipher();
  return {
    plugins: [react()],
    resolve: command === 'build' && existsSync(reactRouterProduction) ? { alias: [{ find: /^react-router$/, replacement: reactRouterProduction }] } : {},
    define: {
      'import.meta.env.VITE_USER_ID_KEY': JSON.stringify(cipher.key),
      'import.meta.env.VITE_USER_ID_IV': JSON.stringify(cipher.iv),
    },
    server: {
      port: 5173,
      proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000', '/uploads': 'http://localhost:4000', '/sandbox': 'http://localhost:4000' },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // The entry is React, React DOM and the router (~95 kB gzipped); the route table, the
      // root route's lazy shell (Apollo Client, graphql) and every screen are chunks of their own.
      chunkSizeWarningLimit: 400,
      // Every browser the shop supports knows <link rel=modulepreload>: no polyfill in the entry.
      modulePreload: { polyfill: false },
      // One stylesheet for every screen, in the page's head: a server-rendered page is painted
      // with all its styles (a screen's own CSS arriving with its lazy chunk moved the painted page:
      // layout shift 0.17 on home, 0.40 on a product). About 10 KB gzipped, cached for a year.
      cssCodeSplit: false,
    },
  };
});
