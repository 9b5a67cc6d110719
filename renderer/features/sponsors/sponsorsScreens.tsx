import { Caption1 } from '@fluentui/react-components';
import { sponsorsRoutes } from '../../../shared/contract/sponsors/sponsors.access.js';
import { sponsorsResource, type Sponsor, type SponsorClaim } from '../../../shared/contract/sponsors/sponsors.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import type { ListColumn } from '../../components/list/types.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { relatedSection } from '../../kit/relatedSection.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { CopyLink } from '../../components/CopyLink.js';
import { sponsorsHooks, useGetSponsorClaimsQuery, useGetSponsorPromoCodesQuery } from './sponsorsApi.js';

const CLAIM_COLUMNS: ListColumn<SponsorClaim>[] = [
  { id: 'promoCode', header: 'Promo code', render: (claim) => claim.promoCode },
  { id: 'status', header: 'Status', render: (claim) => (claim.isRedeem ? 'Redeem' : 'No Claim') },
  { id: 'ipAddress', header: 'IP', render: (claim) => claim.ipAddress },
  { id: 'userAgent', header: 'User Info', render: (claim) => claim.userAgent },
  { id: 'createdAt', header: 'Time', render: (claim) => formatDateTime(claim.createdAt) },
];

/** "Affiliate Links Details": the claims made through the sponsor's link, newest first. */
const Claims = relatedSection<Sponsor, SponsorClaim>({
  title: 'Affiliate Links Details',
  useQuery: useGetSponsorClaimsQuery,
  columns: CLAIM_COLUMNS,
  empty: () => ({ title: 'No claims yet', body: 'Visits through the link that received the promo code appear here.' }),
});

export const sponsorsUi = defineResourceUi({
  resource: sponsorsResource,
  hooks: sponsorsHooks,
  title: 'Sponsors',
  paths: screenPaths(sponsorsRoutes),
  nameOf: (sponsor) => sponsor.companyName,
  searchPlaceholder: 'Search partner or URL',
  emptyBody: 'Sponsor partners and their affiliate links: visitors through a link receive its promo code.',
  removeBody: 'Its link stops working and it leaves the lists. The claims made through it are kept.',
  cells: {
    uniqueUrl: (sponsor) => (sponsor.uniqueUrl ? <CopyLink url={sponsor.uniqueUrl} label={`Copy the link of ${sponsor.companyName}`} /> : '-'),
  },
  inputs: {
    // Made by the server: shown, never typed.
    uniqueUrl: ({ contractForm, field }) => {
      const url = contractForm.form.getValues('uniqueUrl') as string | null | undefined;
      return (
        <div>
          <Caption1 block>{field.label}</Caption1>
          {url ? <CopyLink url={url} /> : <Caption1>{field.hint}</Caption1>}
        </div>
      );
    },
  },
  references: {
    voucherId: {
      useOptions: () => {
        const codes = useGetSponsorPromoCodesQuery();
        return { options: (codes.data ?? []).map((code) => ({ value: code._id, label: code.promoCode })), failed: codes.isError };
      },
      emptyLabel: 'Choose a promo code',
    },
  },
  sections: [Claims],
});

export const List = () => <ResourceList ui={sponsorsUi} />;
export const Create = () => <ResourceCreate ui={sponsorsUi} />;
export const Show = () => <ResourceShow ui={sponsorsUi} />;
export const Edit = () => <ResourceEdit ui={sponsorsUi} />;
