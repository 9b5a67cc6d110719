interface ParentPort {
  postMessage(message: unknown): void;
}

/**
 * Inside Electron's utility process there is no `process.send`; messages to the parent go through
 * `process.parentPort`. This gives the server's `process.send?.({ type: 'listening', url })` that
 * path, so the server entry stays the same under `child_process.fork` and `utilityProcess.fork`.
 *
 * @example installParentPortSend(process) // before the server entry runs
 */
export function installParentPortSend(proc: { send?: unknown; parentPort?: ParentPort }): void {
  const port = proc.parentPort;
  if (!port || typeof proc.send === 'function') return;
  proc.send = (message: unknown) => {
    port.postMessage(message);
    return true;
  };
}

installParentPortSend(process);
