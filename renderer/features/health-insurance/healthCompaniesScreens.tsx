import { healthInsuranceRoutes } from '../../../shared/contract/health-insurance/health-insurance.access.js';
import { healthCompaniesResource } from '../../../shared/contract/health-insurance/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { CompanyLogo, useGetCompaniesByLineQuery } from '../companies/public.js';
import { healthCompaniesHooks, type HealthCompanyRecord } from './healthMastersApi.js';

/** The insurer's own logo (kept on the company, never copied here) beside its name. */
function InsurerCell({ record }: { record: HealthCompanyRecord }) {
  const { data } = useGetCompaniesByLineQuery({ insurance: 'health' });
  const company = data?.find((candidate) => candidate._id === record.companyId);
  return (
    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
      <CompanyLogo companyId={record.companyId ?? undefined} name={record.companyName ?? ''} logoUrl={company?.logoUrl ?? null} />
      {record.companyName}
    </span>
  );
}

const healthCompaniesUi = defineResourceUi({
  resource: healthCompaniesResource,
  hooks: healthCompaniesHooks,
  title: 'Health companies',
  paths: screenPaths(healthInsuranceRoutes.filter((route) => route.path.includes('/health-companies'))),
  nameOf: (company) => company.companyName ?? 'Health company',
  searchPlaceholder: 'Search',
  emptyBody: "The insurers that sell health, with the broker's commission, their reduction and whether they are recommended.",
  removeBody: 'The insurer stops selling health: its health settings go, the company and its motor business stay.',
  texts: {
    commission: (company) => `${company.commission} %`,
    reductionValue: (company) => (company.reductionType === 'percentage' ? `${company.reductionValue} %` : formatAed(company.reductionValue)),
  },
  cells: { companyId: (company) => <InsurerCell record={company} /> },
  references: {
    companyId: {
      // The insurers whose company record says they write health; enabling it here gives them their health settings.
      useOptions: () => {
        const companies = useGetCompaniesByLineQuery({ insurance: 'health' });
        return { options: (companies.data ?? []).map((company) => ({ value: company._id, label: company.companyName })), failed: companies.isError };
      },
      emptyLabel: 'Choose an insurer',
    },
  },
});

export const List = () => <ResourceList ui={healthCompaniesUi} />;
export const Create = () => <ResourceCreate ui={healthCompaniesUi} />;
export const Edit = () => <ResourceEdit ui={healthCompaniesUi} />;
