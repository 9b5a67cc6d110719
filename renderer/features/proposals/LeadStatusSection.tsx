import { Button, Field, Input, Select, Spinner, Subtitle1, Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, CheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import {
  POLICY_PROPOSAL_STATUSES, PROPOSAL_STATUS_REASONS, SETTABLE_PROPOSAL_STATUSES, proposalStatusLabel, type ProposalStatus,
} from '../../../shared/contract/proposals/proposals.schema.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import type { Permission } from '../../../shared/access/index.js';
import type { ProposalStatusChangeSchema } from '../../../shared/contract/proposals/proposals.schema.js';
import type { z } from 'zod';
import type { ProposalRecord } from './proposalsApi.js';

type StatusFields = Pick<ProposalRecord, '_id' | 'status' | 'statusReason' | 'callbackTimes' | 'quotedCallbackTimes' | 'callBackDone' | 'quotedCallBackDone' | 'policy'>;

/** A line's status call (motor's, health's…): same body and answer, and the right that may use it. */
export interface StatusApi {
  useSetStatus: () => readonly [
    (args: { id: string; body: z.input<typeof ProposalStatusChangeSchema> }) => PromiseLike<{ data?: unknown; error?: unknown }>,
    { isLoading: boolean },
  ];
  permission: Permission;
}

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'end' },
  slots: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
  slot: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
});

const CALLBACK_REASONS = ['Requested a call back later', 'Didn’t pick up'];
const REASON_REQUIRED: readonly string[] = ['Customer contacted', 'Referred to insurance company', 'Lost'];
const POLICY_STATUSES: readonly string[] = POLICY_PROPOSAL_STATUSES;

/** `datetime-local` value of an instant, in the machine's time. */
function localInput(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
const inMinutes = (minutes: number) => localInput(new Date(Date.now() + minutes * 60_000));
const toIso = (value: string) => new Date(value).toISOString();

/** The reasons a status takes (FIELDS.md "Shared lead status block"). */
export function reasonsFor(status: string): readonly string[] {
  return PROPOSAL_STATUS_REASONS[status as ProposalStatus] ?? [];
}

/**
 * The lead status block: status with its reasons, call-back slots (with "add" and the "done" tick
 * on the last one) and quoted call-backs, saved through the line's status call.
 *
 * @example <LeadStatusSection proposal={proposal} frozen={false} api={{ useSetStatus: useSetProposalStatusMutation, permission: 'proposal.update' }} />
 */
export function LeadStatusSection({ proposal, frozen, api }: { proposal: StatusFields; frozen: boolean; api: StatusApi }) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan(api.permission);
  const [save, saving] = api.useSetStatus();
  const hasPolicy = Boolean(proposal.policy) || POLICY_STATUSES.includes(proposal.status);
  const [status, setStatus] = useState(proposal.status || 'Un Attended');
  const [reason, setReason] = useState(proposal.statusReason ?? '');
  const [callbacks, setCallbacks] = useState<string[]>(proposal.callbackTimes.map((t) => localInput(new Date(t))));
  const [quoted, setQuoted] = useState<string[]>(proposal.quotedCallbackTimes.map((t) => localInput(new Date(t))));
  const [error, setError] = useState<string>();
  const reasons = reasonsFor(status);
  const showCallbacks = CALLBACK_REASONS.includes(reason);
  const showQuoted = reason === 'Quoted' && !hasPolicy;
  const disabled = frozen || hasPolicy || !canUpdate;

  const changeStatus = (next: string) => {
    setStatus(next);
    setReason('');
    setError(undefined);
  };
  const changeReason = (next: string) => {
    setReason(next);
    setError(undefined);
    if (CALLBACK_REASONS.includes(next) && callbacks.length === 0) setCallbacks([inMinutes(60)]);
    if (next === 'Quoted' && quoted.length === 0) setQuoted([inMinutes(120)]);
  };

  const submit = async () => {
    if (REASON_REQUIRED.includes(status) && !reason) return setError('Reason is required');
    const outcome = await save({
      id: proposal._id,
      body: {
        proposalStatus: status as ProposalStatus,
        reason: REASON_REQUIRED.includes(status) ? reason : null,
        ...(showCallbacks ? { callbackTimeArray: callbacks.filter(Boolean).map(toIso) } : {}),
        ...(showQuoted ? { quotedCallbackTimeArray: quoted.filter(Boolean).map(toIso) } : {}),
      },
    });
    const failed = callError(outcome);
    if (failed) return setError(failed.message);
    notify.success('Status updated successfully');
  };
  const done = async (which: 'callBackDone' | 'quotedCallBackDone') => {
    const outcome = await save({ id: proposal._id, body: { [which]: true } });
    const failed = callError(outcome);
    if (failed) return setError(failed.message);
    notify.success('Call back marked done');
  };

  const slots = (label: string, values: string[], set: (v: string[]) => void, doneFlag: 'callBackDone' | 'quotedCallBackDone', isDone: boolean, minutes: number) => (
    <Field label={label}>
      <div className={styles.slots}>
        {values.map((value, index) => (
          <div key={index} className={styles.slot}>
            <Input
              type="datetime-local"
              aria-label={`${label} ${index + 1}`}
              value={value}
              disabled={disabled}
              onChange={(_, data) => set(values.map((v, i) => (i === index ? data.value : v)))}
            />
            {index === values.length - 1 ? (
              <>
                <Tooltip content={`Add another ${label.toLowerCase()}`} relationship="label">
                  <Button size="small" icon={<AddRegular />} disabled={disabled} onClick={() => set([...values, inMinutes(minutes)])} />
                </Tooltip>
                <Tooltip content={isDone ? 'Call back done' : 'Mark the call back done'} relationship="label">
                  <Button
                    size="small"
                    appearance={isDone ? 'primary' : 'secondary'}
                    icon={<CheckmarkRegular />}
                    disabled={disabled || isDone}
                    onClick={() => void done(doneFlag)}
                  />
                </Tooltip>
              </>
            ) : null}
          </div>
        ))}
      </div>
    </Field>
  );

  return (
    <section className={styles.root} aria-labelledby="lead-status-heading">
      <Subtitle1 as="h2" id="lead-status-heading">
        Status
      </Subtitle1>
      <div className={styles.grid}>
        <Field label="Proposal status" required>
          <Select value={status} disabled={disabled} onChange={(_, data) => changeStatus(data.value)}>
            {hasPolicy && POLICY_STATUSES.includes(status) ? <option value={status}>{proposalStatusLabel(status)}</option> : null}
            {SETTABLE_PROPOSAL_STATUSES.map((s) => (
              <option key={s} value={s}>
                {proposalStatusLabel(s)}
              </option>
            ))}
          </Select>
        </Field>
        {reasons.length > 0 ? (
          <Field label="Reason" required validationMessage={error}>
            <Select value={reason} disabled={disabled} onChange={(_, data) => changeReason(data.value)}>
              <option value="">Choose a reason</option>
              {reasons.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {showCallbacks ? slots('Call back time', callbacks, setCallbacks, 'callBackDone', proposal.callBackDone, 60) : null}
        {showQuoted ? slots('Quoted call back time', quoted, setQuoted, 'quotedCallBackDone', proposal.quotedCallBackDone, 120) : null}
        {canUpdate ? (
          <div>
            <Button appearance="primary" disabled={disabled || saving.isLoading} icon={saving.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void submit()}>
              Save status
            </Button>
          </div>
        ) : null}
      </div>
      {error && reasons.length === 0 ? <Field validationMessage={error} /> : null}
    </section>
  );
}
