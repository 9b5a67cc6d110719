import type { ForkOptions, UtilityProcess } from 'electron';
import type { ServerProcess, ServerSpawner } from '../server/embeddedServer.js';

/**
 * A `ServerSpawner` over Electron's `utilityProcess.fork` (a Node child without the
 * ELECTRON_RUN_AS_NODE switch). `modulePath` is the bundled `utilityEntry`, which forwards the
 * server's `process.send` messages over `process.parentPort`.
 *
 * @example createUtilityProcessSpawner((p, a, o) => utilityProcess.fork(p, a, o), path.join(here, 'server.js'))
 */
export function createUtilityProcessSpawner(
  fork: (modulePath: string, args?: string[], options?: ForkOptions) => UtilityProcess,
  modulePath: string,
): ServerSpawner {
  return ({ env }): ServerProcess => {
    const child = fork(modulePath, [], { env: { ...process.env, ...env }, stdio: 'pipe', serviceName: 'BrokerDesk server' });
    return {
      get pid() {
        return child.pid;
      },
      onMessage: (listener) => void child.on('message', listener),
      onExit: (listener) => void child.once('exit', (code) => listener(code)),
      onOutput: (listener) => {
        child.stdout?.on('data', (chunk: Buffer) => listener(chunk.toString('utf8')));
        child.stderr?.on('data', (chunk: Buffer) => listener(chunk.toString('utf8')));
      },
      kill: (signal) => {
        // utilityProcess.kill() is SIGTERM on POSIX; the forced stop goes through the pid.
        if (signal !== 'SIGKILL' || child.pid === undefined) {
          child.kill();
          return;
        }
        try {
          process.kill(child.pid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      },
    };
  };
}
