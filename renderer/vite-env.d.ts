/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_APP_VERSION?: string;
  /** `'1'` shows the Maintenance screen on every page, whatever the server says. */
  readonly VITE_BROKERDESK_MAINTENANCE?: string;
}
