import { fork } from 'node:child_process';
import type { ServerProcess, ServerSpawner } from './embeddedServer.js';

export interface ForkSpawnerOptions {
  /** e.g. `['--import', 'tsx']` to run `server/main.ts` from source. */
  execArgv?: string[];
  cwd?: string;
  /** The environment the server starts from; the spawner adds its own variables on top. */
  baseEnv?: NodeJS.ProcessEnv;
}

/**
 * A `ServerSpawner` over Node's `child_process.fork` (an IPC channel, so `process.send` works in
 * the child). Used under Node: tests and tools; Electron uses `utilityProcess` instead.
 *
 * @example startEmbeddedServer({ spawn: createForkSpawner('server/main.ts', { execArgv: ['--import', 'tsx'] }), dataDir })
 */
export function createForkSpawner(modulePath: string, options: ForkSpawnerOptions = {}): ServerSpawner {
  return ({ env }): ServerProcess => {
    const child = fork(modulePath, [], {
      cwd: options.cwd,
      execArgv: options.execArgv ?? [],
      env: { ...(options.baseEnv ?? process.env), ...env },
      stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
    });
    return {
      pid: child.pid,
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.once('exit', (code) => listener(code)),
      onOutput: (listener) => {
        child.stdout?.on('data', (chunk: Buffer) => listener(chunk.toString('utf8')));
        child.stderr?.on('data', (chunk: Buffer) => listener(chunk.toString('utf8')));
      },
      kill: (signal) => {
        child.kill(signal);
      },
    };
  };
}
