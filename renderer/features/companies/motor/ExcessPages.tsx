import { useNavigate, useParams } from 'react-router-dom';
import { ExcessInputSchema, type ExcessInput } from '../../../../shared/contract/companies/companies.schema.js';
import { PAGE_SIZES } from '../../../../shared/contract/constants.js';
import { formatAed } from '../../../../shared/domain/format.js';
import { useNotify } from '../../../app/notify.js';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { useContractForm, saveResult } from '../../../components/form/useContractForm.js';
import { RelatedList } from '../../../components/list/RelatedList.js';
import type { ListColumn } from '../../../components/list/types.js';
import { useListController } from '../../../components/list/useListController.js';
import { AedField } from '../../../components/form/AedField.js';
import {
  useCreateExcessRuleMutation,
  useGetExcessRuleQuery,
  useGetExcessRulesQuery,
  useRemoveExcessRuleMutation,
  useUpdateExcessRuleMutation,
  type ExcessRecord,
  type PlanRecord,
} from '../companiesApi.js';
import { VEHICLE_TYPE_LABEL, motorPath } from '../labels.js';
import { MotorFormPending, MotorFormScreen, MotorListScreen, MotorRecordShow } from './MotorRecordPages.js';
import { PlanSelectField, VehicleTypesField } from './PlanSelectField.js';
import { useMotorCompany } from './useMotorCompany.js';
import { rowActionsColumn } from '../../../components/list/rowActions.js';
import { useConfirmedRemoval } from '../../../components/useConfirmedRemoval.js';
import { useFormGridStyles } from '../../../components/form/formGrid.js';

/** FIELDS.md: the value band is required when no vehicle type is chosen. */
export const excessSchema = ExcessInputSchema.superRefine((rule, ctx) => {
  if ((rule.vehicleType ?? []).length > 0) return;
  if (rule.vehicleValuationFromFils == null)
    ctx.addIssue({
      code: 'custom',
      path: ['vehicleValuationFromFils'],
      message: 'Enter the lowest car value, or choose a vehicle type',
    });
  if (rule.vehicleValuationToFils == null)
    ctx.addIssue({
      code: 'custom',
      path: ['vehicleValuationToFils'],
      message: 'Enter the highest car value, or choose a vehicle type',
    });
});
const excessLabels = {
  planId: 'Plan',
  vehicleType: 'Vehicle Type',
  vehicleValuationFromFils: 'Vehicle Valuation From',
  vehicleValuationToFils: 'Vehicle Valuation To',
  chargeFils: 'Charge',
} as const;

const vehicleTypes = (rule: ExcessRecord) =>
  rule.vehicleType.length ? rule.vehicleType.map((t) => VEHICLE_TYPE_LABEL[t]).join(', ') : 'All';
const aedOrDash = (fils: number | null) => (fils === null ? '-' : formatAed(fils));

function ExcessForm({ companyId, plans, rule }: { companyId: string; plans: PlanRecord[]; rule?: ExcessRecord }) {
  const formGrid = useFormGridStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createRule] = useCreateExcessRuleMutation();
  const [updateRule] = useUpdateExcessRuleMutation();
  const listPath = motorPath(companyId, 'excess');
  const defaults: Partial<ExcessInput> = rule
    ? {
        planId: rule.planId,
        vehicleType: rule.vehicleType,
        vehicleValuationFromFils: rule.vehicleValuationFromFils,
        vehicleValuationToFils: rule.vehicleValuationToFils,
        chargeFils: rule.chargeFils,
      }
    : { planId: '', vehicleType: [], vehicleValuationFromFils: null, vehicleValuationToFils: null };
  const contractForm = useContractForm({
    schema: excessSchema,
    labels: excessLabels,
    defaultValues: defaults,
    save: async (values) =>
      saveResult(
        rule ? await updateRule({ companyId, excessId: rule._id, body: values }) : await createRule({ companyId, body: values }),
      ),
    onSaved: (saved) => {
      notify.success(`Excess of ${formatAed(saved.chargeFils)} for ${saved.planName} saved`);
      void navigate(listPath);
    },
  });
  return (
    <MotorFormScreen
      companyId={companyId}
      section="excess"
      title={rule ? 'Edit excess' : 'New excess'}
      recordName="The excess rule"
      contractForm={contractForm}
    >
      <div className={formGrid.grid}>
        <PlanSelectField contractForm={contractForm} plans={plans} required />
        <AedField contractForm={contractForm} name="chargeFils" label={excessLabels.chargeFils} required />
        <AedField contractForm={contractForm} name="vehicleValuationFromFils" label={excessLabels.vehicleValuationFromFils} />
        <AedField contractForm={contractForm} name="vehicleValuationToFils" label={excessLabels.vehicleValuationToFils} />
      </div>
      <VehicleTypesField contractForm={contractForm} />
    </MotorFormScreen>
  );
}

