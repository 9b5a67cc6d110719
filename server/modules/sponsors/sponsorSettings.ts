/**
 * The settings of the sponsor links (`BROKERDESK_MARKETPLACE_URL`, `BROKERDESK_SPONSOR_KEY`).
 * Without a key the server uses the sandbox key below, which a development marketplace can sign
 * with; a server started with `NODE_ENV=production` refuses to start without a key of its own.
 */
export interface SponsorSettings {
  /** The marketplace's address; a sponsor's link is `<marketplaceUrl>/r/<slug>`. */
  marketplaceUrl: string;
  /** The key the marketplace signs its calls with (at least 32 characters). */
  claimKey: string;
  /** Claims one link takes a minute at most. */
  claimsPerMinute: number;
}

export const SANDBOX_SPONSOR_KEY = 'brokerdesk-sandbox-sponsor-key-for-development-only';
export const DEFAULT_MARKETPLACE_URL = 'https://marketplace.brokerdesk.example';
export const DEFAULT_CLAIMS_PER_MINUTE = 120;

export const DEFAULT_SPONSOR_SETTINGS: SponsorSettings = {
  marketplaceUrl: DEFAULT_MARKETPLACE_URL, claimKey: SANDBOX_SPONSOR_KEY, claimsPerMinute: DEFAULT_CLAIMS_PER_MINUTE,
};
