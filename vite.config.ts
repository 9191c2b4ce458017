/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const repoRoot = fileURLToPath(new URL('.', import.meta.url));
const platform = `http://127.0.0.1:${process.env.PORT ?? 8080}`;

// The portal's sources live in src/portal; the repo root stays the fixed top level.
export default defineConfig({
  root: `${repoRoot}src/portal`,
  publicDir: false,
  plugins: [react()],
  build: {
    outDir: `${repoRoot}dist`,
    emptyOutDir: true,
    // Source maps stay out of the served bundle; CSP forbids eval, so no eval-based dev maps leak either.
    sourcemap: false,
  },
  server: {
    // `npm run dev` proxies the protocol prefixes to the reference platform (npm start).
    proxy: { '/wps': platform, '/lgw': platform, '/lotto': platform, '/dev': platform, '/idp': platform, '/demo-games': platform },
  },
  test: {
    root: repoRoot,
    include: ['tests/**/*.test.ts', 'tests/**/*.test.tsx'],
    exclude: ['tests/browser/**', 'node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
