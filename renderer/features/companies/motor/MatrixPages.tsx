import { Field, Select, makeStyles } from '@fluentui/react-components';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PAGE_SIZES } from '../../../../shared/contract/constants.js';
import { formatAed } from '../../../../shared/domain/format.js';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { RelatedList } from '../../../components/list/RelatedList.js';
import type { ListColumn } from '../../../components/list/types.js';
import { useListController } from '../../../components/list/useListController.js';
import { useGetMatrixBenefitsQuery, useGetMatrixRowQuery, useGetMatrixRowsQuery, useRemoveMatrixRowMutation, type MatrixRecord } from '../companiesApi.js';
import {
  CAR_AGE_LABEL,
  INSURANCE_TYPE_LABEL,
  REPAIR_LABEL,
  VEHICLE_TYPE_LABEL,
  cylindersText,
  motorPath,
  percentText,
} from '../labels.js';
import { MotorListScreen, MotorRecordShow } from './MotorRecordPages.js';
import { useMotorCompany } from './useMotorCompany.js';
import { rowActionsColumn } from '../../../components/list/rowActions.js';
import { useConfirmedRemoval } from '../../../components/useConfirmedRemoval.js';

const useStyles = makeStyles({
  filter: { maxWidth: '320px' },
});

const aedOrDash = (fils: number | null) => (fils === null ? '-' : formatAed(fils));

/** `/companies/[companyId]/motor-insurance/matrix`: the rate matrix rows, by plan. */
export function MatrixList() {
  const styles = useStyles();
  const navigate = useNavigate();
  const { companyId, company, plans } = useMotorCompany();
  const [planId, setPlanId] = useState('');
  const list = useListController({ defaultSize: PAGE_SIZES.default, storage: 'local' });
  const rows = useGetMatrixRowsQuery({ page: list.page, size: list.size, companyId, planId: planId || undefined });
  const canCreate = useRouteCan(motorPath(companyId, 'matrix/createMatrix')).view;
  const canDelete = useRouteCan(`/companies/${companyId}`).delete;
  const canEdit = useRouteCan(motorPath(companyId, 'matrix/x/editMatrix')).view;
  const [removeRow, removal] = useRemoveMatrixRowMutation();
  const removing = useConfirmedRemoval(
    (row: MatrixRecord) => removeRow({ id: row._id, companyId }),
    () => 'Matrix row deleted',
  );
  const base = motorPath(companyId, 'matrix');
  const planName = (id: string) => plans.find((p) => p._id === id)?.planName ?? '-';

  const columns: ListColumn<MatrixRecord>[] = [
    { id: 'plan', header: 'Plan', render: (r) => planName(r.planId) },
    { id: 'type', header: 'Insurance Type', render: (r) => INSURANCE_TYPE_LABEL[r.insuranceType] },
    { id: 'vehicle', header: 'Vehicle Type', render: (r) => VEHICLE_TYPE_LABEL[r.vehicleType] },
    { id: 'from', header: 'Vehicle Valuation From', numeric: true, render: (r) => aedOrDash(r.vehicleValuationFromFils) },
    { id: 'to', header: 'Vehicle Valuation To', numeric: true, render: (r) => aedOrDash(r.vehicleValuationToFils) },
    { id: 'min', header: 'Minimum Premium', numeric: true, render: (r) => formatAed(r.minimumPremiumFils) },
    { id: 'cyl', header: 'No Of Cylinders', render: (r) => cylindersText(r.noOfCylinders) },
    { id: 'repair', header: 'Repair Condition', render: (r) => (r.repairCondition ? REPAIR_LABEL[r.repairCondition] : '-') },
    {
      id: 'rate',
      header: 'Rate In Percentage',
      numeric: true,
      render: (r) =>
        r.fixedPremiumFils !== null && r.rateInPercentage === null
          ? `Fixed ${formatAed(r.fixedPremiumFils)}`
          : percentText(r.rateInPercentage),
    },
    { id: 'age', header: 'Car Age', render: (r) => (r.carAge ? (CAR_AGE_LABEL[r.carAge] ?? r.carAge) : '-') },
  ];
  columns.push(
    ...rowActionsColumn<MatrixRecord>({
      edit: canEdit
        ? { label: () => 'Edit matrix row', onClick: (r) => void navigate(`${base}/${encodeURIComponent(r._id)}/editMatrix`) }
        : undefined,
      remove: canDelete ? { label: () => 'Delete matrix row', onClick: removing.ask } : undefined,
    }),
  );

  const createPath = `${base}/createMatrix${planId ? `?planId=${encodeURIComponent(planId)}` : ''}`;
  return (
    <MotorListScreen
      company={company}
      companyId={companyId}
      section="matrix"
      create={canCreate ? { label: 'New matrix row', to: createPath, disabled: plans.length === 0 } : null}
      remove={{
        open: removing.pending !== null,
        title: `Delete this matrix row of ${removing.pending ? planName(removing.pending.planId) : ''}?`,
        body: 'Cars in its band are no longer priced by this plan until another row covers them.',
        busy: removal.isLoading,
        onConfirm: () => void removing.confirm(),
        onCancel: removing.cancel,
      }}
    >
      <Field label="Plan" className={styles.filter}>
        <Select
          value={planId}
          onChange={(_, data) => {
            setPlanId(data.value);
            list.setPage(1);
          }}
        >
          <option value="">Every plan</option>
          {plans.map((plan) => (
            <option key={plan._id} value={plan._id}>
              {plan.planName}
            </option>
          ))}
        </Select>
      </Field>
      <RelatedList
        title="Matrix rows"
        controller={list}
        result={rows}
        columns={columns}
        size="small"
        getRowId={(r) => r._id}
        onOpen={(r) => void navigate(`${base}/${encodeURIComponent(r._id)}`)}
        filtered={planId !== ''}
        onClearFilters={() => setPlanId('')}
        empty={{
          title: 'No matrix rows yet',
          body:
            plans.length === 0
              ? 'Add a motor plan first, on the Plans and pricing page.'
              : 'Rows price a plan by vehicle type, value band and car age.',
        }}
      />
    </MotorListScreen>
  );
}

