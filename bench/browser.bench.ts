import { readFileSync } from 'node:fs';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServerProcess } from '../tests/helpers/startServerProcess.js';
import { round, summarize } from './stats.js';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];

/**
 * In Chromium against the server serving the built renderer (browser mode):
 * - the JavaScript the sign-in screen loads, gzip-compressed (target under 300 KB);
 * - sign-in to the first painted dashboard, median of 10 (target under 1 s).
 */
export async function benchBrowser() {
  const dataDir = mkdtempSync(join(tmpdir(), 'brokerdesk-bench-browser-'));
  const server = await startServerProcess({ BROKERDESK_DATA_DIR: dataDir, BROKERDESK_STATIC_DIR: 'dist/renderer', BROKERDESK_DEMO_CUSTOMERS: '500' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    // What the sign-in screen loads: every script fetched until the form is visible.
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(server.url);
    await page.getByRole('button', { name: 'Sign in' }).waitFor();
    const files = [...scripts].map((path) => {
      const bytes = readFileSync(join('dist/renderer', path));
      return { path, raw: bytes.length, gzip: gzipSync(bytes).length };
    });
    const gzipKb = files.reduce((sum, f) => sum + f.gzip, 0) / 1024;
    const rawKb = files.reduce((sum, f) => sum + f.raw, 0) / 1024;
    await page.close();

    // Sign-in to the first painted dashboard, each time in a fresh context (no stored session).
    const timings: number[] = [];
    for (let i = 0; i < 10; i++) {
      const context = await browser.newContext();
      const signIn = await context.newPage();
      await signIn.goto(server.url);
      await signIn.getByLabel('Email').fill('admin@brokerdesk.demo');
      await signIn.getByLabel('Password', { exact: true }).fill('BrokerDesk#1');
      const start = performance.now();
      await signIn.getByRole('button', { name: 'Sign in' }).click();
      await signIn.getByRole('heading', { name: /Dashboard|Welcome/ }).first().waitFor();
      await signIn.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
      timings.push(performance.now() - start);
      await context.close();
    }
    const signInStats = summarize(timings);
    return {
      name: 'Renderer in Chromium (browser mode, built renderer served by the API server)',
      target: 'sign-in screen JS under 300 KB gzip; sign-in to first painted dashboard under 1 s (median of 10)',
      pass: gzipKb < 300 && signInStats.p50 < 1000,
      notes: `Scripts loaded for the sign-in screen: ${files.map((f) => `${f.path} (${round(f.gzip / 1024, 1)} KB gzip)`).join(', ')}.`,
      rows: [
        { measure: 'sign-in screen JavaScript', value: `${round(gzipKb, 1)} KB gzip (${round(rawKb, 1)} KB raw, ${files.length} files)` },
        { measure: 'sign-in → first painted dashboard', value: `median ${Math.round(signInStats.p50)} ms, max ${Math.round(signInStats.max)} ms (10 runs)` },
      ],
    };
  } finally {
    await browser.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
