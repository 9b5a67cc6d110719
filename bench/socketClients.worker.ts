import { parentPort, workerData } from 'node:worker_threads';
import { io } from 'socket.io-client';
import { createNotificationSocket, type NotificationSocket } from '../shared/client/socketClient.js';

/**
 * A share of the socket benchmark's clients, on a thread of their own: each desktop handles its
 * own messages on its own machine, so one event loop for all 1,000 would time the benchmark's
 * queue rather than the server's delivery. Times are on the process's shared clock
 * (`performance.timeOrigin + performance.now()`), which every thread reads alike.
 */
export interface ClientsShare {
  urls: string[];
  token: string;
  /** How many clients this thread holds, and the first one's number (which picks its server). */
  count: number;
  first: number;
}

/** From the benchmark to a thread. */
export type ToClients = { type: 'reset' } | { type: 'collect' } | { type: 'close' };
/** From a thread to the benchmark. */
export type FromClients = { type: 'ready' } | { type: 'complete' } | { type: 'arrivals'; arrivals: number[] } | { type: 'closed' };

const share = workerData as ClientsShare;
const port = parentPort!;
const now = () => performance.timeOrigin + performance.now();
let arrivals: number[] = [];
const sockets: NotificationSocket[] = [];
for (let index = 0; index < share.count; index += 1) {
  const live = createNotificationSocket({ url: share.urls[(share.first + index) % share.urls.length]!, getToken: () => share.token, io });
  live.listen(() => {
    arrivals.push(now());
    if (arrivals.length === share.count) port.postMessage({ type: 'complete' } satisfies FromClients);
  });
  live.connect();
  sockets.push(live);
}

const connected = () => sockets.every((live) => live.state() === 'connected' && live.socket.io.engine.transport.name === 'websocket');
const waitConnected = setInterval(() => {
  if (!connected()) return;
  clearInterval(waitConnected);
  port.postMessage({ type: 'ready' } satisfies FromClients);
}, 10);

port.on('message', (message: ToClients) => {
  if (message.type === 'reset') arrivals = [];
  if (message.type === 'collect') port.postMessage({ type: 'arrivals', arrivals } satisfies FromClients);
  if (message.type === 'close') {
    clearInterval(waitConnected);
    for (const live of sockets) live.disconnect();
    port.postMessage({ type: 'closed' } satisfies FromClients);
    port.close();
  }
});
