import { Button, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular, EditRegular } from '@fluentui/react-icons';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { useRouteCan } from '../../../app/useRouteCan.js';
import { ConfirmDialog } from '../../../components/ConfirmDialog.js';
import { DetailScreen, type DetailQueryState, type DetailStatus } from '../../../components/detail/DetailScreen.js';
import { FieldList, type FieldItem } from '../../../components/detail/FieldList.js';
import { FormScreen } from '../../../components/form/FormScreen.js';
import type { ContractForm } from '../../../components/form/useContractForm.js';
import { motorPath } from '../labels.js';
import { MOTOR_SECTIONS, MotorNav } from './MotorNav.js';

/** The motor sub-pages whose records have their own show, create and edit pages. */
export type MotorRecordSection = 'conditions' | 'excess' | 'matrix';

const BACK_LABEL: Record<MotorRecordSection, string> = {
  conditions: 'Back to conditions',
  excess: 'Back to excess',
  matrix: 'Back to the matrix',
};

const sectionBack = (companyId: string, section: MotorRecordSection) => ({
  to: motorPath(companyId, section),
  label: BACK_LABEL[section],
});

const useStyles = makeStyles({
  stack: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
});

/**
 * A create or edit page while what it needs loads, or failed: back to the section from an edit
 * page, back to motor insurance from a create page.
 */
export function MotorFormPending({
  query,
  title,
  companyId,
  section,
}: {
  query: DetailQueryState;
  title: string;
  companyId: string;
  /** The section an edit page leads back to; none on a create page. */
  section?: MotorRecordSection;
}) {
  return (
    <DetailScreen
      query={query}
      loaded={false}
      title={title}
      back={section ? sectionBack(companyId, section) : { to: motorPath(companyId), label: 'Back to motor insurance' }}
    />
  );
}

/** A motor record's create or edit form: the section chips above the inputs, Cancel back to the section. */
export function MotorFormScreen<S extends z.ZodObject>({
  companyId,
  section,
  title,
  recordName,
  contractForm,
  children,
}: {
  companyId: string;
  section: MotorRecordSection;
  title: string;
  recordName: string;
  contractForm: ContractForm<S>;
  children: ReactNode;
}) {
  return (
    <FormScreen title={title} recordName={recordName} contractForm={contractForm} cancelTo={motorPath(companyId, section)}>
      <MotorNav companyId={companyId} current={section} />
      {children}
    </FormScreen>
  );
}

/**
 * A motor record's show page: header with Edit (when the edit route is allowed), the section chips
 * and one field list.
 */
export function MotorRecordShow<T extends { _id: string }>({
  companyId,
  section,
  id,
  editPath,
  query,
  title,
  meta,
  status,
  fieldsTitle,
  fields,
}: {
  companyId: string;
  section: MotorRecordSection;
  /** The record id from the route. */
  id: string;
  /** The edit page below the motor-insurance path, e.g. ``(id) => `excess/${id}/edit` ``. */
  editPath: (id: string) => string;
  query: DetailQueryState & { data?: T };
  title: string;
  meta?: ReactNode[];
  status?: DetailStatus;
  fieldsTitle: string;
  fields: (record: T) => readonly FieldItem[];
}) {
  const navigate = useNavigate();
  const canEdit = useRouteCan(motorPath(companyId, editPath(id))).view;
  const record = query.data;
  return (
    <DetailScreen
      query={query}
      loaded={Boolean(record)}
      title={title}
      meta={meta}
      status={status}
      back={sectionBack(companyId, section)}
      actions={
        canEdit && record ? (
          <Button
            icon={<EditRegular />}
            onClick={() => void navigate(motorPath(companyId, editPath(encodeURIComponent(record._id))))}
          >
            Edit
          </Button>
        ) : null
      }
    >
      {record ? (
        <>
          <MotorNav companyId={companyId} current={section} />
          <FieldList title={fieldsTitle} items={fields(record)} />
        </>
      ) : null}
    </DetailScreen>
  );
}

/**
 * A company's motor section list page: `<Company>: <Section>` header with the New button (when
 * allowed), the section chips over the list, and the delete confirmation.
 */
export function MotorListScreen({
  company,
  companyId,
  section,
  create,
  remove,
  children,
}: {
  company: DetailQueryState & { data?: { companyName: string } };
  companyId: string;
  section: MotorRecordSection;
  /** The New button; null when the create route is not allowed. */
  create: { label: string; to: string; disabled?: boolean } | null;
  remove: { open: boolean; title: string; body: string; busy: boolean; onConfirm: () => void; onCancel: () => void };
  children: ReactNode;
}) {
  const styles = useStyles();
  const navigate = useNavigate();
  const name = MOTOR_SECTIONS.find((s) => s.sub === section)?.label ?? section;
  return (
    <DetailScreen
      query={company}
      loaded={Boolean(company.data)}
      title={company.data ? `${company.data.companyName}: ${name}` : name}
      back={{ to: '/companies', label: 'Back to companies' }}
      actions={
        create ? (
          <Button appearance="primary" icon={<AddRegular />} disabled={create.disabled} onClick={() => void navigate(create.to)}>
            {create.label}
          </Button>
        ) : null
      }
    >
      <div className={styles.stack}>
        <MotorNav companyId={companyId} current={section} />
        {children}
      </div>
      <ConfirmDialog
        open={remove.open}
        title={remove.title}
        body={remove.body}
        confirmLabel="Delete"
        busy={remove.busy}
        onConfirm={remove.onConfirm}
        onCancel={remove.onCancel}
      />
    </DetailScreen>
  );
}
