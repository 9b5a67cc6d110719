/** A started API server process, whatever started it (Electron's utilityProcess, Node's fork). */
export interface ServerProcess {
  readonly pid: number | undefined;
  onMessage(listener: (message: unknown) => void): void;
  onExit(listener: (code: number | null) => void): void;
  /** Its stdout and stderr, kept for the error message when it fails to start. */
  onOutput(listener: (text: string) => void): void;
  kill(signal: 'SIGTERM' | 'SIGKILL'): void;
}

/** Starts the server entry with these extra environment variables. */
export type ServerSpawner = (options: { env: Record<string, string> }) => ServerProcess;

export interface EmbeddedServerOptions {
  spawn: ServerSpawner;
  /** Where the server keeps its database and files: the user's data folder. */
  dataDir: string;
  /** More environment for the server (log level, demo size). */
  env?: Record<string, string>;
  /** First run creates the database and demo data, so this is generous. */
  startTimeoutMs?: number;
  /** How long a SIGTERM may take before the process is killed. */
  stopGraceMs?: number;
  healthIntervalMs?: number;
  fetch?: typeof fetch;
  /** Called if the server exits on its own after it started (not after `stop()`). */
  onUnexpectedExit?: (code: number | null) => void;
}

export interface EmbeddedServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  pid: number | undefined;
  /** SIGTERM, then SIGKILL after the grace period; resolves once the process is gone. */
  stop(): Promise<void>;
}

export class EmbeddedServerError extends Error {
  override name = 'EmbeddedServerError';
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);
const OUTPUT_TAIL_CHARS = 2000;

function listeningUrl(message: unknown): string | null {
  if (!message || typeof message !== 'object') return null;
  const { type, url } = message as { type?: unknown; url?: unknown };
  if (type !== 'listening' || typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== 'http:' || !LOOPBACK_HOSTS.has(parsed.hostname) || !parsed.port) return null;
    return parsed.origin;
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms).unref?.());

/**
 * Starts the API server as a child process on a free loopback port (`PORT=0`) with its data in
 * `dataDir`, and resolves once it has both announced `{ type: 'listening', url }` and answered 200
 * on `/api/health`. Fails with a clear `EmbeddedServerError` (and kills the child) when it exits
 * early, announces a non-loopback address or is not ready in time.
 *
 * @example
 * const server = await startEmbeddedServer({ spawn, dataDir: path.join(app.getPath('userData'), 'server') });
 * app.on('will-quit', () => void server.stop());
 */
export async function startEmbeddedServer(options: EmbeddedServerOptions): Promise<EmbeddedServer> {
  const startTimeoutMs = options.startTimeoutMs ?? 60_000;
  const stopGraceMs = options.stopGraceMs ?? 5_000;
  const healthIntervalMs = options.healthIntervalMs ?? 150;
  const fetchImpl = options.fetch ?? globalThis.fetch;

  const child = options.spawn({
    env: { ...options.env, PORT: '0', HOST: '127.0.0.1', BROKERDESK_DATA_DIR: options.dataDir },
  });

  let output = '';
  child.onOutput((text) => {
    output = (output + text).slice(-OUTPUT_TAIL_CHARS);
  });

  let exitCode: number | null | undefined;
  let stopping = false;
  let started = false;
  const exited = new Promise<void>((resolve) =>
    child.onExit((code) => {
      exitCode = code;
      resolve();
      if (started && !stopping) options.onUnexpectedExit?.(code);
    }),
  );

  const announced = new Promise<string>((resolve, reject) => {
    child.onMessage((message) => {
      const url = listeningUrl(message);
      if (url) resolve(url);
      else if (message && typeof message === 'object' && (message as { type?: unknown }).type === 'listening') {
        reject(new EmbeddedServerError(`The built-in BrokerDesk server announced an address that is not on this computer: ${JSON.stringify(message)}`));
      }
    });
  });

  async function stop(): Promise<void> {
    stopping = true;
    if (exitCode !== undefined) return;
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(stopGraceMs)]);
    if (exitCode !== undefined) return;
    child.kill('SIGKILL');
    await Promise.race([exited, sleep(stopGraceMs)]);
  }

  const deadline = Date.now() + startTimeoutMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new EmbeddedServerError(`The built-in BrokerDesk server did not start within ${Math.round(startTimeoutMs / 1000)} s.`)),
      startTimeoutMs,
    );
  });
  const died = exited.then(() => {
    throw new EmbeddedServerError(`The built-in BrokerDesk server stopped before it was ready (exit code ${String(exitCode)}).`);
  });

  async function healthy(url: string): Promise<void> {
    while (Date.now() < deadline && exitCode === undefined) {
      try {
        const response = await fetchImpl(`${url}/api/health`, { signal: AbortSignal.timeout(Math.min(2000, startTimeoutMs)) });
        if (response.status === 200) return;
      } catch {
        // Not accepting connections yet.
      }
      await sleep(healthIntervalMs);
    }
  }

  try {
    const url = await Promise.race([announced, died, timedOut]);
    await Promise.race([healthy(url), died, timedOut]);
    started = true;
    return { url, pid: child.pid, stop };
  } catch (error) {
    await stop();
    const tail = output.trim();
    const message = (error as Error).message + (tail ? `\nLast server output:\n${tail}` : '');
    throw new EmbeddedServerError(message, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
