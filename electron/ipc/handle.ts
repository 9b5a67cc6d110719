import { fail } from '../../shared/client/callResult.js';
import { MESSAGES } from '../../shared/contract/constants.js';
import { describeIssues } from '../../shared/contract/validation.js';
import { ipcContract, type IpcChannel } from '../../shared/host/ipc.js';
import { originOf } from '../main/appProtocol.js';
import type { IpcParsedRequest, IpcResponses, IpcResult } from './channels.js';

/** The parts of Electron's `IpcMainInvokeEvent` the checks read. */
export interface IpcInvokeEvent {
  sender: { id: number };
  senderFrame: { url: string; parent: unknown } | null;
}

/** The part of Electron's `ipcMain` the registry uses. */
export interface IpcMainLike {
  handle(channel: string, listener: (event: IpcInvokeEvent, ...args: unknown[]) => Promise<unknown>): void;
}

export type IpcHandler<C extends IpcChannel> = (
  request: IpcParsedRequest<C>,
  event: IpcInvokeEvent,
) => Promise<IpcResult<IpcResponses[C]>> | IpcResult<IpcResponses[C]>;

export interface IpcRegistryDeps {
  ipcMain: IpcMainLike;
  isTrustedSender: (event: IpcInvokeEvent) => boolean;
  /** Where unexpected handler errors are reported (the renderer only gets a generic message). */
  logError?: (channel: IpcChannel, error: unknown) => void;
}

export interface SenderPolicy {
  /** The origin the top frame must show, e.g. `app://brokerdesk`. */
  appOrigin: string;
  /** True for the webContents of a window this app created. */
  isAppWebContents: (webContentsId: number) => boolean;
}

/**
 * Trusts a sender only when it is the top frame of one of the app's own windows, currently showing
 * the app's own origin: a navigated-away page, an iframe or a foreign window gets nothing.
 *
 * @example createIpcRegistry({ ipcMain, isTrustedSender: createSenderPolicy({ appOrigin: APP_ORIGIN, isAppWebContents }) })
 */
export function createSenderPolicy(policy: SenderPolicy) {
  return (event: IpcInvokeEvent): boolean => {
    const frame = event.senderFrame;
    if (!frame || frame.parent !== null) return false;
    if (!policy.isAppWebContents(event.sender.id)) return false;
    return originOf(frame.url) === policy.appOrigin;
  };
}

/**
 * The only caller of `ipcMain.handle` (STYLE C5). Every invoke is checked in this order: the sender,
 * then the payload against `ipcContract[channel].request`; only then does the handler run. Every
 * answer is an `IpcResult`: refusals and unexpected errors are returned, never thrown.
 *
 * @example
 * const ipc = createIpcRegistry({ ipcMain, isTrustedSender });
 * ipc.handle('session:has', () => ({ ok: true, data: vault.has() }));
 */
export function createIpcRegistry(deps: IpcRegistryDeps) {
  const registered = new Set<IpcChannel>();

  return {
    handle<C extends IpcChannel>(channel: C, handler: IpcHandler<C>): void {
      if (!(channel in ipcContract)) throw new Error(`"${channel}" is not an IPC channel of the contract`);
      if (registered.has(channel)) throw new Error(`IPC channel "${channel}" already has a handler`);
      registered.add(channel);
      deps.ipcMain.handle(channel, async (event, ...args): Promise<IpcResult<IpcResponses[C]>> => {
        if (!deps.isTrustedSender(event)) {
          return fail('forbidden-sender', 'This window may not call BrokerDesk.');
        }
        if (args.length > 1) {
          return fail('invalid-input', 'Expected at most one request argument', 400);
        }
        const parsed = ipcContract[channel].request.safeParse(args[0]);
        if (!parsed.success) {
          const { message, fieldErrors } = describeIssues(parsed.error.issues, 'body');
          return fail('invalid-input', message, 400, fieldErrors);
        }
        try {
          return await handler(parsed.data as IpcParsedRequest<C>, event);
        } catch (error) {
          deps.logError?.(channel, error);
          return fail('internal', MESSAGES.unexpected);
        }
      });
    },

    /** The channels with a handler, for the exhaustiveness check. */
    channels(): IpcChannel[] {
      return [...registered];
    },
  };
}

export type IpcRegistry = ReturnType<typeof createIpcRegistry>;
