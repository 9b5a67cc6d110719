/** Business constants shared by server, host and screens (spec 000 §9 and the decisions written here). */
export const PAGE_SIZES = {
  default: 10,
  proposalsApi: 5,
  proposalsList: 10,
  menus: 5,
  /** Sizes the list screens offer (UX.md §2). */
  options: [10, 25, 50, 100],
} as const;

export const TIMEOUTS = {
  /** Restoring the stored session waits at most this long (spec: persist time-out). */
  persistMs: 5000,
  toastMs: 5000,
  /** A request that takes longer than this fails with a clear message instead of hanging. */
  requestMs: 30_000,
  searchDebounceMs: 400,
} as const;

export const SOCKET = {
  room: 'notificationsidebar',
  event: 'notification-updated',
  /** BrokerDesk's own event, to the same room: someone changed a record (`RecordChange`). */
  recordChanged: 'record-changed',
  timeout: 20_000,
  /** How long following a request's room waits for the server to accept the join before the request is sent anyway. */
  joinTimeout: 2000,
  reconnectionDelay: 1000,
  reconnectionDelayMax: 5000,
  randomizationFactor: 0.5,
} as const;

export const LIMITS = {
  maxPageSize: 100,
  searchLength: 100,
  commentLength: 2000,
  /** CSV exports stop at this many rows and say so. */
  exportRows: 200_000,
} as const;

export const MESSAGES = {
  notFound: "404: The page you are looking for isn't here",
  forbidden: '403: Page is not accessable to you',
  backToDashboard: 'Go back to dashboard',
  maintenance: 'We are working on some fixes, Site will be available SOON!',
  unauthorized: 'Your session has ended. Please sign in again.',
  network: 'The BrokerDesk server cannot be reached. Check the connection and try again.',
  unexpected: 'Something went wrong. Please try again.',
  databaseUnavailable: 'The BrokerDesk database cannot be reached just now; nothing was saved. Please try again in a moment.',
  ocrFailed: 'Failed to fetch OCR data',
} as const;

/** The storage key the spec names for the token (browser host only: Electron keeps it in main). */
export const TOKEN_STORAGE_KEY = 'accessToken';
