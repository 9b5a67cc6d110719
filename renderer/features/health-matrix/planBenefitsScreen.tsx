import {
  Body1, Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner, Subtitle1, Switch, Textarea, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import {
  HEALTH_BENEFIT_GROUPS, HEALTH_BENEFIT_PERIOD_LABELS, HEALTH_BENEFIT_PERIODS, type HealthBenefitExtraField, type PlanBenefit, type PlanBenefitEntry,
} from '../../../shared/contract/health-benefits/health-benefits.schema.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useRouteCan } from '../../app/useRouteCan.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { errorText } from '../../components/errorText.js';
import { aedTextToFils, filsToAedText } from '../../components/form/AedField.js';
import { ResourceBreadcrumbs } from '../../kit/ResourceBreadcrumbs.js';
import { useGetCompanyNetworksQuery, useGetHealthPlanBenefitsQuery, useSaveHealthPlanBenefitsMutation, type CompanyNetwork, type PlanBenefitsPage } from './healthBenefitsApi.js';
import { useTreePath } from './healthTreeScreens.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  group: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  benefit: {
    display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, padding: tokens.spacingVerticalM,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium,
  },
  fields: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM },
  field: { width: '180px' },
  wide: { flexGrow: 1, minWidth: '260px' },
});

/** A benefit's inputs as typed: amounts in AED, counts and percentages as text, choices as their value ('' for none). */
type Draft = Record<'limit' | 'value' | 'description' | HealthBenefitExtraField, string> & { isEnabled: boolean };
type TextKey = Exclude<keyof Draft, 'isEnabled'>;

const NUMBER_FIELDS = ['noOfVisits', 'noOfSessions', 'reimbursement'] as const;
const AMOUNT_FIELDS = ['maxValue', 'coPayLimit'] as const;

const LABELS: Record<HealthBenefitExtraField, string> = {
  noOfVisits: 'Number of visits', reimbursement: 'Reimbursement (%)', timePeriod: 'Time period', coPayType: 'Co-pay type', coPayValue: 'Co-pay',
  noOfSessions: 'Number of sessions', deductibleType: 'Deductible type', deductibleValue: 'Deductible', maxValue: 'Maximum (AED)', coPayLimit: 'Co-pay limit (AED)',
};

/** A share's value as typed: a percentage, or AED for a fixed share. */
const shareText = (type: string | null, value: number | null) => (value === null ? '' : type === 'fixed' ? filsToAedText(value) : String(value));

function draftOf(benefit: PlanBenefit): Draft {
  return {
    isEnabled: benefit.isEnabled,
    limit: benefit.limit === null ? '' : benefit.unit === 'AED' ? filsToAedText(benefit.limit) : String(benefit.limit),
    value: benefit.value ?? '', description: benefit.description ?? '',
    noOfVisits: benefit.noOfVisits === null ? '' : String(benefit.noOfVisits), noOfSessions: benefit.noOfSessions === null ? '' : String(benefit.noOfSessions),
    reimbursement: benefit.reimbursement === null ? '' : String(benefit.reimbursement), timePeriod: benefit.timePeriod ?? '',
    coPayType: benefit.coPayType ?? '', coPayValue: shareText(benefit.coPayType, benefit.coPayValue),
    deductibleType: benefit.deductibleType ?? '', deductibleValue: shareText(benefit.deductibleType, benefit.deductibleValue),
    maxValue: filsToAedText(benefit.maxValue), coPayLimit: filsToAedText(benefit.coPayLimit),
  };
}

