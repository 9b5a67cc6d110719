import { Field, Subtitle1, Textarea } from '@fluentui/react-components';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router-dom';
import { ConditionInputSchema, type ConditionInput } from '../../../../shared/contract/companies/companies.schema.js';
import { PAGE_SIZES } from '../../../../shared/contract/constants.js';
import { formatAed } from '../../../../shared/domain/format.js';
import { useNotify } from '../../../app/notify.js';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { NumberField } from '../../../components/form/NumberField.js';
import { SwitchField } from '../../../components/form/SwitchField.js';
import { TextField } from '../../../components/form/TextField.js';
import { useContractForm, type ContractForm, saveResult } from '../../../components/form/useContractForm.js';
import { RelatedList } from '../../../components/list/RelatedList.js';
import type { ListColumn } from '../../../components/list/types.js';
import { useListController } from '../../../components/list/useListController.js';
import { AedField } from '../../../components/form/AedField.js';
import {
  useCreateConditionMutation,
  useGetConditionQuery,
  useGetConditionsQuery,
  useRemoveConditionMutation,
  useUpdateConditionMutation,
  type ConditionRecord,
  type PlanRecord,
} from '../companiesApi.js';
import { motorPath, yesNo } from '../labels.js';
import { MotorFormPending, MotorFormScreen, MotorListScreen, MotorRecordShow } from './MotorRecordPages.js';
import { PlanSelectField } from './PlanSelectField.js';
import { useMotorCompany } from './useMotorCompany.js';
import { rowActionsColumn } from '../../../components/list/rowActions.js';
import { useConfirmedRemoval } from '../../../components/useConfirmedRemoval.js';
import { useFormGridStyles } from '../../../components/form/formGrid.js';

const conditionSchema = ConditionInputSchema;
type ConditionForm = ContractForm<typeof conditionSchema>;

const labels = {
  name: 'Name',
  planId: 'Plan',
  maxVehicleAgeYears: 'Max Vehicle Age (years)',
  minCarValueFils: 'Min Car Value',
  maxCarValueFils: 'Max Car Value',
  minUserAge: 'Min User Age',
  minUserDrivingExperience: 'Min User Driving Experience (years)',
  excludedCarsMake: 'Excluded Cars Make',
  excludedCarMakeModel: 'Excluded make and model',
  gccSpecOnly: 'GCC spec only',
  agencyRepairMaxYears: 'Agency repair: Max Years',
  agencyRepairMinValueFils: 'Agency repair: Min SI Value',
  offRoadCovered: 'Off Road Covered',
  isActive: 'Condition is active',
} as const;

type ModelPair = { make: string; model: string };
const makesToText = (makes: unknown) => (Array.isArray(makes) ? (makes as string[]).join(', ') : '');
const textToMakes = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
const pairsToText = (pairs: unknown) =>
  Array.isArray(pairs) ? (pairs as ModelPair[]).map((p) => `${p.make} / ${p.model}`).join('\n') : '';
const textToPairs = (text: string): ModelPair[] =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [make = '', ...rest] = line.split('/');
      return { make: make.trim(), model: rest.join('/').trim() };
    });

/** A list field typed as text (comma- or line-separated); the typed text is kept while editing. */
function ListTextField({
  contractForm,
  name,
  label,
  hint,
  format,
  parse,
  multiline,
}: {
  contractForm: ConditionForm;
  name: 'excludedCarsMake' | 'excludedCarMakeModel';
  label: string;
  hint: string;
  format: (value: unknown) => string;
  parse: (text: string) => unknown;
  multiline?: boolean;
}) {
  const { field, fieldState } = useController({ control: contractForm.form.control, name });
  const [text, setText] = useState(() => format(field.value));
  const message = fieldState.error?.message ?? (fieldState.error ? 'Check every entry: make, then model' : undefined);
  return (
    <Field label={label} validationMessage={message} hint={message ? undefined : hint}>
      <Textarea
        name={field.name}
        ref={field.ref}
        rows={multiline ? 4 : 2}
        resize="vertical"
        value={text}
        onChange={(_, data) => {
          setText(data.value);
          field.onChange(parse(data.value));
        }}
        onBlur={field.onBlur}
      />
    </Field>
  );
}

