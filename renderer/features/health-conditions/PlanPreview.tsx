import {
  Body1, Button, Caption1, Checkbox, Field, Input, MessageBar, MessageBarBody, Select, Subtitle1, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { HealthPreviewBodySchema, type HealthPreviewBody } from '../../../shared/contract/health-conditions/index.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { formatAed } from '../../../shared/domain/format.js';
import { HEALTH_INSURED_TYPES, HEALTH_RELATIONS, SALARY_BANDS, type HealthFactor } from '../../../shared/domain/healthPricing.js';
import { callError } from '../../app/baseQuery.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { AppLink } from '../../components/AppLink.js';
import { fieldErrorsOf, type FieldErrors } from '../companies/public.js';
import { usePreviewHealthPlanMutation, type HealthPlanPriceAnswer } from './healthConditionsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, padding: tokens.spacingHorizontalXL },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))', gap: tokens.spacingHorizontalM },
  member: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))', gap: tokens.spacingHorizontalS, alignItems: 'end' },
  lines: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
  total: { fontWeight: tokens.fontWeightSemibold },
});

type Member = HealthPreviewBody['members'][number];
type Household = Omit<HealthPreviewBody, 'members'> & { members: Member[] };
const FACTORS: ReadonlyArray<{ key: HealthFactor; label: string }> = [
  { key: 'smoker', label: 'Smoker' }, { key: 'hypertension', label: 'Hypertension' }, { key: 'diabetes', label: 'Diabetes' },
];
const PRINCIPAL = '';

/** A sample family of four, for a first price at a glance: every value can be changed before pricing. */
export function sampleFamily(today: string): Household {
  return {
    insuredType: 'Self and Dependent', emirate: 'Dubai', salaryBand: '4000 - 12000', startDate: today,
    members: [
      { fullName: 'Principal', relation: null, dateOfBirth: '1988-01-15', gender: 'Male', maritalStatus: 'Married', smoker: false, hypertension: false, diabetes: false },
      { fullName: 'Spouse', relation: 'Wife', dateOfBirth: '1990-06-15', gender: 'Female', maritalStatus: 'Married', smoker: false, hypertension: false, diabetes: false },
      { fullName: 'Son', relation: 'Son', dateOfBirth: '2015-03-10', gender: 'Male', maritalStatus: 'Single', smoker: false, hypertension: false, diabetes: false },
      { fullName: 'Daughter', relation: 'Daughter', dateOfBirth: '2018-09-05', gender: 'Female', maritalStatus: 'Single', smoker: false, hypertension: false, diabetes: false },
    ],
  };
}

function Result({ answer }: { answer: HealthPlanPriceAnswer }) {
  const styles = useStyles();
  if (!answer.offered) {
    return (
      <MessageBar intent="warning">
        <MessageBarBody>
          The plan cannot be offered to this household:
          <ul className={styles.lines}>{answer.refusals.map((refusal) => <li key={`${refusal.code}-${refusal.memberId ?? ''}`}>{refusal.message}</li>)}</ul>
        </MessageBarBody>
      </MessageBar>
    );
  }
  return (
    <section aria-label="Price">
      {answer.members.map((member) => (
        <div key={member.memberId}>
          <Body1 className={styles.total}>{member.fullName}: {formatAed(member.totalFils)}</Body1>
          <ul className={styles.lines}>{member.explanation.map((line) => <li key={line}>{line}</li>)}</ul>
        </div>
      ))}
      {answer.fees.map((fee) => <Body1 key={`${fee.code}-${fee.memberId}`} as="p">{fee.explanation}</Body1>)}
      <Subtitle1 as="p" aria-label="Total">Total {formatAed(answer.totalFils)}</Subtitle1>
    </section>
  );
}

/**
 * `…/plans/[planId]/preview`: a sample household priced by the plan with its insurer's loadings
 * (BrokerDesk's own screen, beside the plan's matrix): the lines of each member and the total in
 * AED, or why the plan cannot be offered. Nothing is saved.
 */
