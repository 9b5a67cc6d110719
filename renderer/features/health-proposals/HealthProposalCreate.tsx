import { Caption1 } from '@fluentui/react-components';
import type { ReactElement } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { HEALTH_PROPOSAL_LABELS } from '../../../shared/contract/health-proposals/health-proposal-form.js';
import { HealthProposalCreateSchema, type HealthProposalCreate } from '../../../shared/contract/health-proposals/health-proposals.schema.js';
import { HEALTH_QUOTE_EVENTS } from '../../../shared/contract/proposals/index.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { LoadError } from '../../components/LoadError.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { SelectField, textOptions } from '../../components/form/SelectField.js';
import { TextField } from '../../components/form/TextField.js';
import { useContractForm } from '../../components/form/useContractForm.js';
import { useGetHealthLeadQuery, type HealthLeadRecord } from '../health-leads/public.js';
import { LiveQuotes, useLiveQuotes } from '../proposals/public.js';
import { useCreateHealthProposalMutation } from './healthProposalsApi.js';
import { HealthProposalFields } from './HealthProposalFields.js';
import { HEALTH_PROPOSALS_PATH } from './HealthProposalList.js';

/** FIELDS.md "Create": the sources the form offers (`sales` is asked when the source is Source). */
const SOURCES = ['Social Media', 'WhatsApp Campaign', 'Email Campaign', 'Friend Referral', 'Source'] as const;
const labels = { ...HEALTH_PROPOSAL_LABELS, source: 'Source', sales: 'Sales' } as const;

/** The form's sources, plus the one a lead came with when the form does not offer it (Website, Tasheel…). */
const sourcesWith = (current: string | undefined): readonly string[] => (!current || (SOURCES as readonly string[]).includes(current) ? SOURCES : [current, ...SOURCES]);

/** What a health lead gives the form: the person and where they came from; the family and cover are asked. */
function fromLead(lead: HealthLeadRecord): Partial<HealthProposalCreate> {
  return {
    leadId: lead._id, fullName: lead.fullName, email: lead.email, mobileNumber: lead.mobileNumber, nationality: lead.nationality,
    dateOfBirth: lead.dateOfBirth, gender: lead.gender, source: lead.source as HealthProposalCreate['source'],
  };
}

/**
 * `/health-insurance/proposals/create`: a family's health details (FIELDS.md "Create"), checked
 * with the contract's schema; on submit the server creates the proposal and prices every plan,
 * each insurer's quotes showing under the form as they arrive (the request's room), then the
 * proposal opens. A refusal keeps the form as typed, with the server's message. Opened from a
 * health lead (`?leadId=`), the form starts from the lead and the proposal converts it.
 */
// The return type is written: inferring it would read the API's types, which the area list (and so this page) defines.
export default function HealthProposalCreate(): ReactElement {
  const [params] = useSearchParams();
  const leadId = params.get('leadId');
  const lead = useGetHealthLeadQuery(leadId ?? '', { skip: !leadId });
  if (!leadId) return <HealthProposalForm />;
  if (lead.isError) return <LoadError error={lead.error} onRetry={lead.refetch} />;
  return lead.data ? <HealthProposalForm lead={lead.data} /> : <Caption1>Reading the lead…</Caption1>;
}

function HealthProposalForm({ lead }: { lead?: HealthLeadRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [create] = useCreateHealthProposalMutation();
  const live = useLiveQuotes(HEALTH_QUOTE_EVENTS);
  const contractForm = useContractForm({
    schema: HealthProposalCreateSchema,
    labels,
    defaultValues: {
      fullName: '', email: '', mobileNumber: '', maritalStatus: 'Married', nationality: 'United Arab Emirates', dateOfBirth: '',
      source: 'Social Media', spouseDetails: [], kidsDetails: [],
      preferenceDetails: { preferredCoPay: [], dentalCoverage: false, opticalCoverage: false },
      ...(lead && fromLead(lead)),
    },
    save: async (values) => {
      const outcome = await live.price((reqId) => create({ reqId, body: values }), (answer) => ('data' in answer && answer.data ? answer.data : null));
      const error = callError(outcome);
      return error ? { ok: false as const, error } : { ok: true as const, data: outcome.data! };
    },
    onSaved: (created) => {
      notify.success(`Health proposal ${created.proposal.ref} created`, `${created.quotes.length} quotes priced`);
      void navigate(`${HEALTH_PROPOSALS_PATH}/${encodeURIComponent(created.proposal._id)}`, { state: { refusals: created.refusals } });
    },
  });
  const source = contractForm.form.watch('source');

  return (
    <FormScreen title="New health proposal" recordName="the new health proposal" contractForm={contractForm} cancelTo={HEALTH_PROPOSALS_PATH}>
      <HealthProposalFields
        form={contractForm}
        personal={(
          <>
            <SelectField contractForm={contractForm} name="source" label={labels.source} options={textOptions(sourcesWith(source))} />
            {source === 'Source' ? <TextField contractForm={contractForm} name="sales" label={labels.sales} required /> : null}
          </>
        )}
      />
      <Caption1>Every plan of every insurer selling health is priced on submit; quotes appear below as they arrive.</Caption1>
      <LiveQuotes state={live.state} />
    </FormScreen>
  );
}
