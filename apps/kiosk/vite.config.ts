import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API server in development (`npm run dev`); override with ROADWATCH_DEV_SERVER to use another port. */
const server = process.env.ROADWATCH_DEV_SERVER ?? 'http://127.0.0.1:8080';

export default defineConfig({
  base: '/kiosk/',
  plugins: [react()],
  build: { outDir: 'dist', emptyOutDir: true },
  // The server serves the API and the display configs (kiosk-configs/<name>.json at /kiosk/configs/).
  server: { proxy: { '/api': server, '/kiosk/configs/': server } },
  preview: { proxy: { '/api': server, '/kiosk/configs/': server } },
});
