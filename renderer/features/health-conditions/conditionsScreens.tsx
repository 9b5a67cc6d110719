import { useParams } from 'react-router-dom';
import { healthCompanyConditionsResource, type HealthCompanyCondition } from '../../../shared/contract/health-conditions/index.js';
import { formatAed } from '../../../shared/domain/format.js';
import { NumberField } from '../../components/form/NumberField.js';
import { useGetCompanyQuery } from '../companies/public.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import { conditionsHooks } from './healthConditionsApi.js';

const FACTOR = { smoker: 'Smoker', hypertension: 'Hypertension', diabetes: 'Diabetes' } as const;
const emiratesOf = (condition: HealthCompanyCondition) => condition.cityName.map((entry) => entry.emirate).join(', ');
/** The loading as the list reads it: the amount type's own field only. */
const priceOf = (condition: HealthCompanyCondition) =>
  (condition.amountType === 'percentage' ? `${condition.percentage ?? 0} %` : formatAed(condition.amount ?? 0));

function useConditionsUi() {
  const { companyId = '' } = useParams();
  const company = useGetCompanyQuery(companyId, { skip: !companyId }).data;
  const health = `/companies/${encodeURIComponent(companyId)}/health-insurance`;
  const list = `${health}/conditions`;
  return defineResourceUi({
    resource: healthCompanyConditionsResource, hooks: conditionsHooks,
    title: company ? `Health conditions of ${company.companyName}` : 'Health conditions',
    paths: { list, create: `${list}/create`, edit: `${list}/[conditionId]/edit` },
    nameOf: (condition) => `${FACTOR[condition.condition]} loading in ${emiratesOf(condition)}`,
    searchPlaceholder: 'Search',
    emptyBody: 'The loadings this insurer adds for smokers, hypertension and diabetes, by emirate. One factor is loaded once per emirate.',
    removeBody: 'Members who answer yes are no longer loaded for it in these emirates.',
    texts: {
      percentage: (condition) => (condition.amountType === 'percentage' ? priceOf(condition) : '-'),
      amount: (condition) => (condition.amountType === 'fixed' ? priceOf(condition) : '-'),
    },
    // A fixed loading has no percentage: the kit's decimal input would mark it required.
    inputs: { percentage: ({ contractForm, name, field }) => <NumberField contractForm={contractForm} name={name} label={field.label} hint={field.hint} step="any" /> },
    parentId: companyId, fixed: { company: companyId },
    listBack: { to: health, label: 'Back to health insurance' },
    breadcrumbs: [{ label: company?.companyName ?? 'Company', to: health }, { label: 'Conditions', to: list }],
  });
}

export const ConditionList = () => <ResourceList ui={useConditionsUi()} />;
export const ConditionCreate = () => <ResourceCreate ui={useConditionsUi()} />;
export const ConditionEdit = () => <ResourceEdit ui={useConditionsUi()} />;
