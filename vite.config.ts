import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The renderer: `renderer/` → `dist/renderer`. */
export default defineConfig({
  root: 'renderer',
  base: './',
  plugins: [react()],
  build: { outDir: '../dist/renderer', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 4310}` } },
});
