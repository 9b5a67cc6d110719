import { Button, Link, MessageBar, MessageBarBody, makeStyles, tokens } from '@fluentui/react-components';
import {
  ArrowDownloadRegular, ArrowUndoRegular, AttachRegular, CheckmarkCircleRegular, DismissCircleRegular, EditRegular, MoneyRegular, SendRegular,
} from '@fluentui/react-icons';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { z } from 'zod';
import type { CancellationDetailsUpdateSchema} from '../../../shared/contract/cancel-request/cancel-request.schema.js';
import {
  CANCELLATION_REASONS, OTHER_WAY_METHODS, OtherWayRefundSchema,
} from '../../../shared/contract/cancel-request/cancel-request.schema.js';
import { detailsEditable, refundable } from '../../../shared/domain/cancellationRules.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { useDownload } from '../../app/useDownload.js';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { HistoryTable } from '../../components/detail/HistoryTable.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { errorText } from '../../components/errorText.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { PickedFileField, usePickedDocument } from '../payments/public.js';
import {
  useGetCancellationQuery, useRefundThroughGatewayMutation, useWithdrawGatewayRefundMutation, useRejectCancellationMutation, useUpdateCancellationDetailsMutation,
  useUpdateCancellationStatusMutation, type CancellationDetailRecord,
} from './cancelRequestApi.js';
import { STATUS_COLOR } from './cancellationDisplay.js';
import { CheckPaper } from './CheckPaper.js';
import { useCancellationUpload } from './useCancellationUpload.js';