/** `/companies/[companyId]/motor-insurance/excess/create`. */
export function ExcessCreate() {
  const { companyId, company, plans, plansQuery } = useMotorCompany();
  if (!company.data || !plansQuery.data) return <MotorFormPending query={company} title="New excess" companyId={companyId} />;
  return <ExcessForm companyId={companyId} plans={plans} />;
}

/** `/companies/[companyId]/motor-insurance/excess/[excessId]/edit`. */
export function ExcessEdit() {
  const { companyId, plans, plansQuery } = useMotorCompany();
  const { excessId = '' } = useParams();
  const rule = useGetExcessRuleQuery({ companyId, excessId });
  if (!rule.data || !plansQuery.data)
    return <MotorFormPending query={rule} title="Edit excess" companyId={companyId} section="excess" />;
  return <ExcessForm key={rule.data._id} companyId={companyId} plans={plans} rule={rule.data} />;
}

/** `/companies/[companyId]/motor-insurance/excess/[excessId]`. */
export function ExcessShow() {
  const { companyId } = useMotorCompany();
  const { excessId = '' } = useParams();
  const result = useGetExcessRuleQuery({ companyId, excessId });
  const rule = result.data;
  return (
    <MotorRecordShow
      companyId={companyId}
      section="excess"
      id={excessId}
      editPath={(id) => `excess/${id}/edit`}
      query={result}
      title={rule ? `Excess ${formatAed(rule.chargeFils)}` : 'Excess'}
      meta={rule ? [rule.planName] : []}
      fieldsTitle="Excess rule"
      fields={(shown) => [
        { label: 'Plan', value: shown.planName },
        { label: 'Vehicle Type', value: vehicleTypes(shown) },
        { label: 'Charge', value: formatAed(shown.chargeFils) },
        { label: 'Vehicle Valuation From', value: aedOrDash(shown.vehicleValuationFromFils) },
        { label: 'Vehicle Valuation To', value: aedOrDash(shown.vehicleValuationToFils) },
      ]}
    />
  );
}

/** `/companies/[companyId]/motor-insurance/excess`: deductible rules by plan and value band. */
export function ExcessList() {
  const navigate = useNavigate();
  const { companyId, company, plans } = useMotorCompany();
  const list = useListController({ defaultSize: PAGE_SIZES.default, storage: 'local' });
  const rules = useGetExcessRulesQuery({ page: list.page, size: list.size, companyId });
  const base = motorPath(companyId, 'excess');
  const canCreate = useRouteCan(`${base}/create`).view;
  const canEdit = useRouteCan(`${base}/x/edit`).view;
  const canDelete = useRouteCan(`${base}/x`).delete;
  const [removeRule, removal] = useRemoveExcessRuleMutation();
  const removing = useConfirmedRemoval(
    (row: ExcessRecord) => removeRule({ companyId, excessId: row._id }),
    (row) => `Excess of ${formatAed(row.chargeFils)} deleted`,
  );

  const columns: ListColumn<ExcessRecord>[] = [
    { id: 'plan', header: 'Plan', render: (r) => r.planName },
    { id: 'vehicle', header: 'Vehicle Type', render: vehicleTypes },
    { id: 'charge', header: 'Charge', numeric: true, render: (r) => formatAed(r.chargeFils) },
    { id: 'from', header: 'Vehicle Valuation From', numeric: true, render: (r) => aedOrDash(r.vehicleValuationFromFils) },
    { id: 'to', header: 'Vehicle Valuation To', numeric: true, render: (r) => aedOrDash(r.vehicleValuationToFils) },
  ];
  columns.push(
    ...rowActionsColumn<ExcessRecord>({
      edit: canEdit
        ? {
            label: (r) => `Edit excess of ${r.planName}`,
            onClick: (r) => void navigate(`${base}/${encodeURIComponent(r._id)}/edit`),
          }
        : undefined,
      remove: canDelete ? { label: (r) => `Delete excess of ${r.planName}`, onClick: removing.ask } : undefined,
    }),
  );

  return (
    <MotorListScreen
      company={company}
      companyId={companyId}
      section="excess"
      create={canCreate ? { label: 'New excess', to: `${base}/create`, disabled: plans.length === 0 } : null}
      remove={{
        open: removing.pending !== null,
        title: `Delete the excess of ${removing.pending?.planName ?? ''}?`,
        body: 'Quotes of this plan no longer state this deductible.',
        busy: removal.isLoading,
        onConfirm: () => void removing.confirm(),
        onCancel: removing.cancel,
      }}
    >
      <RelatedList
        title="Excess rules"
        controller={list}
        result={rules}
        columns={columns}
        size="small"
        getRowId={(r) => r._id}
        onOpen={(r) => void navigate(`${base}/${encodeURIComponent(r._id)}`)}
        empty={{ title: 'No excess rules yet', body: 'The deductible of each plan, by vehicle type and value band.' }}
      />
    </MotorListScreen>
  );
}
