import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type PluginOption } from 'vite';

const projectDir = path.dirname(fileURLToPath(import.meta.url));
const fromProject = (...parts: string[]) => path.join(projectDir, ...parts);

/**
 * Electron main (`dist-electron/main.js`, ESM), the embedded server's utility-process entry
 * (`dist-electron/server.js`) and the preload (`dist-electron/preload.mjs`, CJS for the sandbox).
 * Paths are absolute because the Vite root is `renderer/`. Main and server leave the package's
 * `dependencies` to node_modules (electron-builder ships them; native ones cannot be bundled);
 * the preload bundles everything, since a sandboxed preload can require only `electron`.
 */
async function electronPlugins(): Promise<PluginOption[]> {
  const { default: electron } = await import('vite-plugin-electron/simple');
  const pkg = JSON.parse(readFileSync(fromProject('package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  const dependencies = Object.keys(pkg.dependencies ?? {});
  const external = (id: string) => dependencies.some((name) => id === name || id.startsWith(`${name}/`));
  const outDir = fromProject('dist-electron');
  const serverEntry = fromProject('electron/server/utilityEntry.ts');
  return electron({
    main: {
      // Not lib mode (`entry`): lib mode inlines `new URL('../package.json', import.meta.url)` in
      // server/main.ts as a data: URL, which readFileSync refuses; as an app build it stays a file.
      vite: {
        base: './',
        build: {
          outDir,
          emptyOutDir: false,
          assetsInlineLimit: 0,
          minify: false,
          rolldownOptions: {
            input: {
              main: fromProject('electron/main/index.ts'),
              ...(existsSync(serverEntry) ? { server: serverEntry } : {}),
            },
            output: { format: 'es', entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js', assetFileNames: 'assets/[name]-[hash][extname]' },
            external,
          },
        },
      },
    },
    preload: {
      input: { preload: fromProject('electron/preload/index.ts') },
      vite: { build: { outDir, emptyOutDir: false } },
    },
  });
}

/**
 * The renderer: `renderer/` → `dist/renderer`. The Electron builds join only `vite build`: the dev
 * server would try to start Electron, whose binary may be absent (TOOLCHAIN item 5), and
 * `BROKERDESK_BUILD_TARGET=renderer` builds the renderer alone (browser mode of `npm start`).
 */
export default defineConfig(async ({ command }) => ({
  root: 'renderer',
  base: './',
  plugins: [react(), ...(command === 'build' && process.env.BROKERDESK_BUILD_TARGET !== 'renderer' ? await electronPlugins() : [])],
  build: { outDir: '../dist/renderer', emptyOutDir: true },
  server: { proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 4310}` } },
}));