function ConditionFormScreen({
  companyId,
  plans,
  condition,
}: {
  companyId: string;
  plans: PlanRecord[];
  condition?: ConditionRecord;
}) {
  const formGrid = useFormGridStyles();
  const navigate = useNavigate();
  const notify = useNotify();
  const [createCondition] = useCreateConditionMutation();
  const [updateCondition] = useUpdateConditionMutation();
  const listPath = motorPath(companyId, 'conditions');
  const defaults: Partial<ConditionInput> = condition
    ? { ...condition, companyId }
    : {
        companyId,
        planId: null,
        name: '',
        excludedCarsMake: [],
        excludedCarMakeModel: [],
        gccSpecOnly: false,
        offRoadCovered: false,
        isActive: true,
      };
  const contractForm = useContractForm({
    schema: conditionSchema,
    labels,
    defaultValues: defaults,
    save: async (values) => {
      if (!condition) return saveResult(await createCondition(values));
      const { companyId: _companyId, ...body } = values;
      return saveResult(await updateCondition({ id: condition._id, body }));
    },
    onSaved: (saved) => {
      notify.success(`Condition ${saved.name} saved`);
      void navigate(`${listPath}/${encodeURIComponent(saved._id)}`);
    },
  });
  const f = contractForm;
  return (
    <MotorFormScreen
      companyId={companyId}
      section="conditions"
      title={condition ? `Edit ${condition.name}` : 'New condition'}
      recordName="The condition"
      contractForm={f}
    >
      <div className={formGrid.grid}>
        <TextField contractForm={f} name="name" label={labels.name} required />
        <PlanSelectField contractForm={f} plans={plans} emptyLabel="Every motor plan" />
      </div>
      <Subtitle1 as="h2">Car</Subtitle1>
      <div className={formGrid.grid}>
        <NumberField
          contractForm={f}
          name="maxVehicleAgeYears"
          label={labels.maxVehicleAgeYears}
          min={0}
          hint="Comprehensive only; empty: no limit"
        />
        <AedField contractForm={f} name="minCarValueFils" label={labels.minCarValueFils} hint="Empty: no limit" />
        <AedField contractForm={f} name="maxCarValueFils" label={labels.maxCarValueFils} hint="Empty: no limit" />
        <SwitchField contractForm={f} name="gccSpecOnly" label={labels.gccSpecOnly} />
        <SwitchField contractForm={f} name="offRoadCovered" label={labels.offRoadCovered} />
      </div>
      <ListTextField
        contractForm={f}
        name="excludedCarsMake"
        label={labels.excludedCarsMake}
        hint="Makes separated by commas, e.g. Ferrari, Lamborghini"
        format={makesToText}
        parse={textToMakes}
      />
      <ListTextField
        contractForm={f}
        name="excludedCarMakeModel"
        label={labels.excludedCarMakeModel}
        hint="One per line: Make / Model, e.g. Nissan / Patrol"
        format={pairsToText}
        parse={textToPairs}
        multiline
      />
      <Subtitle1 as="h2">Driver</Subtitle1>
      <div className={formGrid.grid}>
        <NumberField contractForm={f} name="minUserAge" label={labels.minUserAge} min={17} max={100} />
        <NumberField contractForm={f} name="minUserDrivingExperience" label={labels.minUserDrivingExperience} min={0} />
      </div>
      <Subtitle1 as="h2">Agency repair</Subtitle1>
      <div className={formGrid.grid}>
        <NumberField contractForm={f} name="agencyRepairMaxYears" label={labels.agencyRepairMaxYears} min={0} />
        <AedField contractForm={f} name="agencyRepairMinValueFils" label={labels.agencyRepairMinValueFils} />
        <SwitchField contractForm={f} name="isActive" label={labels.isActive} />
      </div>
    </MotorFormScreen>
  );
}

/** `/companies/[companyId]/motor-insurance/conditions/create`. */
export function ConditionCreate() {
  const { companyId, company, plans, plansQuery } = useMotorCompany();
  if (!company.data || !plansQuery.data) return <MotorFormPending query={company} title="New condition" companyId={companyId} />;
  return <ConditionFormScreen companyId={companyId} plans={plans} />;
}

/** `/companies/[companyId]/motor-insurance/conditions/[conditionId]/edit`. */
export function ConditionEdit() {
  const { companyId, plans, plansQuery } = useMotorCompany();
  const { conditionId = '' } = useParams();
  const condition = useGetConditionQuery(conditionId);
  if (!condition.data || !plansQuery.data)
    return <MotorFormPending query={condition} title="Edit condition" companyId={companyId} section="conditions" />;
  return <ConditionFormScreen key={condition.data._id} companyId={companyId} plans={plans} condition={condition.data} />;
}

const limit = (value: number | null, unit = '') => (value === null ? 'No limit' : `${value}${unit}`);
const money = (fils: number | null) => (fils === null ? 'No limit' : formatAed(fils));