/** The typed drafts as the save's entries, or the fields whose text is not a number. */
function entriesOf(benefits: readonly PlanBenefit[], drafts: readonly Draft[]): { entries: PlanBenefitEntry[]; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const entries = benefits.map((benefit, index): PlanBenefitEntry => {
    const draft = drafts[index]!;
    const key = (field: string) => `benefits.${index}.${field}`;
    const number = (field: TextKey, text: string) => {
      if (text.trim() === '') return null;
      const value = Number(text.replace(/,/g, ''));
      if (!Number.isFinite(value)) errors[key(field)] = 'Enter a number';
      return value;
    };
    const amount = (field: TextKey, text: string) => {
      const fils = aedTextToFils(text);
      if (Number.isNaN(fils)) errors[key(field)] = 'Enter an amount in AED, e.g. 150000 or 120.50';
      return fils;
    };
    const share = (type: string, field: 'coPayValue' | 'deductibleValue') => (type === 'fixed' ? amount(field, draft[field]) : number(field, draft[field]));
    const taken = (field: HealthBenefitExtraField) => benefit.fields.includes(field);
    const given = <T,>(field: HealthBenefitExtraField, value: () => T) => (taken(field) ? value() : null);
    return {
      benefitId: benefit._id,
      isEnabled: draft.isEnabled,
      limit: benefit.unit === null ? null : benefit.unit === 'AED' ? amount('limit', draft.limit) : number('limit', draft.limit),
      value: draft.value.trim() === '' ? null : draft.value.trim(),
      ...(Object.fromEntries(NUMBER_FIELDS.map((field) => [field, given(field, () => number(field, draft[field]))])) as Record<(typeof NUMBER_FIELDS)[number], number | null>),
      ...(Object.fromEntries(AMOUNT_FIELDS.map((field) => [field, given(field, () => amount(field, draft[field]))])) as Record<(typeof AMOUNT_FIELDS)[number], number | null>),
      timePeriod: given('timePeriod', () => (draft.timePeriod || null) as PlanBenefitEntry['timePeriod']),
      coPayType: given('coPayType', () => (draft.coPayType || null) as PlanBenefitEntry['coPayType']),
      coPayValue: given('coPayValue', () => share(draft.coPayType, 'coPayValue')),
      deductibleType: given('deductibleType', () => (draft.deductibleType || null) as PlanBenefitEntry['deductibleType']),
      deductibleValue: given('deductibleValue', () => share(draft.deductibleType, 'deductibleValue')),
      description: draft.description.trim() === '' ? null : draft.description.trim(),
    };
  });
  return { entries, errors };
}

interface EditorProps {
  page: PlanBenefitsPage;
  networks: readonly CompanyNetwork[];
  canEdit: boolean;
}

