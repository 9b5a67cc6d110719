import { Field, Select } from '@fluentui/react-components';
import { useState } from 'react';
import { useNotify } from '../../app/notify.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../../components/errorText.js';
import { useGetCompaniesByLineQuery } from '../companies/public.js';
import { useChangePolicyCompanyMutation, type PolicyDetailRecord } from './policiesApi.js';

/** Company select (motor companies) → confirm → `changeCompany`. */
export function CompanyChange({ policy }: { policy: PolicyDetailRecord }) {
  const companies = useGetCompaniesByLineQuery({ insurance: 'motor' });
  const notify = useNotify();
  const [change, { isLoading }] = useChangePolicyCompanyMutation();
  const [target, setTarget] = useState<string | null>(null);
  const targetName = companies.data?.find((company) => company._id === target)?.companyName ?? '';
  const confirm = async () => {
    if (!target) return;
    const result = await change({ id: policy._id, companyId: target });
    setTarget(null);
    if ('error' in result) notify.error(errorText(result.error));
    else notify.success(`Policy ${policy.ref} moved to ${targetName}`);
  };
  return (
    <>
      <Field label="Company" validationMessage={companies.isError ? errorText(companies.error) : undefined}>
        <Select value={policy.companyId ?? ''} disabled={!companies.data || isLoading} onChange={(_, data) => setTarget(data.value)}>
          {policy.companyId && !companies.data?.some((company) => company._id === policy.companyId) ? (
            <option value={policy.companyId}>{policy.companyName}</option>
          ) : null}
          {(companies.data ?? []).map((company) => (
            <option key={company._id} value={company._id}>
              {company.companyName}
            </option>
          ))}
        </Select>
      </Field>
      <ConfirmDialog
        open={target !== null}
        title={`Move policy ${policy.ref} to ${targetName}?`}
        body={`The policy moves from ${policy.companyName} to ${targetName}. Its insurer's policy number and file may need updating.`}
        confirmLabel="Change company"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setTarget(null)}
      />
    </>
  );
}
