import { randomBytes } from 'node:crypto';
import { sponsorsResource, type SponsorClaim } from '../../../shared/contract/sponsors/index.js';
import type { Db } from '../../db/database.js';
import type { SponsorClaimsTable } from '../../db/schema.js';
import type { Selectable } from 'kysely';
import { newId } from '../../db/ids.js';
import { conflict, notFound, tooManyRequests } from '../../http/httpError.js';
import { offsetOf } from '../../http/pagination.js';
import { createResourceRepository } from '../../kit/resourceRepository.js';

type SponsorInput = Parameters<ReturnType<typeof createKitRepository>['create']>[0];

function createKitRepository(db: Db) {
  return createResourceRepository(db, sponsorsResource, 'sponsors');
}

/** 128 random bits in URL-safe letters: a link nobody can guess from another. */
export function newSlug(): string {
  return randomBytes(16).toString('base64url');
}

const toClaim = (row: Selectable<SponsorClaimsTable>): SponsorClaim => ({
  _id: row.id, promoCode: row.promo_code, isRedeem: row.is_redeem === 1, ipAddress: row.ip_address, userAgent: row.user_agent,
  createdAt: row.created_at, redeemedAt: row.redeemed_at,
});

/**
 * Sponsors on the kit, plus what is theirs alone: the link made at creation (its slug beside the
 * kit's columns, in the same transaction), the promo codes they may hand out, and their claims.
 */
export function createSponsorsRepository(db: Db, marketplaceUrl: string) {
  const kit = createKitRepository(db);

  /** A live sponsor by the slug of its link. */
  async function bySlug(slug: string) {
    const row = await db.selectFrom('sponsors').select(['id', 'is_active', 'voucher_id']).where('slug', '=', slug).where('removed_at', 'is', null).executeTakeFirst();
    if (!row) throw notFound('Sponsor not found');
    return row;
  }

  return {
    ...kit,

    /** A new sponsor with its link; the URL a body may carry is never the one stored. */
    async create(input: SponsorInput, at: string) {
      const slug = newSlug();
      return db.transaction().execute(async (trx) => {
        const created = await createKitRepository(trx).create({ ...input, uniqueUrl: `${marketplaceUrl}/r/${slug}` }, at);
        await trx.updateTable('sponsors').set({ slug }).where('id', '=', created._id).execute();
        return created;
      });
    },

    /** The vouchers by promo code, for the form's choices. */
    async promoCodes() {
      const rows = await db.selectFrom('vouchers').select(['id', 'promo_code']).orderBy('promo_code').execute();
      return rows.map((row) => ({ _id: row.id, promoCode: row.promo_code }));
    },

    /** A sponsor's claims, newest first. */
    async claims(sponsorId: string, page: number, size: number) {
      await kit.get(sponsorId);
      const of = () => db.selectFrom('sponsor_claims').where('sponsor_id', '=', sponsorId);
      const [rows, total] = await Promise.all([
        of().selectAll().orderBy('created_at', 'desc').orderBy('seq', 'desc').limit(size).offset(offsetOf(page, size)).execute(),
        of().select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
      ]);
      return { items: rows.map(toClaim), totalItems: Number(total.count) };
    },

    /**
     * Records a visit through a live, active sponsor's link and answers the promo code handed out.
     * At most `perMinute` claims in the last minute per link: beyond, 429 with the wait.
     */
    async recordClaim(slug: string, visitor: { ipAddress: string; userAgent: string }, now: Date, perMinute: number) {
      const sponsor = await bySlug(slug);
      if (sponsor.is_active !== 1) throw conflict('This sponsor\'s link is not active');
      const voucher = sponsor.voucher_id
        ? await db.selectFrom('vouchers').select(['id', 'promo_code']).where('id', '=', sponsor.voucher_id).executeTakeFirst()
        : undefined;
      if (!voucher) throw conflict('This sponsor has no promo code to hand out');
      const since = new Date(now.getTime() - 60_000).toISOString();
      const recent = await db.selectFrom('sponsor_claims').select((eb) => eb.fn.countAll<number>().as('count'))
        .where('sponsor_id', '=', sponsor.id).where('created_at', '>', since).executeTakeFirstOrThrow();
      if (Number(recent.count) >= perMinute) throw tooManyRequests('This link has taken too many claims this minute; try again shortly', 60_000);
      const id = newId();
      await db.insertInto('sponsor_claims').values({
        id, sponsor_id: sponsor.id, voucher_id: voucher.id, promo_code: voucher.promo_code, is_redeem: 0,
        ip_address: visitor.ipAddress, user_agent: visitor.userAgent, created_at: now.toISOString(), redeemed_at: null,
      }).execute();
      return { claimId: id, promoCode: voucher.promo_code };
    },

    /** Marks a claim of the sponsor redeemed; a claim already redeemed is answered as it is. */
    async redeemClaim(slug: string, claimId: string, at: string): Promise<{ claim: SponsorClaim; changed: boolean }> {
      const sponsor = await bySlug(slug);
      const { numUpdatedRows } = await db.updateTable('sponsor_claims').set({ is_redeem: 1, redeemed_at: at })
        .where('id', '=', claimId).where('sponsor_id', '=', sponsor.id).where('is_redeem', '=', 0).executeTakeFirst();
      const row = await db.selectFrom('sponsor_claims').selectAll().where('id', '=', claimId).where('sponsor_id', '=', sponsor.id).executeTakeFirst();
      if (!row) throw notFound('Claim not found');
      return { claim: toClaim(row), changed: Number(numUpdatedRows) > 0 };
    },
  };
}

export type SponsorsRepository = ReturnType<typeof createSponsorsRepository>;
