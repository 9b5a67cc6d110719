import {
  Badge, Button, Caption1, Field, Input, MessageBar, MessageBarBody, MessageBarTitle, Select, Spinner, Subtitle2, makeStyles, tokens,
} from '@fluentui/react-components';
import { AddRegular, DeleteRegular, ShieldCheckmarkRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { EMIRATES } from '../../../shared/contract/proposals/proposals.schema.js';
import {
  DOCUMENT_FIELDS, DOCUMENT_LABELS, type FieldDef, type Owners, type ScannedDocument, type Verification,
} from '../../../shared/contract/scanned-documents/index.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatDateTime } from '../../../shared/domain/format.js';
import { callError, type HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { filledOwners, filledValues, mergeDraft, ownerRows } from './documentFiles.js';
import { isVerifiable, useVerifyScannedDocumentMutation, type DocumentOwner } from './scannedDocumentsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, minWidth: 0 },
  grid: {
    display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(190px, 1fr))', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`,
    alignItems: 'start',
  },
  owner: {
    display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr)) auto', gap: tokens.spacingHorizontalS, alignItems: 'end',
    paddingBlock: tokens.spacingVerticalXS,
  },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap' },
  problems: { margin: 0, paddingInlineStart: tokens.spacingHorizontalL },
});

type OwnerRow = Owners[string];
const OWNER_FIELDS: Array<{ key: keyof OwnerRow; label: string }> = [
  { key: 'name', label: 'Name' }, { key: 'nationality', label: 'Nationality' }, { key: 'role', label: 'Role' }, { key: 'sharePercent', label: 'Share %' },
];
const SIDES = [{ value: 'front', label: 'Front' }, { value: 'back', label: 'Back' }];

/** A problem's field as the inputs name it: `idNumber`, `owners.0.name` (the server may prefix `body.` or `fields.`). */
function problemKey(field: string): string {
  return field.replace(/^body\./, '').replace(/^fields\./, '');
}

/** One input of a document, chosen by its format (FIELDS.md dates, the seven emirates, EID and VIN rules). */
function FieldInput({ def, value, onChange, disabled }: { def: FieldDef; value: string; onChange: (value: string) => void; disabled: boolean }) {
  switch (def.format) {
    case 'date':
      return <Input type="date" value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)} />;
    case 'emirate':
    case 'side': {
      const options = def.format === 'emirate' ? EMIRATES.map((emirate) => ({ value: emirate, label: emirate })) : SIDES;
      return (
        <Select value={value} disabled={disabled} onChange={(_, data) => onChange(data.value)}>
          <option value="">Choose</option>
          {value && !options.some((option) => option.value === value) ? <option value={value}>{value}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      );
    }
    case 'emiratesId':
      return (
        <Input
          value={/^\d{15}$/.test(value) ? formatEmiratesId(value) : value}
          inputMode="numeric"
          disabled={disabled}
          // Pasted spaces and dashes are stripped (UX.md §0).
          onChange={(_, data) => onChange(data.value.replace(/[\s-]/g, ''))}
        />
      );
    case 'vin':
      return <Input value={value} maxLength={17} disabled={disabled} onChange={(_, data) => onChange(data.value.toUpperCase())} />;
    case 'year':
      return <Input value={value} maxLength={4} inputMode="numeric" disabled={disabled} onChange={(_, data) => onChange(data.value)} />;
    case 'amount':
      return <Input value={value} inputMode="decimal" disabled={disabled} onChange={(_, data) => onChange(data.value)} />;
    default:
      return <Input value={value} dir="auto" disabled={disabled} onChange={(_, data) => onChange(data.value)} />;
  }
}

const HINTS: Partial<Record<FieldDef['format'], string>> = { emiratesId: '784-YYYY-NNNNNNN-N', vin: '17 characters', year: 'YYYY', amount: 'AED' };

function VerificationState({ verification }: { verification: Verification }) {
  const styles = useStyles();
  return (
    <div className={styles.row} role="status">
      {verification.valid ? (
        <Badge appearance="filled" color="success" icon={<ShieldCheckmarkRegular />}>
          Verified
        </Badge>
      ) : (
        <Badge appearance="tint" color="danger">
          Not verified: {verification.problems.length} problem{verification.problems.length === 1 ? '' : 's'}
        </Badge>
      )}
      <Caption1>Checked {formatDateTime(verification.checkedAt)}</Caption1>
    </div>
  );
}

export interface DocumentFieldsProps {
  document: ScannedDocument;
  owner: DocumentOwner;
  canEdit: boolean;
}

/**
 * A stored document's fields as inputs generated from `DOCUMENT_FIELDS` (and, for a trade licence,
 * its owners as a repeatable group keyed by index), then "Verify": the corrected fields are checked
 * and kept on the owner's document, each problem shown on its field and "Verified" when valid.
 * Values read by OCR are marked "From the scan" until verified or edited (UX.md §6).
 */
