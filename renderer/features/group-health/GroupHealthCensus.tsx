import { Body1, Button, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular, PersonAddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { z } from 'zod';
import {
  CENSUS_GENDERS, CENSUS_MARITAL_STATUSES, CENSUS_MAX_BYTES, CENSUS_RELATIONS, GroupHealthDetailSchema, GroupHealthMemberInputSchema,
  type CensusProblem, type CensusReport, type Endorsement, type GroupHealthDetail, type GroupHealthMember,
} from '../../../shared/contract/group-health/group-health.schema.js';
import { EMIRATES } from '../../../shared/domain/emirates.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import { SALARY_BANDS } from '../../../shared/domain/healthPricing.js';
import { DateOnlySchema } from '../../../shared/contract/common.schema.js';
import { useNotify } from '../../app/notify.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import type { ListColumn } from '../../components/list/types.js';
import { SheetImportDialog } from '../../components/upload/SheetImportDialog.js';
import { callError } from '../../app/baseQuery.js';
import { useAddGroupHealthMemberMutation, useDeleteGroupHealthMemberMutation, useGroupHealthUpload } from './groupHealthApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  tools: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

const options = (values: readonly string[]) => values.map((value) => [value, value] as const);
/** A mid-term addition as one flat form: the member's census fields and the day cover starts. */
const AddMemberFormSchema = GroupHealthMemberInputSchema.extend({ effectiveDate: DateOnlySchema });
const DeleteMemberFormSchema = z.object({ effectiveDate: DateOnlySchema });

const problemColumns: ListColumn<CensusProblem & { key: string }>[] = [
  { id: 'row', header: 'Row', numeric: true, render: (problem) => problem.row },
  { id: 'field', header: 'Column', render: (problem) => problem.field },
  { id: 'message', header: 'Problem', render: (problem) => problem.message },
];

const endorsementColumns: ListColumn<Endorsement>[] = [
  { id: 'kind', header: 'Change', render: (change) => (change.kind === 'addition' ? 'Addition' : 'Deletion') },
  { id: 'member', header: 'Member', render: (change) => <span dir="auto">{change.fullName}</span> },
  { id: 'category', header: 'Category', render: (change) => change.category },
  { id: 'effective', header: 'Effective', render: (change) => formatDate(change.effectiveDate) },
  { id: 'days', header: 'Days left', numeric: true, render: (change) => change.daysLeft },
  { id: 'annual', header: 'Yearly premium', numeric: true, render: (change) => formatAed(change.annualFils) },
  { id: 'amount', header: 'Charged / refunded', numeric: true, render: (change) => formatAed(change.amountFils) },
];

/** The census report's line: what was read, kept and left out. */
const reportText = (report: CensusReport) =>
  `${report.fileName}, ${formatDateTime(report.uploadedAt)}: ${report.totalRows} rows read, ${report.kept} kept, ${report.rejected} left out`;

/**
 * A group proposal's census: its members, the report of the last upload (each bad row and column),
 * a new census replacing the members, and once the company took a quote (Won) the mid-term
 * additions and deletions charged or refunded pro rata.
 */
export function GroupHealthCensus({ proposal, canEdit }: { proposal: GroupHealthDetail; canEdit: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const upload = useGroupHealthUpload();
  const [addMember] = useAddGroupHealthMemberMutation();
  const [deleteMember] = useDeleteGroupHealthMemberMutation();
  const [importing, setImporting] = useState(false);
  const [adding, setAdding] = useState(false);
  const [deleting, setDeleting] = useState<GroupHealthMember | null>(null);
  const midTerm = canEdit && proposal.proposalStatus === 'Won' && proposal.chosenQuoteId !== null;
  const today = new Date().toISOString().slice(0, 10);

  const memberColumns: ListColumn<GroupHealthMember>[] = [
    { id: 'row', header: 'Row', numeric: true, render: (member) => member.rowNumber ?? '-' },
    { id: 'name', header: 'Name', render: (member) => <span dir="auto">{member.fullName}</span> },
    { id: 'dob', header: 'Date of birth', render: (member) => formatDate(member.dateOfBirth) },
    { id: 'gender', header: 'Gender', render: (member) => member.gender },
    { id: 'nationality', header: 'Nationality', render: (member) => member.nationality },
    { id: 'eid', header: 'Emirates ID', render: (member) => member.emiratesId ?? '-' },
    { id: 'relation', header: 'Relation', render: (member) => member.relation },
    { id: 'marital', header: 'Marital status', render: (member) => member.maritalStatus },
    { id: 'salary', header: 'Salary band', render: (member) => member.salaryBand },
    { id: 'visa', header: 'Visa emirate', render: (member) => member.visaEmirate },
    { id: 'category', header: 'Category', render: (member) => member.category },
    {
      id: 'status', header: 'Status',
      render: (member) => member.status === 'deleted' ? `Deleted ${formatDate(member.deletedOn)}`
        : midTerm ? <Button size="small" onClick={() => setDeleting(member)}>Delete mid-term</Button>
        : member.addedOn ? `Added ${formatDate(member.addedOn)}` : 'Active',
    },
  ];

  return (
    <div className={styles.root}>
      {canEdit ? (
        <div className={styles.tools}>
          <Button icon={<ArrowUploadRegular />} onClick={() => setImporting(true)}>Upload a new census</Button>
          {midTerm ? <Button icon={<PersonAddRegular />} onClick={() => setAdding(true)}>Add a member mid-term</Button> : null}
        </div>
      ) : null}
      {proposal.censusReport ? (
        <RecordTable
          title="Census report"
          columns={problemColumns}
          rows={proposal.censusReport.problems.map((problem, index) => ({ ...problem, key: `${problem.row}-${problem.field}-${index}` }))}
          getRowId={(problem) => problem.key}
          empty="Every row was read."
        >
          <Body1>{reportText(proposal.censusReport)}</Body1>
        </RecordTable>
      ) : null}
      <RecordTable title={`Members (${proposal.membersCount})`} columns={memberColumns} rows={proposal.members} getRowId={(member) => member._id} empty="No members yet: upload a census." />
      {proposal.endorsements.length > 0 ? (
        <RecordTable title="Mid-term changes" columns={endorsementColumns} rows={proposal.endorsements} getRowId={(change) => change._id} empty="No mid-term changes." />
      ) : null}

      {importing ? (
        <SheetImportDialog<CensusReport, CensusProblem & { key: string }>
          title="Upload a new census"
          intro="The new census replaces every member and the quotes are priced again. Rows with mistakes are left out and listed."
          pickKind="sheet"
          chooseLabel="Choose census…"
          refuse={(file) => {
            const name = file.name.toLowerCase();
            if (!name.endsWith('.xlsx') && !name.endsWith('.csv')) return `"${file.name}" is not an Excel workbook (.xlsx) or a CSV file.`;
            return file.size > CENSUS_MAX_BYTES ? `"${file.name}" is larger than ${CENSUS_MAX_BYTES / (1024 * 1024)} MB.` : undefined;
          }}
          send={(file) => upload({ endpoint: 'groupHealth.uploadCensus', file, id: proposal._id })}
          read={(answer) => {
            const parsed = GroupHealthDetailSchema.safeParse(answer);
            return parsed.success && parsed.data.censusReport ? { message: 'Census priced', report: parsed.data.censusReport } : null;
          }}
          unreadable="The server answered in a way this app does not understand. Reload the proposal to see the census."
          status={(message, report) => `${message}: ${report.totalRows} rows, ${report.kept} kept, ${report.rejected} left out`}
          rejections={(report) => report.problems.map((problem, index) => ({ ...problem, key: `${problem.row}-${problem.field}-${index}` }))}
          rejectionKey={(problem) => problem.key}
          columns={[
            { header: 'Row', cell: (problem) => problem.row },
            { header: 'Column', cell: (problem) => problem.field },
            { header: 'Problem', cell: (problem) => problem.message },
          ]}
          onImported={() => undefined}
          onClose={() => setImporting(false)}
        />
      ) : null}

      <FieldsDialog
        open={adding}
        title="Add a member mid-term"
        description="The member is charged the taken plan's yearly premium, with its fees and VAT, for the days left of the policy year."
        schema={AddMemberFormSchema}
        fields={[
          { name: 'fullName', label: 'Full name', kind: 'text', required: true },
          { name: 'dateOfBirth', label: 'Date of birth', kind: 'date', required: true },
          { name: 'gender', label: 'Gender', kind: 'select', options: options(CENSUS_GENDERS), required: true },
          { name: 'nationality', label: 'Nationality', kind: 'text', required: true },
          { name: 'emiratesId', label: 'Emirates ID', kind: 'text' },
          { name: 'relation', label: 'Relation', kind: 'select', options: options(CENSUS_RELATIONS), required: true },
          { name: 'maritalStatus', label: 'Marital status', kind: 'select', options: options(CENSUS_MARITAL_STATUSES), required: true },
          { name: 'salaryBand', label: 'Salary band', kind: 'select', options: options(Object.keys(SALARY_BANDS)), required: true },
          { name: 'visaEmirate', label: 'Visa emirate', kind: 'select', options: options(EMIRATES), required: true },
          { name: 'category', label: 'Category', kind: 'text', required: true },
          { name: 'effectiveDate', label: 'Cover starts on', kind: 'date', required: true },
        ]}
        defaultValues={{ fullName: '', dateOfBirth: '', gender: 'Male', nationality: '', emiratesId: null, relation: 'Employee', maritalStatus: 'Single', salaryBand: Object.keys(SALARY_BANDS)[0] as never, visaEmirate: proposal.emirate, category: '', effectiveDate: today }}
        save={async ({ effectiveDate, ...member }) => callError(await addMember({ id: proposal._id, body: { member, effectiveDate } })) ?? null}
        onSaved={() => {
          setAdding(false);
          notify.success('Member added; the pro rata charge is listed under mid-term changes');
        }}
        onClose={() => setAdding(false)}
        confirmLabel="Add member"
      />
      <FieldsDialog
        open={deleting !== null}
        title={`Delete ${deleting?.fullName ?? ''} mid-term`}
        description="The member's cover ends on this day; the days left of the policy year are refunded on the taken plan."
        schema={DeleteMemberFormSchema}
        fields={[{ name: 'effectiveDate', label: 'Cover ends on', kind: 'date', required: true }]}
        defaultValues={{ effectiveDate: today }}
        save={async ({ effectiveDate }) => (deleting ? callError(await deleteMember({ id: proposal._id, body: { memberId: deleting._id, effectiveDate } })) ?? null : null)}
        onSaved={() => {
          setDeleting(null);
          notify.success('Member deleted; the pro rata refund is listed under mid-term changes');
        }}
        onClose={() => setDeleting(null)}
        confirmLabel="Delete member"
      />
    </div>
  );
}