/** Every benefit by group: its switch and the fields it takes, all saved at once. */
function BenefitsEditor({ page, networks, canEdit }: EditorProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [drafts, setDrafts] = useState(() => page.benefits.map(draftOf));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [save, saving] = useSaveHealthPlanBenefitsMutation();
  const set = (index: number, patch: Partial<Draft>) => setDrafts((all) => all.map((draft, at) => (at === index ? { ...draft, ...patch } : draft)));

  const submit = async () => {
    const { entries, errors: typed } = entriesOf(page.benefits, drafts);
    setErrors(typed);
    setRefusal(null);
    if (Object.keys(typed).length > 0) return;
    const outcome = await save({ planId: page.planId, benefits: entries });
    if (outcome.error) {
      setErrors(callError(outcome)?.fieldErrors ?? {});
      setRefusal(errorText(outcome.error));
      notify.error(errorText(outcome.error));
      return;
    }
    notify.success('Benefits saved');
  };

  const text = (index: number, benefit: PlanBenefit, field: TextKey, label: string, hint?: string) => (
    <Field key={field} label={label} hint={hint} className={styles.field} validationMessage={errors[`benefits.${index}.${field}`]}>
      <Input aria-label={`${benefit.name}: ${label}`} value={drafts[index]![field]} disabled={!canEdit} onChange={(_, data) => set(index, { [field]: data.value })} />
    </Field>
  );
  const choice = (index: number, benefit: PlanBenefit, field: TextKey, label: string, options: ReadonlyArray<readonly [string, string]>) => (
    <Field key={field} label={label} className={styles.field} validationMessage={errors[`benefits.${index}.${field}`]}>
      <Select aria-label={`${benefit.name}: ${label}`} value={drafts[index]![field]} disabled={!canEdit} onChange={(_, data) => set(index, { [field]: data.value })}>
        <option value="">None</option>
        {options.map(([value, words]) => <option key={value} value={value}>{words}</option>)}
      </Select>
    </Field>
  );
  const shareLabel = (type: string, what: string) => (type === 'fixed' ? `${what} (AED)` : `${what} (%)`);

  const inputs = (benefit: PlanBenefit, index: number) => {
    const draft = drafts[index]!;
    const takes = (field: HealthBenefitExtraField) => benefit.fields.includes(field);
    const shareTypes = [['percentage', 'Percentage'], ['fixed', 'Fixed amount']] as const;
    return (
      <div className={styles.fields}>
        {benefit.unit ? text(index, benefit, 'limit', `Limit in ${benefit.unit}`) : null}
        {benefit.valueType === 'select' ? choice(index, benefit, 'value', 'Value', benefit.options.map((option) => [option, option] as const)) : null}
        {benefit.valueType === 'network' ? choice(index, benefit, 'value', 'Network', networks.map((network) => [network._id, `${network.networkName} (${network.TPAName})`] as const)) : null}
        {benefit.valueType === 'text' ? text(index, benefit, 'value', 'Value') : null}
        {takes('noOfVisits') ? text(index, benefit, 'noOfVisits', LABELS.noOfVisits) : null}
        {takes('noOfSessions') ? text(index, benefit, 'noOfSessions', LABELS.noOfSessions) : null}
        {takes('timePeriod') ? choice(index, benefit, 'timePeriod', LABELS.timePeriod, HEALTH_BENEFIT_PERIODS.map((period) => [period, HEALTH_BENEFIT_PERIOD_LABELS[period]] as const)) : null}
        {takes('coPayType') ? choice(index, benefit, 'coPayType', LABELS.coPayType, shareTypes) : null}
        {takes('coPayValue') ? text(index, benefit, 'coPayValue', shareLabel(draft.coPayType, 'Co-pay')) : null}
        {takes('coPayLimit') ? text(index, benefit, 'coPayLimit', LABELS.coPayLimit) : null}
        {takes('deductibleType') ? choice(index, benefit, 'deductibleType', LABELS.deductibleType, shareTypes) : null}
        {takes('deductibleValue') ? text(index, benefit, 'deductibleValue', shareLabel(draft.deductibleType, 'Deductible')) : null}
        {takes('maxValue') ? text(index, benefit, 'maxValue', LABELS.maxValue) : null}
        {takes('reimbursement') ? text(index, benefit, 'reimbursement', LABELS.reimbursement) : null}
        <Field label="Description" className={styles.wide} validationMessage={errors[`benefits.${index}.description`]}>
          <Textarea aria-label={`${benefit.name}: Description`} rows={1} resize="vertical" value={draft.description} disabled={!canEdit} onChange={(_, data) => set(index, { description: data.value })} />
        </Field>
      </div>
    );
  };

  return (
    <div className={styles.stack}>
      {refusal ? (
        <MessageBar intent="error">
          <MessageBarBody>{refusal}</MessageBarBody>
        </MessageBar>
      ) : null}
      {HEALTH_BENEFIT_GROUPS.map((group) => {
        const members = page.benefits.map((benefit, index) => ({ benefit, index })).filter(({ benefit }) => benefit.group === group);
        if (members.length === 0) return null;
        const headingId = `benefit-group-${group.replace(/\W+/g, '-')}`;
        return (
          <section key={group} className={styles.group} aria-labelledby={headingId}>
            <Subtitle1 as="h2" id={headingId}>{group}</Subtitle1>
            {members.map(({ benefit, index }) => (
              <div key={benefit._id} className={styles.benefit}>
                <Switch label={benefit.name} checked={drafts[index]!.isEnabled} disabled={!canEdit} onChange={(_, data) => set(index, { isEnabled: data.checked })} />
                {drafts[index]!.isEnabled ? inputs(benefit, index) : <Body1>Not covered by this plan.</Body1>}
              </div>
            ))}
          </section>
        );
      })}
      {canEdit ? (
        <div>
          <Button appearance="primary" onClick={() => void submit()} disabled={saving.isLoading} icon={saving.isLoading ? <Spinner size="tiny" /> : undefined}>
            Save benefits
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/**
 * `/companies/[companyId]/health-insurance/tpa/[tpaId]/network/[networkId]/city/[cityId]/plans/[planId]/benefits`:
 * every benefit of the master by group with the plan's values; a disabled benefit keeps its
 * values, hidden, for when it is switched on again. One Save sends them all; the server's
 * refusal shows above the groups and on each field it names.
 */
export function PlanBenefits() {
  const path = useTreePath();
  const benefits = useGetHealthPlanBenefitsQuery(path.planId, { skip: !path.planId });
  const networks = useGetCompanyNetworksQuery(path.companyId, { skip: !path.companyId });
  const canEdit = useRouteCan(`${path.plans}/${path.planId}/edit`).view;
  const page = benefits.data;
  return (
    <>
      <ResourceBreadcrumbs crumbs={path.crumbs} />
      <DetailScreen
        query={benefits}
        loaded={Boolean(page && networks.data)}
        title={page ? `Benefits of ${page.planName}` : 'Plan benefits'}
        meta={page ? [`Plan co-pay ${page.coPay} %`] : []}
        back={{ to: path.plans, label: 'Back to plans' }}
      >
        {page && networks.data ? <BenefitsEditor key={page.planId} page={page} networks={networks.data} canEdit={canEdit} /> : null}
      </DetailScreen>
    </>
  );
}
