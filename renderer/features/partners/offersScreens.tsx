import { useParams } from 'react-router-dom';
import { discountOffersResource } from '../../../shared/contract/partners/partners.schema.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { offersHooks, partnersHooks } from './partnersApi.js';
import { categoryChoices } from './partnersScreens.js';
import { ValidatedOffers } from './ValidatedOffers.js';

/** The offers screens of the partner in the path: its list, and paths that carry its id. */
function useOffersUi() {
  const partnerId = useParams().partnerId ?? '';
  const partner = partnersHooks.useGet(partnerId, { skip: !partnerId }).data;
  const base = `/partners/${encodeURIComponent(partnerId)}/discount-offers`;
  return defineResourceUi({
    resource: discountOffersResource,
    hooks: offersHooks,
    title: partner ? `Discount offers of ${partner.companyName} (code ${partner.discountCode})` : 'Discount offers',
    paths: { list: base, create: `${base}/create`, show: `${base}/[discountId]`, edit: `${base}/[discountId]/edit` },
    nameOf: (offer) => offer.discountTitle,
    searchPlaceholder: 'Search offer',
    emptyBody: "The partner's discounts customers redeem with its code, up to each offer's limit per customer.",
    removeBody: 'It leaves the club. Its redemptions are kept.',
    parentId: partnerId,
    fixed: { partner: partnerId },
    listBack: { to: `/partners/${encodeURIComponent(partnerId)}`, label: 'Back to partner' },
    references: { category: categoryChoices },
    sections: [ValidatedOffers],
  });
}

export const List = () => <ResourceList ui={useOffersUi()} />;
export const Create = () => <ResourceCreate ui={useOffersUi()} />;
export const Show = () => <ResourceShow ui={useOffersUi()} />;
export const Edit = () => <ResourceEdit ui={useOffersUi()} />;
