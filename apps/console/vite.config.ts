import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development (apps/server, PORT 8080); the built console is served by it in production. */
const apiTarget = process.env.ROADWATCH_API_URL ?? 'http://127.0.0.1:8080';

const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|cookie|set-cookie-parser|i18next|react-i18next|html-parse-stringify|void-elements|valtio|proxy-compare|use-sync-external-store|ky|zod)[\\/]/;

export default defineConfig({
  plugins: [react()],
  server: {
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Source maps let the error logger's stack traces be read against the real files.
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What every page needs, login included; it changes rarely, so it stays cached across releases.
              // antd is deliberately absent: it loads with the shell after sign-in.
              name: 'framework',
              test: FRAMEWORK,
            },
          ],
        },
      },
    },
  },
});
