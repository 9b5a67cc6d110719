// @ts-check
/**
 * Stryker test runner `vitest-load-aware`: Stryker's vitest runner (9.6.1) with one fix.
 *
 * The stock runner collects the tests vitest ran and calls a mutant survived when none of them
 * failed. A test file that fails to *load* under a mutant (the mutant throws while a module is
 * imported, as `if (true) throw …` in matchRoute's route table does) reports no tests at all, so
 * the stock runner counts it as passing and the mutant shows as survived although `vitest run`
 * would fail. This wrapper runs the stock runner unchanged and then asks vitest's own state, of
 * the same run, whether a test file failed as a whole: if one did, the mutant is killed. In the
 * dry run (no mutant), a file that fails to load is an error that stops Stryker, instead of its
 * tests silently going missing.
 *
 * It is a plain JavaScript module because Stryker imports test-runner plugins with Node's own
 * loader in each worker process, where TypeScript is not compiled. It reads `ctx` of the stock
 * runner (a TypeScript-private field), so it is written for the pinned 9.6.1 and fails loudly if
 * that field goes away.
 */
import path from 'node:path';
import { cwd } from 'node:process';
import { commonTokens, declareFactoryPlugin, PluginKind, tokens } from '@stryker-mutator/api/plugin';
import { DryRunStatus, MutantRunStatus } from '@stryker-mutator/api/test-runner';
import { strykerPlugins as vitestPlugins } from '@stryker-mutator/vitest-runner';

/** @typedef {import('@stryker-mutator/api/test-runner').TestRunner} TestRunner */
/** @typedef {import('@stryker-mutator/api/test-runner').DryRunResult} DryRunResult */
/** @typedef {import('@stryker-mutator/api/test-runner').MutantRunResult} MutantRunResult */
/** @typedef {{ filepath: string; name: string; result?: { state?: string; errors?: { message?: string }[] } }} VitestFile */

const stock = vitestPlugins.find((plugin) => plugin.kind === PluginKind.TestRunner && plugin.name === 'vitest');
if (!stock || !('factory' in stock)) throw new Error('@stryker-mutator/vitest-runner no longer declares its `vitest` runner factory');
const createStockRunner = stock.factory;

/** @implements {TestRunner} */
class LoadAwareVitestRunner {
  /** @param {TestRunner & { ctx?: { state: { getFiles(): VitestFile[] } } }} inner */
  constructor(inner) {
    this.inner = inner;
  }

  capabilities() {
    return this.inner.capabilities();
  }

  async init() {
    await this.inner.init?.();
  }

  async dispose() {
    await this.inner.dispose?.();
  }

  /**
   * @param {import('@stryker-mutator/api/test-runner').DryRunOptions} options
   * @returns {Promise<DryRunResult>}
   */
  async dryRun(options) {
    const result = await this.inner.dryRun(options);
    if (result.status !== DryRunStatus.Complete) return result;
    const broken = this.#failedFiles();
    if (broken.length > 0) return { status: DryRunStatus.Error, errorMessage: `Test files failed to load without any mutant: ${describe(broken)}` };
    return result;
  }

  /**
   * @param {import('@stryker-mutator/api/test-runner').MutantRunOptions} options
   * @returns {Promise<MutantRunResult>}
   */
  async mutantRun(options) {
    const result = await this.inner.mutantRun(options);
    if (result.status !== MutantRunStatus.Survived) return result;
    const broken = this.#failedFiles();
    if (broken.length === 0) return result;
    // The killers are the tests Stryker asked for in the broken files (ids are `file#name`, file
    // relative to the sandbox); a static mutant runs every test and names none, so its list stays empty.
    const brokenFiles = new Set(broken.map((file) => path.relative(cwd(), file.filepath).split(path.sep).join('/')));
    const killedBy = (options.testFilter ?? []).filter((id) => brokenFiles.has(id.split('#')[0] ?? ''));
    return { status: MutantRunStatus.Killed, killedBy, failureMessage: `Test file failed to load: ${describe(broken)}`, nrOfTests: result.nrOfTests };
  }

  /** Test files of the last run whose own result is a failure (load error, failing hook) although no test failed. */
  #failedFiles() {
    const ctx = this.inner.ctx;
    if (!ctx?.state) throw new Error('The vitest runner no longer exposes its vitest context: check scripts/mutation/vitestLoadAwareRunner.mjs against its version');
    return ctx.state.getFiles().filter((file) => file.result?.state === 'fail');
  }
}

/** @param {VitestFile[]} files */
function describe(files) {
  return files.map((file) => `${file.name} (${file.result?.errors?.[0]?.message ?? 'no message'})`).join('; ');
}

/** @param {import('@stryker-mutator/api/plugin').Injector} injector */
function createLoadAwareRunner(injector) {
  return new LoadAwareVitestRunner(/** @type {any} */ (createStockRunner(injector)));
}
createLoadAwareRunner.inject = tokens(commonTokens.injector);

export const strykerPlugins = [declareFactoryPlugin(PluginKind.TestRunner, 'vitest-load-aware', createLoadAwareRunner)];
