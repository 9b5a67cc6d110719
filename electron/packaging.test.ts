// @vitest-environment node
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const projectDir = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
// electron-builder's own YAML reader (a dependency of it); no new package for the test.
const yaml = require('js-yaml') as { load(text: string): unknown };

interface Target {
  target: string;
  arch?: string[];
}
interface BuilderConfig {
  appId: string;
  productName: string;
  directories: { output: string; buildResources?: string };
  files: string[];
  asarUnpack: string[];
  npmRebuild: boolean;
  win: { target: Target[] };
  mac: { target: Target[]; hardenedRuntime: boolean; entitlements: string; entitlementsInherit?: string };
  linux: { target: Array<string | Target> };
}

const config = yaml.load(readFileSync(path.join(projectDir, 'electron-builder.yml'), 'utf8')) as BuilderConfig;
const targetNames = (targets: Array<string | Target>) => targets.map((t) => (typeof t === 'string' ? t : t.target));

describe('electron-builder.yml', () => {
  it('names the app', () => {
    expect(config.appId).toBe('ae.brokerdesk.desktop');
    expect(config.productName).toBe('BrokerDesk');
    expect(config.directories.output).toBe('release');
  });

  it('ships the built renderer, main, preload and bundled server, not the TypeScript sources', () => {
    expect(config.files).toEqual(expect.arrayContaining(['dist/**', 'dist-electron/**', 'package.json']));
    expect(config.files.some((pattern) => /^(server|electron|renderer|shared)\//.test(pattern))).toBe(false);
    const pkg = JSON.parse(readFileSync(path.join(projectDir, 'package.json'), 'utf8')) as { main: string };
    expect(pkg.main).toBe('dist-electron/main.js');
  });

  it('unpacks the native SQLite module from the asar and rebuilds it for Electron', () => {
    expect(config.asarUnpack).toContain('node_modules/better-sqlite3/**');
    expect(config.npmRebuild).toBe(true);
  });

  it('builds NSIS for x64 and arm64 on Windows', () => {
    const nsis = config.win.target.find((t) => t.target === 'nsis');
    expect(nsis?.arch).toEqual(expect.arrayContaining(['x64', 'arm64']));
  });

  it('builds a universal dmg with the hardened runtime and its entitlements on macOS', () => {
    expect(config.mac.target).toContainEqual({ target: 'dmg', arch: ['universal'] });
    expect(config.mac.hardenedRuntime).toBe(true);
    expect(config.mac.entitlements).toBe('build/entitlements.mac.plist');
    const plist = readFileSync(path.join(projectDir, config.mac.entitlements), 'utf8');
    expect(plist).toContain('com.apple.security.cs.allow-jit');
    expect(plist).not.toContain('com.apple.security.device.camera');
  });

  it('builds an AppImage on Linux', () => {
    expect(targetNames(config.linux.target)).toEqual(['AppImage']);
  });

  it('has its icon source in build/', () => {
    const icon = readFileSync(path.join(projectDir, 'build', 'icon.png'));
    expect(icon.subarray(1, 4).toString('ascii')).toBe('PNG');
    expect([icon.readUInt32BE(16), icon.readUInt32BE(20)]).toEqual([1024, 1024]);
  });

  it.skipIf(!existsSync(path.join(projectDir, 'node_modules/app-builder-lib/out/util/config/config.js')))(
    "passes electron-builder's own schema validation",
    async () => {
      const { validateConfiguration } = require('app-builder-lib/out/util/config/config.js') as {
        validateConfiguration(config: unknown, debugLogger: { isEnabled: boolean; add(): void }): Promise<void>;
      };
      await expect(validateConfiguration(config, { isEnabled: false, add: () => undefined })).resolves.toBeUndefined();
      await expect(validateConfiguration({ ...config, bogusKey: 1 }, { isEnabled: false, add: () => undefined })).rejects.toThrow(/bogusKey/);
    },
  );
});