/** `/companies/[companyId]/motor-insurance/matrix/[matrixId]`. */
export function MatrixShow() {
  const { companyId, plans } = useMotorCompany();
  const { matrixId = '' } = useParams();
  const result = useGetMatrixRowQuery(matrixId);
  const benefits = useGetMatrixBenefitsQuery();
  const benefitName = (code: string) => benefits.data?.find((benefit) => benefit.code === code)?.label ?? code;
  const row = result.data;
  return (
    <MotorRecordShow
      companyId={companyId}
      section="matrix"
      id={matrixId}
      editPath={(id) => `matrix/${id}/editMatrix`}
      query={result}
      title="Matrix row"
      meta={row ? [plans.find((p) => p._id === row.planId)?.planName ?? ''] : []}
      fieldsTitle="Band and rate"
      fields={(shown) => [
        { label: 'ID', value: shown._id },
        { label: 'Insurance Type', value: INSURANCE_TYPE_LABEL[shown.insuranceType] },
        { label: 'Repair Condition', value: shown.repairCondition ? REPAIR_LABEL[shown.repairCondition] : null },
        { label: 'Vehicle Valuation From', value: aedOrDash(shown.vehicleValuationFromFils) },
        { label: 'Vehicle Valuation To', value: aedOrDash(shown.vehicleValuationToFils) },
        { label: 'Rate In Percentage', value: percentText(shown.rateInPercentage) },
        { label: 'Fixed Premium', value: aedOrDash(shown.fixedPremiumFils) },
        { label: 'Vehicle Type', value: VEHICLE_TYPE_LABEL[shown.vehicleType] },
        { label: 'Minimum Premium', value: formatAed(shown.minimumPremiumFils) },
        { label: 'No Of Cylinders', value: cylindersText(shown.noOfCylinders) },
        { label: 'Car Age', value: shown.carAge ? (CAR_AGE_LABEL[shown.carAge] ?? shown.carAge) : null },
        { label: 'Benefits', value: shown.benefits.map(benefitName).join(', ') },
      ]}
    />
  );
}