/** `/companies/[companyId]/motor-insurance/conditions/[conditionId]`: the summary FIELDS.md lists. */
export function ConditionShow() {
  const { companyId, plans } = useMotorCompany();
  const { conditionId = '' } = useParams();
  const result = useGetConditionQuery(conditionId);
  const c = result.data;
  return (
    <MotorRecordShow
      companyId={companyId}
      section="conditions"
      id={conditionId}
      editPath={(id) => `conditions/${id}/edit`}
      query={result}
      title={c ? c.name : 'Condition'}
      meta={c ? [c.planId ? (plans.find((p) => p._id === c.planId)?.planName ?? '') : 'Every motor plan'] : []}
      status={c ? (c.isActive ? { label: 'Active', color: 'success' } : { label: 'Inactive', color: 'subtle' }) : undefined}
      fieldsTitle="Summary"
      fields={(c) => [
        { label: labels.offRoadCovered, value: yesNo(c.offRoadCovered) },
        { label: 'Min Vehicle Age', value: limit(c.maxVehicleAgeYears, ' years (max)') },
        { label: labels.minUserAge, value: limit(c.minUserAge) },
        { label: 'Min User Driving Experience', value: limit(c.minUserDrivingExperience, ' years') },
        { label: 'Max Years', value: limit(c.agencyRepairMaxYears) },
        { label: 'Min SI Value', value: money(c.agencyRepairMinValueFils) },
        { label: labels.excludedCarsMake, value: c.excludedCarsMake.join(', ') || 'None' },
        {
          label: labels.excludedCarMakeModel,
          value: c.excludedCarMakeModel.map((p) => `${p.make} ${p.model}`).join(', ') || 'None',
        },
        { label: labels.minCarValueFils, value: money(c.minCarValueFils) },
        { label: labels.maxCarValueFils, value: money(c.maxCarValueFils) },
        { label: labels.gccSpecOnly, value: yesNo(c.gccSpecOnly) },
      ]}
    />
  );
}

/** `/companies/[companyId]/motor-insurance/conditions`: the underwriting rules that refuse a risk. */
export function ConditionList() {
  const navigate = useNavigate();
  const { companyId, company, plans } = useMotorCompany();
  const list = useListController({ defaultSize: PAGE_SIZES.default, storage: 'local' });
  const conditions = useGetConditionsQuery({ page: list.page, size: list.size, companyId });
  const base = motorPath(companyId, 'conditions');
  const canCreate = useRouteCan(`${base}/create`).view;
  const canEdit = useRouteCan(`${base}/x/edit`).view;
  const canDelete = useRouteCan(`${base}/x`).delete;
  const [removeCondition, removal] = useRemoveConditionMutation();
  const removing = useConfirmedRemoval(
    (row: ConditionRecord) => removeCondition({ id: row._id, companyId }),
    (row) => `Condition ${row.name} deleted`,
  );

  const columns: ListColumn<ConditionRecord>[] = [
    { id: 'name', header: 'Name', render: (c) => c.name },
    {
      id: 'plan',
      header: 'Plan',
      render: (c) => (c.planId ? (plans.find((p) => p._id === c.planId)?.planName ?? '-') : 'Every plan'),
    },
    { id: 'age', header: 'Max vehicle age', render: (c) => limit(c.maxVehicleAgeYears, ' years') },
    { id: 'driver', header: 'Min user age', render: (c) => limit(c.minUserAge) },
    { id: 'exp', header: 'Min driving experience', render: (c) => limit(c.minUserDrivingExperience, ' years') },
    { id: 'max', header: 'Max car value', numeric: true, render: (c) => money(c.maxCarValueFils) },
    { id: 'active', header: 'is Active', render: (c) => yesNo(c.isActive) },
  ];
  columns.push(
    ...rowActionsColumn<ConditionRecord>({
      edit: canEdit
        ? { label: (c) => `Edit ${c.name}`, onClick: (c) => void navigate(`${base}/${encodeURIComponent(c._id)}/edit`) }
        : undefined,
      remove: canDelete ? { label: (c) => `Delete ${c.name}`, onClick: removing.ask } : undefined,
    }),
  );

  return (
    <MotorListScreen
      company={company}
      companyId={companyId}
      section="conditions"
      create={canCreate ? { label: 'New condition', to: `${base}/create` } : null}
      remove={{
        open: removing.pending !== null,
        title: `Delete condition ${removing.pending?.name ?? ''}?`,
        body: 'Risks it refused are priced again by the plans it applied to.',
        busy: removal.isLoading,
        onConfirm: () => void removing.confirm(),
        onCancel: removing.cancel,
      }}
    >
      <RelatedList
        title="Underwriting conditions"
        controller={list}
        result={conditions}
        columns={columns}
        size="small"
        getRowId={(c) => c._id}
        onOpen={(c) => void navigate(`${base}/${encodeURIComponent(c._id)}`)}
        empty={{
          title: 'No conditions yet',
          body: 'Conditions refuse risks a plan does not take: car age, value, driver age, excluded makes.',
        }}
      />
    </MotorListScreen>
  );
}