export function DocumentFields({ document, owner, canEdit }: DocumentFieldsProps) {
  const styles = useStyles();
  const notify = useNotify();
  const [verify, verifying] = useVerifyScannedDocumentMutation();
  const label = DOCUMENT_LABELS[document.documentType];
  const serverKey = JSON.stringify([document.fields, document.owners]);
  const [state, setState] = useState(() => ({
    serverKey,
    base: document.fields,
    draft: { ...document.fields },
    baseOwners: document.owners,
    owners: ownerRows(document.owners),
    result: undefined as Verification | undefined,
    failure: undefined as HostCallError | undefined,
  }));
  // The server's values changed (another file read, a verify kept): merge them under the agent's edits.
  if (state.serverKey !== serverKey) {
    const ownersUntouched = JSON.stringify(filledOwners(state.owners)) === JSON.stringify(filledOwners(ownerRows(state.baseOwners)));
    setState({
      serverKey,
      base: document.fields,
      draft: mergeDraft(state.base, state.draft, document.fields),
      baseOwners: document.owners,
      owners: ownersUntouched ? ownerRows(document.owners) : state.owners,
      result: undefined,
      failure: undefined,
    });
  }
  const verification = state.result ?? document.verification;
  const problems = new Map<string, string>();
  for (const problem of verification?.problems ?? []) problems.set(problemKey(problem.field), problem.message);
  for (const [field, message] of Object.entries(state.failure?.fieldErrors ?? {})) problems.set(problemKey(field), message);
  const defs = DOCUMENT_FIELDS[document.documentType];
  const placed = new Set([...defs.map((def) => def.key), ...state.owners.flatMap((_, index) => OWNER_FIELDS.map((field) => `owners.${index}.${field.key}`))]);
  const unplaced = [...problems.entries()].filter(([key]) => !placed.has(key));
  const disabled = !canEdit || verifying.isLoading;

  const set = (key: string, value: string) => setState((current) => ({ ...current, draft: { ...current.draft, [key]: value } }));
  const setOwner = (index: number, key: keyof OwnerRow, value: string) =>
    setState((current) => ({ ...current, owners: current.owners.map((row, at) => (at === index ? { ...row, [key]: value } : row)) }));

  const submit = async () => {
    const documentType = document.documentType;
    if (!isVerifiable(documentType)) return;
    const owners = documentType === 'tradeLicense' ? { owners: filledOwners(state.owners) } : {};
    const outcome = await verify({ documentType, owner, fields: filledValues(state.draft), ...owners });
    if ('error' in outcome) {
      setState((current) => ({ ...current, result: undefined, failure: callError(outcome)! }));
      return;
    }
    setState((current) => ({ ...current, result: outcome.data, failure: undefined }));
    if (outcome.data.valid) notify.success(`${label} verified`);
  };

  return (
    <div className={styles.root}>
      <div className={styles.grid}>
        {defs.map((def) => {
          const value = state.draft[def.key] ?? '';
          const message = problems.get(def.key);
          const fromScan = !verification && value !== '' && value === (state.base[def.key] ?? '');
          return (
            <Field
              key={def.key}
              label={def.label}
              validationMessage={message}
              hint={message ? undefined : fromScan ? 'From the scan' : HINTS[def.format]}
            >
              <FieldInput def={def} value={value} disabled={disabled} onChange={(next) => set(def.key, next)} />
            </Field>
          );
        })}
      </div>
      {document.documentType === 'tradeLicense' ? (
        <section aria-label="Owners and managers">
          <Subtitle2 as="h4">Owners and managers</Subtitle2>
          {state.owners.length === 0 ? <Caption1>No owners read from the licence.</Caption1> : null}
          {state.owners.map((row, index) => (
            <div key={index} className={styles.owner} role="group" aria-label={`Owner ${index + 1}`}>
              {OWNER_FIELDS.map((field) => {
                const message = problems.get(`owners.${index}.${field.key}`);
                return (
                  <Field key={field.key} label={field.label} validationMessage={message}>
                    <Input value={row[field.key] ?? ''} dir="auto" disabled={disabled} onChange={(_, data) => setOwner(index, field.key, data.value)} />
                  </Field>
                );
              })}
              {canEdit ? (
                <Button
                  appearance="subtle"
                  icon={<DeleteRegular />}
                  aria-label={`Remove owner ${index + 1}`}
                  disabled={disabled}
                  onClick={() => setState((current) => ({ ...current, owners: current.owners.filter((_, at) => at !== index) }))}
                />
              ) : null}
            </div>
          ))}
          {canEdit ? (
            <Button
              icon={<AddRegular />}
              disabled={disabled}
              onClick={() => setState((current) => ({ ...current, owners: [...current.owners, {}] }))}
            >
              Add owner
            </Button>
          ) : null}
        </section>
      ) : null}
      {state.failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{label} not verified</MessageBarTitle>
            {state.failure.message}
          </MessageBarBody>
        </MessageBar>
      ) : null}
      {unplaced.length > 0 && !state.failure ? (
        <MessageBar intent="error" layout="multiline">
          <MessageBarBody>
            <ul className={styles.problems}>
              {unplaced.map(([key, message]) => (
                <li key={key}>{message}</li>
              ))}
            </ul>
          </MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.row}>
        {canEdit && isVerifiable(document.documentType) ? (
          <Button appearance="primary" disabled={verifying.isLoading} icon={verifying.isLoading ? <Spinner size="tiny" /> : <ShieldCheckmarkRegular />} onClick={() => void submit()}>
            Verify
          </Button>
        ) : null}
        {verification ? <VerificationState verification={verification} /> : null}
      </div>
    </div>
  );
}
