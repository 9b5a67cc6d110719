import { Button, Caption1, Field, Input, MessageBar, MessageBarBody, Select, Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  GROUP_HEALTH_LOST_REASONS, GROUP_HEALTH_STATUSES, type GroupHealthDetail, type GroupHealthStatus,
} from '../../../shared/contract/group-health/group-health.schema.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { errorText } from '../../components/errorText.js';
import { useSetGroupHealthStatusMutation } from './groupHealthApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, maxWidth: '560px' },
  times: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
});

/** A `datetime-local` value (the desk's own clock) as the instant the server keeps. */
const toInstant = (local: string) => new Date(local).toISOString();

/**
 * The proposal's status block: the status, the reason a Lost one needs, a call-back time for
 * Callback Scheduled and a quoted call-back time for Quoted (added to the times kept), and whether
 * the call-backs were made. The server checks each rule and its message is shown as it is.
 */
export function GroupHealthStatusForm({ proposal, canEdit }: { proposal: GroupHealthDetail; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const [setStatus, saving] = useSetGroupHealthStatusMutation();
  const [status, setStatusValue] = useState<GroupHealthStatus>(proposal.proposalStatus);
  const [reason, setReason] = useState(proposal.reason ?? '');
  const [callback, setCallback] = useState('');
  const [error, setError] = useState<string | null>(null);
  const needsCallback = status === 'Callback Scheduled' || status === 'Quoted';
  const times = status === 'Quoted' ? proposal.quotedCallbackTimeArray : proposal.callbackTimeArray;
  const done = status === 'Quoted' ? proposal.quotedCallBackDone : proposal.callBackDone;

  const save = async (callBackDone?: boolean) => {
    setError(null);
    const added = callback ? [...times, toInstant(callback)] : times;
    const outcome = await setStatus({
      id: proposal._id,
      data: {
        proposalStatus: status,
        reason: status === 'Lost' ? reason || null : null,
        ...(status === 'Callback Scheduled' && { callbackTimeArray: added }),
        ...(status === 'Quoted' && { quotedCallbackTimeArray: added }),
        ...(callBackDone !== undefined && (status === 'Quoted' ? { quotedCallBackDone: callBackDone } : { callBackDone })),
      },
    });
    const failed = callError(outcome);
    if (failed) return setError(errorText(failed));
    setCallback('');
    notify.success(`Status saved: ${status}`);
  };

  return (
    <section className={styles.root} aria-label="Status">
      {error ? <MessageBar intent="error"><MessageBarBody>{error}</MessageBarBody></MessageBar> : null}
      <Field label="Status">
        <Select value={status} disabled={!canEdit} onChange={(_, data) => setStatusValue(data.value as GroupHealthStatus)}>
          {GROUP_HEALTH_STATUSES.map((value) => <option key={value} value={value}>{value}</option>)}
        </Select>
      </Field>
      {status === 'Lost' ? (
        <Field label="Reason" required>
          <Select value={reason} disabled={!canEdit} onChange={(_, data) => setReason(data.value)}>
            <option value="">Choose a reason</option>
            {GROUP_HEALTH_LOST_REASONS.map((value) => <option key={value} value={value}>{value}</option>)}
          </Select>
        </Field>
      ) : null}
      {needsCallback ? (
        <>
          <Field label={status === 'Quoted' ? 'Quoted call-back time' : 'Call-back time'} hint="Added to the call-back times below">
            <Input type="datetime-local" value={callback} disabled={!canEdit} onChange={(_, data) => setCallback(data.value)} />
          </Field>
          <div className={styles.times}>
            <Caption1>{times.length === 0 ? 'No call-back times yet.' : `Call-back times: ${times.map((time) => formatDateTime(time)).join('; ')}`}</Caption1>
          </div>
          {times.length > 0 && canEdit ? (
            <Switch label="Call-back made" checked={done} disabled={saving.isLoading} onChange={(_, data) => void save(data.checked)} />
          ) : null}
        </>
      ) : null}
      {canEdit ? (
        <div>
          <Button appearance="primary" disabled={saving.isLoading} onClick={() => void save()}>{saving.isLoading ? 'Saving…' : 'Save status'}</Button>
        </div>
      ) : null}
    </section>
  );
}
