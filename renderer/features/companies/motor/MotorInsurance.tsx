import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { useNotify } from '../../../app/notify.js';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { DetailScreen } from '../../../components/detail/DetailScreen.js';
import { FieldList } from '../../../components/detail/FieldList.js';
import { errorText } from '../../../components/errorText.js';
import { RelatedList } from '../../../components/list/RelatedList.js';
import type { ListColumn } from '../../../components/list/types.js';
import { useListController } from '../../../components/list/useListController.js';
import { useRemovePlanMutation, type PlanRecord } from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL, REPAIR_LABEL, percentText, yesNo } from '../labels.js';
import { MotorNav } from './MotorNav.js';
import { PlanDialog } from './PlanDialog.js';
import { PricingPreview } from './PricingPreview.js';
import { useMotorCompany } from './useMotorCompany.js';
import { rowActionsColumn } from '../../../components/list/rowActions.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL },
});

/** `/companies/[companyId]/motor-insurance`: the motor card, the plans and the pricing preview. */
export default function MotorInsurance() {
  const styles = useStyles();
  const notify = useNotify();
  const { companyId, company, plans, plansQuery } = useMotorCompany();
  const access = useRouteCan(`/companies/${companyId}/edit`);
  const canCreate = useRouteCan('/companies/create').view;
  const canDelete = useRouteCan(`/companies/${companyId}`).delete;
  const list = useListController({ storage: 'local' });
  const [editing, setEditing] = useState<PlanRecord | 'new' | null>(null);
  const [removing, setRemoving] = useState<PlanRecord | null>(null);
  const [removePlan, removal] = useRemovePlanMutation();
  const record = company.data;

  const confirmRemove = async () => {
    if (!removing) return;
    const outcome = await removePlan({ id: removing._id, companyId });
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success(`Plan ${removing.planName} deleted`);
    setRemoving(null);
  };

  const columns: ListColumn<PlanRecord>[] = [
    { id: 'name', header: 'Plan', render: (p) => p.planName },
    { id: 'type', header: 'Insurance Type', render: (p) => INSURANCE_TYPE_LABEL[p.insuranceType] },
    { id: 'repair', header: 'Repair Condition', render: (p) => (p.repairCondition ? REPAIR_LABEL[p.repairCondition] : '-') },
    { id: 'matrix', header: 'Matrix rows', numeric: true, render: (p) => String(p.matrixRowCount) },
    { id: 'excess', header: 'Excess rules', numeric: true, render: (p) => String(p.excessRuleCount) },
    { id: 'active', header: 'is Active', render: (p) => yesNo(p.isActive) },
  ];
  columns.push(
    ...rowActionsColumn<PlanRecord>({
      edit: access.view ? { label: (p) => `Edit ${p.planName}`, onClick: (p) => setEditing(p) } : undefined,
      remove: canDelete ? { label: (p) => `Delete ${p.planName}`, onClick: (p) => setRemoving(p) } : undefined,
    }),
  );

  const m = record?.motorInsurance;
  return (
    <DetailScreen
      query={company}
      loaded={Boolean(record)}
      title={record ? `${record.companyName}: Motor insurance` : 'Motor insurance'}
      back={{ to: '/companies', label: 'Back to companies' }}
      status={
        m ? (m.isActive ? { label: 'Motor active', color: 'success' } : { label: 'Motor inactive', color: 'subtle' }) : undefined
      }
      actions={
        canCreate ? (
          <Button appearance="primary" icon={<AddRegular />} onClick={() => setEditing('new')}>
            New plan
          </Button>
        ) : null
      }
    >
      {record && m ? (
        <div className={styles.stack}>
          <MotorNav companyId={companyId} current="" />
          <FieldList
            title="Motor settings"
            items={[
              {
                label: 'Reduction value',
                value:
                  m.carValueReduction.reductionType === 'percentage'
                    ? percentText(m.carValueReduction.reductionValue)
                    : `AED ${m.carValueReduction.reductionValue}`,
              },
              { label: 'Third Party Commission', value: percentText(m.commissionThirdparty) },
              { label: 'Comprehensive Commission', value: percentText(m.commissionComprehensive) },
              { label: 'Recommended', value: yesNo(m.eSanadRecommendation) },
              { label: 'is Active', value: yesNo(m.isActive) },
            ]}
          />
          <RelatedList
            title="Plans"
            controller={list}
            result={{ ...plansQuery, data: plansQuery.data ? { data: plansQuery.data } : undefined }}
            columns={columns}
            getRowId={(plan) => plan._id}
            empty={{
              title: 'No motor plans yet',
              body: 'A plan (comprehensive or third party) with a matrix is what a quote prices from.',
              action: canCreate ? <Button onClick={() => setEditing('new')}>Add the first plan</Button> : undefined,
            }}
          />
          <PricingPreview companyId={companyId} plans={plans} />
          {editing ? (
            <PlanDialog
              key={editing === 'new' ? 'new' : editing._id}
              companyId={companyId}
              plan={editing === 'new' ? undefined : editing}
              open
              onClose={() => setEditing(null)}
            />
          ) : null}
          <ConfirmDialog
            open={removing !== null}
            title={`Delete plan ${removing?.planName ?? ''}?`}
            body="Its matrix rows and excess rules go with it. A plan that quotes or policies name cannot be deleted: deactivate it instead."
            confirmLabel="Delete"
            busy={removal.isLoading}
            onConfirm={() => void confirmRemove()}
            onCancel={() => setRemoving(null)}
          />
        </div>
      ) : null}
    </DetailScreen>
  );
}
