import { Button } from '@fluentui/react-components';
import { TagMultipleRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import { partnersRoutes } from '../../../shared/contract/partners/partners.access.js';
import { partnersResource } from '../../../shared/contract/partners/partners.schema.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { defineResourceUi, type ReferenceChoices } from '../../kit/resourceUi.js';
import { partnersHooks, useClubCategoriesQuery } from './partnersApi.js';

/** The club categories as a select's options. */
export const categoryChoices: ReferenceChoices = {
  useOptions: () => {
    const result = useClubCategoriesQuery();
    return { options: (result.data ?? []).map((category) => ({ value: category._id, label: category.title })), failed: result.isError };
  },
  emptyLabel: 'Choose a category',
};

function OffersLink({ record }: { record: { _id: string } }) {
  const navigate = useNavigate();
  return (
    <section>
      <Button icon={<TagMultipleRegular />} onClick={() => void navigate(`/partners/${encodeURIComponent(record._id)}/discount-offers`)}>Discount offers</Button>
    </section>
  );
}

export const partnersUi = defineResourceUi({
  resource: partnersResource,
  hooks: partnersHooks,
  title: 'Partners (Club)',
  paths: screenPaths(partnersRoutes.filter((route) => !route.path.includes('discount-offers'))),
  nameOf: (partner) => partner.companyName,
  searchPlaceholder: 'Search partner or code',
  emptyBody: 'Club partners give customers discounts at their locations with their 4-character code.',
  removeBody: 'It leaves the club. A partner with live discount offers is kept until they are removed.',
  references: { category: categoryChoices },
  cells: { locations: (partner) => `${partner.locations.length} · ${partner.locations.map((entry) => entry.location).join(', ')}` },
  sections: [OffersLink],
});

export const List = () => <ResourceList ui={partnersUi} />;
export const Create = () => <ResourceCreate ui={partnersUi} />;
export const Show = () => <ResourceShow ui={partnersUi} />;
export const Edit = () => <ResourceEdit ui={partnersUi} />;
