import {
  Button, Field, Input, MessageBar, MessageBarBody, Select, Spinner, Subtitle1, Switch, Table, TableBody, TableCell, TableHeader,
  TableHeaderCell, TableRow, makeStyles, tokens,
} from '@fluentui/react-components';
import { useState } from 'react';
import { useNotify } from '../../../app/notify.js';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { callError } from '../../../app/baseQuery.js';
import { DetailScreen } from '../../../components/detail/DetailScreen.js';
import { errorText } from '../../../components/errorText.js';
import { aedTextToFils, filsToAedText } from '../../../components/form/AedField.js';
import {
  useGetMasterBenefitsQuery, useGetMasterCoveragesQuery, useGetPlanBenefitsQuery, useGetPlanCoveragesQuery,
  useUpdatePlanBenefitsMutation, useUpdatePlanCoveragesMutation, type MasterRecord, type PlanBenefitRecord, type PlanCoverageRecord,
} from '../companiesApi.js';
import { INSURANCE_TYPE_LABEL } from '../labels.js';
import { fieldErrorsOf } from './fieldErrors.js';
import { MotorNav } from './MotorNav.js';
import { useMotorCompany } from './useMotorCompany.js';

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  filter: { maxWidth: '360px' },
  scroller: { overflowX: 'auto' },
  small: { maxWidth: '160px' },
});

interface BenefitDraft { code: string; label: string; isEnabled: boolean; isMandatory: boolean; charge: string; limit: string; limitUnit: string | null; hasLimit: boolean }
interface CoverageDraft { code: string; label: string; isEnabled: boolean; value: string }

function benefitDrafts(masters: readonly MasterRecord[], saved: readonly PlanBenefitRecord[]): BenefitDraft[] {
  return masters.map((m) => {
    const s = saved.find((b) => b.benifit === m.code);
    return {
      code: m.code,
      label: m.label,
      isEnabled: s?.isEnabled ?? false,
      isMandatory: s?.isMandatory ?? false,
      charge: filsToAedText(s ? s.chargeFils : (m.suggestedChargeFils ?? 0)),
      limit: s?.limitAmount != null ? String(s.limitAmount) : '',
      limitUnit: s?.limitUnit ?? m.limitUnit,
      hasLimit: m.hasLimit,
    };
  });
}
function coverageDrafts(masters: readonly MasterRecord[], saved: readonly PlanCoverageRecord[]): CoverageDraft[] {
  return masters.map((m) => {
    const s = saved.find((c) => c.coverage === m.code);
    return { code: m.code, label: m.label, isEnabled: s?.isEnabled ?? false, value: s?.value ?? '' };
  });
}