const useStyles = makeStyles({ actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' } });

const FILE_KINDS = ['pdf', 'png', 'jpeg'] as const;
const ROLE_LABEL = { paper: "Customer's paper", insurerPaper: "Insurer's cancellation paper", refundProof: 'Proof of refund' } as const;
const NoteSchema = z.object({ note: z.string().trim().max(1000) });
const ReasonSchema = z.object({ reason: z.string().trim().min(1, 'Give the reasons for the rejection').max(1000) });
const WithdrawSchema = z.object({ reason: z.string().trim().min(1, 'Say why the gateway refund is given up').max(500) });
const NoFieldsSchema = z.object({});
const OtherWayFormSchema = OtherWayRefundSchema.omit({ id: true });
/** The edit form: money typed in AED; an override needs its reason (the contract's rule). */
const EditFormSchema = z.object({
  reason: z.enum(CANCELLATION_REASONS),
  cancelDate: z.string().min(1),
  iban: z.string().max(40),
  atFaultClaim: z.enum(['true', 'false']),
  note: z.string().max(1000),
  refundAed: z.string().trim().regex(/^(\d+(\.\d{1,2})?)?$/, 'Refund in AED with at most 2 decimals'),
  overrideReason: z.string().trim().max(500),
}).refine((form) => form.refundAed === '' || form.overrideReason.length > 0, { path: ['overrideReason'], message: 'Say why the refund differs from the computed one' });

type Dialog = null | 'sent' | 'reject' | 'confirm' | 'refund' | 'withdraw' | 'otherWay' | 'edit' | 'papers';

/** `/cancel-request/[requestId]`: the request, its refund (short-period beside pro rata), payment, papers and history, and the next step. */
export default function CancellationShow() {
  const { requestId = '' } = useParams();
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan('cancellation.update');
  const canCheck = useCan('cancellation.create');
  const result = useGetCancellationQuery(requestId);
  const request = result.data;
  const [dialog, setDialog] = useState<Dialog>(null);
  const [setStatus] = useUpdateCancellationStatusMutation();
  const [reject] = useRejectCancellationMutation();
  const [editDetails] = useUpdateCancellationDetailsMutation();
  const [refund, refunding] = useRefundThroughGatewayMutation();
  const [withdraw] = useWithdrawGatewayRefundMutation();
  const upload = useCancellationUpload();
  const paper = usePickedDocument(FILE_KINDS, 'The file');
  const { download } = useDownload();
  const close = () => {
    paper.clear();
    setDialog(null);
  };

  const sendRefund = async () => {
    const outcome = await refund(requestId);
    close();
    if (outcome.error) return notify.error(errorText(outcome.error));
    if (outcome.data.data.status === 'Refunded') notify.success(outcome.data.message);
    else notify.error(outcome.data.message);
  };

  const withFile = (endpoint: Parameters<typeof upload>[0], fields: (values: Record<string, string>) => Record<string, string> | undefined, done: string) =>
    async (values: Record<string, string>) => {
      if (!paper.file) return { status: 400, message: 'Choose the file' };
      const outcome = await upload(endpoint, paper.file, { id: requestId, fields: fields(values) });
      if ('error' in outcome) return outcome.error;
      notify.success(done);
      return null;
    };

  const actions = request && (canUpdate || canCheck) ? (
    <div className={styles.actions}>
      {canUpdate ? <UpdateActions request={request} open={setDialog} /> : null}
      {canCheck ? <CheckPaper policyId={request.policy._id} /> : null}
    </div>
  ) : undefined;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(request)}
      title={request ? `Cancellation ${request.ref}` : 'Cancellation request'}
      meta={request ? [`Policy ${request.policy.ref}`, request.customer.fullName] : []}
      status={request ? { label: request.status, color: STATUS_COLOR[request.status] } : undefined}
      back={{ to: '/cancel-request', label: 'Back to cancellation requests' }}
      actions={actions}
    >
      {request ? (
        <>
          {request.status === 'Refund failed' && request.refund.failure ? (
            <MessageBar intent="error"><MessageBarBody>{`The gateway did not refund: ${request.refund.failure}`}</MessageBarBody></MessageBar>
          ) : null}
          <FieldList
            title="Request"
            items={[
              { label: 'Reason', value: request.reason },
              { label: 'Cancel from', value: formatDate(request.cancelDate) },
              { label: 'Refund IBAN', value: request.iban },
              { label: 'At-fault claim', value: request.atFaultClaim ? 'Yes' : 'No' },
              { label: 'Note', value: request.note || null },
              { label: 'Rejection reasons', value: request.rejectionReason },
              { label: 'Raised', value: `${formatDateTime(request.createdAt)}${request.createdBy ? ` by ${request.createdBy}` : ''}` },
            ]}
          />
          <FieldList
            title="Policy"
            items={[
              { label: 'Insurer', value: request.policy.companyName },
              { label: "Insurer's policy number", value: request.policy.companyPolicyNumber },
              { label: 'Cover', value: `${formatDate(request.policy.startDate)} to ${formatDate(request.policy.expiryDate)}` },
              { label: 'Premium paid', value: formatAed(request.policy.premiumFils) },
              { label: 'Policy status', value: request.policy.status },
              { label: 'Customer', value: request.customer.fullName, dirAuto: true },
              { label: 'Mobile', value: formatUaeMobile(request.customer.mobileNumber) },
            ]}
          >
            <Link href={`#/policies/${encodeURIComponent(request.policy._id)}`}>Open policy {request.policy.ref}</Link>
          </FieldList>
          <RefundSection request={request} />
          <RecordTable
            title="Papers"
            rows={request.files}
            getRowId={(file) => file._id}
            empty="No papers yet."
            columns={[
              { id: 'role', header: 'Paper', render: (file) => ROLE_LABEL[file.role] },
              { id: 'name', header: 'File', render: (file) => file.fileName },
              { id: 'at', header: 'Added', render: (file) => formatDateTime(file.createdAt) },
              {
                id: 'download', header: 'Download',
                render: (file) => (
                  <Button size="small" icon={<ArrowDownloadRegular />} aria-label={`Download ${file.fileName}`}
                    onClick={() => void download('cancelRequest.file', { params: { id: request._id, fileId: file._id } })} />
                ),
              },
            ]}
          />
          <HistoryTable title="History" entries={request.history} />

          <FieldsDialog
            open={dialog === 'sent'}
            title="Sent to the insurer"
            description="Record that the insurer was asked to cancel the policy."
            schema={NoteSchema}
            fields={[{ name: 'note', label: 'Note', kind: 'textarea' }]}
            defaultValues={{ note: '' }}
            save={async ({ note }) => callError(await setStatus({ id: requestId, status: 'Sent to insurer', note }))}
            onSaved={() => { close(); notify.success('Request marked as sent to the insurer'); }}
            onClose={close}
            confirmLabel="Save"
          />
          <FieldsDialog
            open={dialog === 'reject'}
            title={`Reject request ${request.ref}`}
            description="The policy stays Active as it was."
            schema={ReasonSchema}
            fields={[{ name: 'reason', label: 'Reasons', kind: 'textarea', required: true }]}
            defaultValues={{ reason: '' }}
            save={async ({ reason }) => callError(await reject({ policyId: request.policy._id, reason }))}
            onSaved={() => { close(); notify.success(`Request ${request.ref} rejected`); }}
            onClose={close}
            confirmLabel="Reject request"
          />
          <FieldsDialog
            open={dialog === 'withdraw'}
            title="Withdraw the gateway refund"
            description="The gateway is asked once more. If it still refuses, the refund is given up for good and the request goes back to Confirmed, to be paid another way."
            schema={WithdrawSchema}
            fields={[{ name: 'reason', label: 'Why', kind: 'textarea', required: true }]}
            defaultValues={{ reason: '' }}
            save={async ({ reason }) => {
              const outcome = await withdraw({ id: requestId, reason });
              if (outcome.error) return callError(outcome);
              notify.success(outcome.data.message);
              return null;
            }}
            onSaved={close}
            onClose={close}
            confirmLabel="Withdraw refund"
          />
          <FieldsDialog
            open={dialog === 'confirm'}
            title="Confirm the cancellation"
            description={`Attach the insurer's cancellation paper. Policy ${request.policy.ref} becomes Cancelled from ${formatDate(request.cancelDate)}; ${formatAed(request.refund.dueFils)} is then due to the customer.`}
            schema={NoFieldsSchema}
            fields={[]}
            defaultValues={{}}
            checkExtra={paper.check}
            save={withFile('cancelRequest.confirm', () => undefined, `Policy ${request.policy.ref} cancelled`)}
            onSaved={close}
            onClose={close}
            confirmLabel="Confirm cancellation"
          >
            <PickedFileField picked={paper} label="Insurer's cancellation paper" required />
          </FieldsDialog>
          <FieldsDialog
            open={dialog === 'papers'}
            title="Add a paper"
            schema={NoFieldsSchema}
            fields={[]}
            defaultValues={{}}
            checkExtra={paper.check}
            save={withFile('cancelRequest.addPapers', () => undefined, 'Paper added')}
            onSaved={close}
            onClose={close}
            confirmLabel="Add paper"
          >
            <PickedFileField picked={paper} label="Customer's paper" required />
          </FieldsDialog>
          <FieldsDialog
            open={dialog === 'otherWay'}
            title="Refund paid another way"
            description={`Record that ${formatAed(request.refund.dueFils - request.refund.refundedFils)} was paid back to the customer, with its proof.`}
            schema={OtherWayFormSchema}
            fields={[
              { name: 'method', label: 'Paid by', kind: 'select', required: true, options: [['', 'Choose…'], ...OTHER_WAY_METHODS.map((method) => [method, method] as const)] },
              { name: 'reference', label: 'Reference', kind: 'text', required: true },
            ]}
            defaultValues={{ method: '' as never, reference: '' }}
            checkExtra={paper.check}
            save={withFile('cancelRequest.refundOtherWay', (values) => ({ id: requestId, method: values.method ?? '', reference: values.reference ?? '' }), 'Refund recorded')}
            onSaved={close}
            onClose={close}
            confirmLabel="Record refund"
          >
            <PickedFileField picked={paper} label="Proof of the refund" required />
          </FieldsDialog>
          <EditDetailsDialog open={dialog === 'edit'} request={request} onClose={close}
            save={async (data) => callError(await editDetails({ id: requestId, data }))} />
          <ConfirmDialog
            open={dialog === 'refund'}
            title={`Refund ${formatAed(request.refund.dueFils - request.refund.refundedFils)} through the gateway?`}
            body={`The gateway returns it to the card that paid ${request.payment?.ref ?? ''}. It is sent once, even if asked again.`}
            confirmLabel="Refund"
            busy={refunding.isLoading}
            onConfirm={() => void sendRefund()}
            onCancel={close}
          />
        </>
      ) : null}
    </DetailScreen>
  );
}

