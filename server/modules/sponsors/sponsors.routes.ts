import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sponsorsContract } from '../../../shared/contract/sponsors/sponsors.contract.js';
import { sponsorsResource } from '../../../shared/contract/sponsors/index.js';
import { pagination } from '../../http/pagination.js';
import { badRequest, unauthorized } from '../../http/httpError.js';
import { registerArea } from '../../http/registerArea.js';
import { registerResource } from '../../kit/registerResource.js';
import { poisonedKey } from '../../plugins/jsonBody.js';
import { hasValidSponsorSignature, SPONSOR_SIGNATURE_HEADER, SPONSOR_TIMESTAMP_HEADER } from './claimSignature.js';
import { createSponsorsRepository, type SponsorsRepository } from './sponsors.repository.js';
import type { SponsorSettings } from './sponsorSettings.js';

export interface SponsorsRouteOptions {
  settings: SponsorSettings;
  clock: () => number;
}

/**
 * Sponsors: the staff's endpoints on the kit (create makes the link; see the repository), and the
 * marketplace's signed public calls in a plugin of their own, whose JSON parser keeps the raw
 * body for the signature.
 */
export function sponsorsRoutes(app: FastifyInstance, options: SponsorsRouteOptions, done: () => void): void {
  const { recordClaim, redeemClaim, ...staff } = sponsorsContract;
  const sponsors = createSponsorsRepository(app.db, options.settings.marketplaceUrl);
  const now = () => new Date(options.clock());
  registerResource(app, staff, sponsorsResource, sponsors, {
    promoCodes: async () => ({ success: true, data: await sponsors.promoCodes() }),
    claims: async ({ params, query }) => {
      const result = await sponsors.claims(params.id, query.page, query.size);
      return { success: true, data: result.items, pagination: pagination(query.page, query.size, result.totalItems) };
    },
  }, { clock: now });
  void app.register(publicClaimRoutes, { ...options, sponsors, area: { recordClaim, redeemClaim } });
  done();
}

const rawBodies = new WeakMap<FastifyRequest, string>();

function publicClaimRoutes(
  app: FastifyInstance,
  options: SponsorsRouteOptions & { sponsors: SponsorsRepository; area: Pick<typeof sponsorsContract, 'recordClaim' | 'redeemClaim'> },
  done: () => void,
): void {
  const { settings, sponsors, clock } = options;
  // As the API's parser (an empty body is none), keeping the text the signature is over.
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, finish) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.length === 0) {
      finish(null, undefined);
      return;
    }
    void parse(request, text, (error, value) => {
      let key: string | undefined;
      try {
        key = error ? poisonedKey(JSON.parse(text)) : undefined;
      } catch {
        key = undefined;
      }
      finish(key ? badRequest(`The request body may not contain the key ${key}.`) : error, value);
    });
  });
  // Before the body is validated: a caller without the key learns nothing of the input rules.
  app.addHook('preValidation', (request, _reply, done) => {
    const call = { method: request.method, path: request.url.split('?')[0]!, rawBody: rawBodies.get(request) ?? '' };
    const headers = { timestamp: request.headers[SPONSOR_TIMESTAMP_HEADER], signature: request.headers[SPONSOR_SIGNATURE_HEADER] };
    done(hasValidSponsorSignature(settings.claimKey, call, headers, clock()) ? undefined : unauthorized('Missing or invalid marketplace signature'));
  });
  registerArea(app, options.area, {
    recordClaim: async ({ params, body }) => {
      const claim = await sponsors.recordClaim(params.slug, body, new Date(clock()), settings.claimsPerMinute);
      return { success: true as const, data: claim, message: 'Claim recorded' };
    },
    redeemClaim: async ({ params }) => {
      const { claim, changed } = await sponsors.redeemClaim(params.slug, params.claimId, new Date(clock()).toISOString());
      return { success: true as const, data: claim, message: changed ? 'Claim redeemed' : 'Claim was already redeemed' };
    },
  });
  done();
}