export default function PlanPreview() {
  const styles = useStyles();
  const { companyId = '', tpaId = '', networkId = '', cityId = '', planId = '' } = useParams();
  useDocumentTitle('Plan preview');
  const [household, setHousehold] = useState<Household>(() => sampleFamily(new Date().toISOString().slice(0, 10)));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<string>();
  const [answer, setAnswer] = useState<HealthPlanPriceAnswer>();
  const [price, pricing] = usePreviewHealthPlanMutation();
  const set = <K extends keyof Household>(key: K, value: Household[K]) => setHousehold((h) => ({ ...h, [key]: value }));
  const setMember = (index: number, change: Partial<Member>) =>
    setHousehold((h) => ({ ...h, members: h.members.map((member, at) => (at === index ? { ...member, ...change } : member)) }));
  const matrix = `/companies/${companyId}/health-insurance/tpa/${tpaId}/network/${networkId}/city/${cityId}/plans/${planId}/matrix`;

  const submit = async () => {
    setMessage(undefined);
    setAnswer(undefined);
    const parsed = HealthPreviewBodySchema.safeParse(household);
    if (!parsed.success) {
      setErrors(fieldErrorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    const outcome = await price({ planId, body: household });
    const error = callError(outcome);
    if (error) {
      setErrors(fieldErrorsOf(error.fieldErrors));
      setMessage(error.message);
      return;
    }
    setAnswer(outcome.data);
  };

  const fieldError = (path: string) => (errors[path] ? { validationState: 'error' as const, validationMessage: errors[path] } : {});
  return (
    <section className={styles.root} aria-label="Plan preview">
      <AppLink to={matrix}>Back to the matrix</AppLink>
      <Subtitle1 as="h1">Plan preview</Subtitle1>
      <Caption1>Price a sample household on this plan, with the insurer&apos;s loadings. Nothing is saved.</Caption1>
      <div className={styles.grid}>
        <Field label="Insured type" {...fieldError('insuredType')}>
          <Select value={household.insuredType} onChange={(_, data) => set('insuredType', data.value as Household['insuredType'])}>
            {HEALTH_INSURED_TYPES.map((type) => <option key={type}>{type}</option>)}
          </Select>
        </Field>
        <Field label="Emirate" {...fieldError('emirate')}>
          <Select value={household.emirate} onChange={(_, data) => set('emirate', data.value as Household['emirate'])}>
            {EMIRATES.map((emirate) => <option key={emirate}>{emirate}</option>)}
          </Select>
        </Field>
        <Field label="Salary band" {...fieldError('salaryBand')}>
          <Select value={household.salaryBand} onChange={(_, data) => set('salaryBand', data.value as Household['salaryBand'])}>
            {Object.keys(SALARY_BANDS).map((band) => <option key={band}>{band}</option>)}
          </Select>
        </Field>
        <Field label="Start date" {...fieldError('startDate')}>
          <Input type="date" value={household.startDate} onChange={(_, data) => set('startDate', data.value)} />
        </Field>
      </div>
      {fieldError('members').validationMessage ? <MessageBar intent="error"><MessageBarBody>{errors.members}</MessageBarBody></MessageBar> : null}
      {household.members.map((member, index) => (
        <fieldset key={index} className={styles.member} aria-label={`Member ${index + 1}`}>
          <Field label="Name" {...fieldError(`members.${index}.fullName`)}>
            <Input value={member.fullName ?? ''} onChange={(_, data) => setMember(index, { fullName: data.value })} />
          </Field>
          <Field label="Relation" {...fieldError(`members.${index}.relation`)}>
            <Select value={member.relation ?? PRINCIPAL} onChange={(_, data) => setMember(index, { relation: data.value === PRINCIPAL ? null : (data.value as Member['relation']) })}>
              <option value={PRINCIPAL}>Principal</option>
              {HEALTH_RELATIONS.map((relation) => <option key={relation}>{relation}</option>)}
            </Select>
          </Field>
          <Field label="Visa" {...fieldError(`members.${index}.visa`)}>
            <Select value={member.visa ?? ''} onChange={(_, data) => setMember(index, { visa: data.value ? (data.value as Member['visa']) : undefined })}>
              <option value="">The household&apos;s</option>
              <option>Parent</option>
              <option>Domestic worker</option>
            </Select>
          </Field>
          <Field label="Date of birth" {...fieldError(`members.${index}.dateOfBirth`)}>
            <Input type="date" value={member.dateOfBirth} onChange={(_, data) => setMember(index, { dateOfBirth: data.value })} />
          </Field>
          <Field label="Gender" {...fieldError(`members.${index}.gender`)}>
            <Select value={member.gender} onChange={(_, data) => setMember(index, { gender: data.value as Member['gender'] })}>
              <option>Male</option>
              <option>Female</option>
            </Select>
          </Field>
          <Field label="Marital status" {...fieldError(`members.${index}.maritalStatus`)}>
            <Select value={member.maritalStatus} onChange={(_, data) => setMember(index, { maritalStatus: data.value as Member['maritalStatus'] })}>
              {['Married', 'Single', 'Divorced', 'Widow'].map((status) => <option key={status}>{status}</option>)}
            </Select>
          </Field>
          {FACTORS.map((factor) => (
            <Checkbox key={factor.key} label={factor.label} checked={Boolean(member[factor.key])} onChange={(_, data) => setMember(index, { [factor.key]: Boolean(data.checked) })} />
          ))}
          <Checkbox label="Working" checked={Boolean(member.working)} onChange={(_, data) => setMember(index, { working: Boolean(data.checked) })} />
        </fieldset>
      ))}
      <div>
        <Button appearance="primary" onClick={() => void submit()} disabled={pricing.isLoading}>Price</Button>
      </div>
      {message ? <MessageBar intent="error"><MessageBarBody>{message}</MessageBarBody></MessageBar> : null}
      {answer ? <Result answer={answer} /> : null}
    </section>
  );
}