/** The benefits and add-ons of one plan: enabled without a charge = included; with a charge = sold at that price. */
function PlanBenefitsEditor({ planId, masters, saved, canEdit }: { planId: string; masters: readonly MasterRecord[]; saved: readonly PlanBenefitRecord[]; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [rows, setRows] = useState(() => benefitDrafts(masters, saved));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [save, saving] = useUpdatePlanBenefitsMutation();
  const set = (code: string, patch: Partial<BenefitDraft>) => setRows((all) => all.map((r) => (r.code === code ? { ...r, ...patch } : r)));

  const submit = async () => {
    const local: Record<string, string> = {};
    const benifits = rows.map((r, index) => {
      const chargeFils = aedTextToFils(r.charge) ?? 0;
      if (Number.isNaN(chargeFils) || chargeFils < 0) local[`benifits.${index}.chargeFils`] = 'Enter an amount in AED, e.g. 120 or 120.50';
      const limitAmount = r.limit.trim() === '' ? null : Number(r.limit);
      if (limitAmount !== null && (!Number.isFinite(limitAmount) || limitAmount < 0)) local[`benifits.${index}.limitAmount`] = 'Enter a number of 0 or more';
      return { benifit: r.code, isEnabled: r.isEnabled, isMandatory: r.isMandatory, chargeFils, limitAmount, limitUnit: r.limitUnit };
    });
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    const outcome = await save({ planId, benifits });
    if (outcome.error) {
      setErrors(fieldErrorsOf(callError(outcome)!.fieldErrors));
      notify.error(errorText(outcome.error));
      return;
    }
    notify.success('Benefits saved');
  };

  const error = (index: number, field: string) => errors[`benifits.${index}.${field}`];
  return (
    <section className={styles.section} aria-labelledby="benefits-heading">
      <Subtitle1 as="h2" id="benefits-heading">Benefits and add-ons</Subtitle1>
      <div className={styles.scroller}>
        <Table size="small" aria-labelledby="benefits-heading">
          <TableHeader>
            <TableRow>
              <TableHeaderCell>Benefit</TableHeaderCell>
              <TableHeaderCell>Enabled</TableHeaderCell>
              <TableHeaderCell>Mandatory</TableHeaderCell>
              <TableHeaderCell>Charges (AED, 0 = included)</TableHeaderCell>
              <TableHeaderCell>Limit</TableHeaderCell>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((r, index) => (
              <TableRow key={r.code}>
                <TableCell>{r.label}</TableCell>
                <TableCell>
                  <Switch aria-label={`${r.label} enabled`} checked={r.isEnabled} disabled={!canEdit} onChange={(_, d) => set(r.code, { isEnabled: d.checked })} />
                </TableCell>
                <TableCell>
                  <Switch aria-label={`${r.label} mandatory`} checked={r.isMandatory} disabled={!canEdit || !r.isEnabled} onChange={(_, d) => set(r.code, { isMandatory: d.checked })} />
                </TableCell>
                <TableCell>
                  <Field validationMessage={error(index, 'chargeFils')} className={styles.small}>
                    <Input aria-label={`${r.label} charges`} inputMode="decimal" value={r.charge} disabled={!canEdit || !r.isEnabled} onChange={(_, d) => set(r.code, { charge: d.value })} />
                  </Field>
                </TableCell>
                <TableCell>
                  {r.hasLimit ? (
                    <Field validationMessage={error(index, 'limitAmount')} className={styles.small}>
                      <Input
                        aria-label={`${r.label} limit in ${r.limitUnit ?? ''}`}
                        inputMode="decimal"
                        contentAfter={r.limitUnit ?? undefined}
                        value={r.limit}
                        disabled={!canEdit || !r.isEnabled}
                        onChange={(_, d) => set(r.code, { limit: d.value })}
                      />
                    </Field>
                  ) : (
                    '-'
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </div>
      {canEdit ? (
        <div>
          <Button appearance="primary" onClick={() => void submit()} icon={saving.isLoading ? <Spinner size="tiny" /> : undefined}>
            Save benefits
          </Button>
        </div>
      ) : null}
    </section>
  );
}

function PlanCoveragesEditor({ planId, masters, saved, canEdit }: { planId: string; masters: readonly MasterRecord[]; saved: readonly PlanCoverageRecord[]; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [rows, setRows] = useState(() => coverageDrafts(masters, saved));
  const [save, saving] = useUpdatePlanCoveragesMutation();
  const set = (code: string, patch: Partial<CoverageDraft>) => setRows((all) => all.map((r) => (r.code === code ? { ...r, ...patch } : r)));
  const submit = async () => {
    const outcome = await save({ planId, coverages: rows.map((r) => ({ coverage: r.code, isEnabled: r.isEnabled, value: r.value })) });
    if (outcome.error) notify.error(errorText(outcome.error));
    else notify.success('Coverages saved');
  };
  return (
    <section className={styles.section} aria-labelledby="coverages-heading">
      <Subtitle1 as="h2" id="coverages-heading">Coverages</Subtitle1>
      <Table size="small" aria-labelledby="coverages-heading">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>Coverage</TableHeaderCell>
            <TableHeaderCell>Enabled</TableHeaderCell>
            <TableHeaderCell>Value</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((r) => (
            <TableRow key={r.code}>
              <TableCell>{r.label}</TableCell>
              <TableCell>
                <Switch aria-label={`${r.label} enabled`} checked={r.isEnabled} disabled={!canEdit} onChange={(_, d) => set(r.code, { isEnabled: d.checked })} />
              </TableCell>
              <TableCell>
                <Input aria-label={`${r.label} value`} value={r.value} disabled={!canEdit || !r.isEnabled} onChange={(_, d) => set(r.code, { value: d.value })} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {canEdit ? (
        <div>
          <Button appearance="primary" onClick={() => void submit()} icon={saving.isLoading ? <Spinner size="tiny" /> : undefined}>
            Save coverages
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** `/companies/[companyId]/motor-insurance/coverage-benefits`: benefits, add-ons and coverages per plan. */
export default function CoverageBenefits() {
  const styles = useStyles();
  const { companyId, company, plans } = useMotorCompany();
  const [chosen, setChosen] = useState('');
  const planId = chosen || plans[0]?._id || '';
  const canEdit = useRouteCan(`/companies/${companyId}/edit`).view;
  const masterBenefits = useGetMasterBenefitsQuery();
  const masterCoverages = useGetMasterCoveragesQuery();
  const benefits = useGetPlanBenefitsQuery(planId, { skip: !planId });
  const coverages = useGetPlanCoveragesQuery(planId, { skip: !planId });
  const mb = masterBenefits.data;
  const mc = masterCoverages.data;
  const pb = benefits.data;
  const pc = coverages.data;
  const failed = [masterBenefits, masterCoverages, benefits, coverages].find((q) => q.isError);
  return (
    <DetailScreen
      query={company}
      loaded={Boolean(company.data)}
      title={company.data ? `${company.data.companyName}: Coverage & Benefits` : 'Coverage & Benefits'}
      back={{ to: '/companies', label: 'Back to companies' }}
    >
      <div className={styles.stack}>
        <MotorNav companyId={companyId} current="coverage-benefits" />
        {plans.length === 0 ? (
          <p>Add a motor plan first, on the Plans and pricing page.</p>
        ) : (
          <Field label="Plan" className={styles.filter}>
            <Select value={planId} onChange={(_, d) => setChosen(d.value)}>
              {plans.map((plan) => (
                <option key={plan._id} value={plan._id}>
                  {plan.planName} ({INSURANCE_TYPE_LABEL[plan.insuranceType]})
                </option>
              ))}
            </Select>
          </Field>
        )}
        {failed ? (
          <MessageBar intent="error">
            <MessageBarBody>{errorText(failed.error)}</MessageBarBody>
          </MessageBar>
        ) : null}
        {planId && mb && mc && pb && pc ? (
          <>
            <PlanBenefitsEditor key={`b-${planId}`} planId={planId} masters={mb} saved={pb} canEdit={canEdit} />
            <PlanCoveragesEditor key={`c-${planId}`} planId={planId} masters={mc} saved={pc} canEdit={canEdit} />
          </>
        ) : planId && !failed ? (
          <Spinner size="small" label="Loading…" />
        ) : null}
      </div>
    </DetailScreen>
  );
}
