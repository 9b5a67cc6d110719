import type { z } from 'zod';
import type { CallResult } from '../../shared/client/callResult.js';
import type { PickedFile } from '../../shared/contract/documents/documents.schema.js';
import type { DownloadResult, HostInfo, PreviewImage, ServerSettings, SignInResult } from '../../shared/host/bridge.js';
import type { IpcChannel, ipcContract } from '../../shared/host/ipc.js';

/** What main answers on each channel (the data of an `ok` result). */
export interface IpcResponses {
  'app:info': HostInfo;
  'api:call': unknown;
  'api:download': DownloadResult;
  'api:preview': PreviewImage;
  'session:signIn': SignInResult;
  'session:signOut': null;
  'session:has': boolean;
  'notifications:start': null;
  'notifications:stop': null;
  'notifications:setPopups': null;
  'notifications:follow': { joined: boolean };
  'notifications:unfollow': null;
  'files:pick': PickedFile[];
  'files:registerDrop': PickedFile[];
  'files:upload': unknown;
  'files:open': null;
  'files:reveal': null;
  'settings:getServer': ServerSettings;
  'settings:setServer': { restartRequired: boolean };
  'settings:restart': null;
}

/** Every IPC answer: errors travel as data, because `invoke` keeps only a thrown error's message. */
export type IpcResult<T> = CallResult<T>;

/** The request a handler receives: already parsed (defaults applied) by the channel's schema. */
export type IpcParsedRequest<C extends IpcChannel> = z.output<(typeof ipcContract)[C]['request']>;
