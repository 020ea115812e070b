import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The entry is React and the router (~100 kB gzipped); the root route's lazy shell brings
    // Apollo Client and graphql (~50 kB gzipped); screens are chunks of their own.
    chunkSizeWarningLimit: 400,
    // Every browser the shop supports knows <link rel=modulepreload>: no polyfill in the entry.
    modulePreload: { polyfill: false },
  },
});
