import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/graphql': 'http://localhost:4000', '/api': 'http://localhost:4000' },
  },
  // The shell chunk holds React, Apollo Client and graphql (~150 kB gzipped); screens are split.
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 700 },
});