/** The steps of the workflow the request's status allows, for staff who may update it. */
function UpdateActions({ request, open }: { request: CancellationDetailRecord; open: (dialog: Dialog) => void }) {
  return (
    <>
      {request.nextStatuses.includes('Sent to insurer') ? <Button icon={<SendRegular />} onClick={() => open('sent')}>Sent to insurer</Button> : null}
      {request.status === 'Requested' || request.status === 'Sent to insurer' ? (
        <>
          <Button appearance="primary" icon={<CheckmarkCircleRegular />} onClick={() => open('confirm')}>Confirm cancellation</Button>
          <Button icon={<DismissCircleRegular />} onClick={() => open('reject')}>Reject</Button>
        </>
      ) : null}
      {refundable(request.status) && request.refund.dueFils > request.refund.refundedFils ? (
        <>
          {request.payment?.throughGateway ? (
            <Button appearance="primary" icon={<ArrowUndoRegular />} onClick={() => open('refund')}>
              {request.status === 'Refund failed' ? 'Ask the gateway again' : 'Refund through gateway'}
            </Button>
          ) : null}
          {request.status === 'Refund failed'
            ? <Button icon={<DismissCircleRegular />} onClick={() => open('withdraw')}>Withdraw gateway refund</Button>
            : <Button icon={<MoneyRegular />} onClick={() => open('otherWay')}>Refund paid another way</Button>}
        </>
      ) : null}
      {detailsEditable(request.status) ? (
        <>
          <Button icon={<EditRegular />} onClick={() => open('edit')}>Edit details</Button>
          <Button icon={<AttachRegular />} onClick={() => open('papers')}>Add paper</Button>
        </>
      ) : null}
    </>
  );
}

function RefundSection({ request }: { request: CancellationDetailRecord }) {
  const { refund, payment } = request;
  return (
    <FieldList
      title="Refund"
      items={[
        { label: 'Short-period scale', value: `${refund.bandLabel}: ${refund.refundPercent} % of the premium` },
        { label: 'Days in force / of cover', value: `${refund.daysInForce} / ${refund.daysOfCover}` },
        { label: 'By the short-period scale', value: `${formatAed(refund.shortPeriod.totalFils)} (premium ${formatAed(refund.shortPeriod.premiumFils)} + VAT ${formatAed(refund.shortPeriod.vatFils)})` },
        { label: 'Pro rata, for comparison', value: formatAed(refund.proRata.totalFils) },
        { label: 'Fees kept', value: formatAed(refund.policyFeesKeptFils) },
        { label: 'Nothing back because', value: refund.nilReason },
        { label: 'Set by staff', value: refund.override ? `${formatAed(refund.override.amountFils)}: ${refund.override.reason}` : null },
        { label: 'Refund due', value: formatAed(refund.dueFils) },
        { label: 'Refunded', value: `${formatAed(refund.refundedFils)}${refund.method ? (refund.method === 'gateway' ? ' through the gateway' : ' another way') : ''}` },
        { label: 'Payment', value: payment ? `${payment.ref}, ${formatAed(payment.amountFils)} by ${payment.paidBy}${payment.throughGateway ? `, ${formatAed(payment.refundableFils)} still refundable` : ''}` : null },
      ]}
    />
  );
}

type DetailsData = z.input<typeof CancellationDetailsUpdateSchema>;

/** Editing the request: the refund is recomputed from the new day or claim; an amount typed replaces it, with its reason. */
function EditDetailsDialog({ open, request, onClose, save }: {
  open: boolean; request: CancellationDetailRecord; onClose: () => void; save: (data: DetailsData) => Promise<HostCallError | null>;
}) {
  const notify = useNotify();
  return (
    <FieldsDialog
      open={open}
      title={`Edit request ${request.ref}`}
      description={`Computed refund now: ${formatAed(request.refund.shortPeriod.totalFils)}. Type a refund only to replace it, with the reason.`}
      schema={EditFormSchema}
      fields={[
        { name: 'reason', label: 'Reason', kind: 'select', required: true, options: CANCELLATION_REASONS.map((reason) => [reason, reason] as const) },
        { name: 'cancelDate', label: 'Cancel from', kind: 'date', required: true },
        { name: 'iban', label: 'Refund IBAN', kind: 'text' },
        { name: 'atFaultClaim', label: 'At-fault claim on the policy', kind: 'select', options: [['false', 'No'], ['true', 'Yes: nothing is refunded']] },
        { name: 'note', label: 'Note', kind: 'textarea' },
        { name: 'refundAed', label: 'Refund set by staff (AED)', kind: 'text', hint: 'Empty: the computed refund' },
        { name: 'overrideReason', label: 'Why the refund differs', kind: 'textarea' },
      ]}
      defaultValues={{
        reason: request.reason as (typeof CANCELLATION_REASONS)[number], cancelDate: request.cancelDate, iban: request.iban ?? '',
        atFaultClaim: request.atFaultClaim ? 'true' : 'false', note: request.note,
        refundAed: request.refund.override ? (request.refund.override.amountFils / 100).toFixed(2) : '', overrideReason: request.refund.override?.reason ?? '',
      }}
      save={(values) => save({
        reason: values.reason, cancelDate: values.cancelDate, iban: values.iban, atFaultClaim: values.atFaultClaim === 'true', note: values.note,
        refundOverrideFils: values.refundAed === '' ? null : Math.round(Number(values.refundAed) * 100),
        ...(values.refundAed === '' ? {} : { overrideReason: values.overrideReason }),
      })}
      onSaved={() => { onClose(); notify.success(`Request ${request.ref} updated`); }}
      onClose={onClose}
      confirmLabel="Save"
    />
  );
}
