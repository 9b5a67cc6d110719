import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { DocumentSearchRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { z } from 'zod';
import { ExtractionResultSchema, type FieldValues } from '../../../shared/contract/scanned-documents/scanned-documents.schema.js';
import { useHost } from '../../app/useHost.js';
import type { ContractForm } from '../../components/form/useContractForm.js';

const useStyles = makeStyles({ tool: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, marginBlockEnd: tokens.spacingVerticalM } });

/** What a trade licence fills: the form's field and the reader's. */
const FILLS = [
  { field: 'fullName', read: 'companyName', label: 'Company name' },
  { field: 'tradeLicenseNumber', read: 'licenceNo', label: 'Trade licence number' },
  { field: 'tradeLicenseExpiry', read: 'expiryDate', label: 'Trade licence expiry' },
] as const;

/** The form's values a read sets: each non-empty value read replaces the form's (new non-empty over old); a day must be a day. */
export function tradeLicenceFills(read: FieldValues): Array<readonly [string, string, string]> {
  return FILLS.flatMap(({ field, read: key, label }) => {
    const value = read[key]?.trim() ?? '';
    if (value === '' || (field === 'tradeLicenseExpiry' && !/^\d{4}-\d{2}-\d{2}$/.test(value))) return [];
    return [[field, value, label] as const];
  });
}

/**
 * "Read from trade licence": staff pick the licence (PDF or image), the server's document reader
 * reads it (nothing is kept), and the company name, licence number and expiry it found fill the
 * form for staff to check before saving.
 */
export function TradeLicenceRead({ contractForm }: { contractForm: ContractForm<z.ZodObject> }) {
  const styles = useStyles();
  const host = useHost();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<string>();
  const read = async () => {
    const picked = await host.files.pick('documents');
    const file = picked.ok ? picked.data[0] : undefined;
    if (!picked.ok) return setOutcome(picked.error.message);
    if (!file) return;
    setBusy(true);
    const result = await host.files.upload({ fileId: file.id, endpoint: 'scannedDocuments.extractTradeLicense', params: {} });
    setBusy(false);
    if (!result.ok) return setOutcome(result.error.message);
    const answer = ExtractionResultSchema.safeParse(result.data);
    const fills = answer.success && answer.data.data.read ? tradeLicenceFills(answer.data.data.fields) : [];
    const { form } = contractForm;
    for (const [field, value] of fills) form.setValue(field as never, value as never, { shouldDirty: true, shouldValidate: form.formState.submitCount > 0 });
    setOutcome(fills.length > 0 ? `Filled from the trade licence: ${fills.map(([, , label]) => label).join(', ')}. Check them before saving.` : 'Nothing could be read from this trade licence: type the fields.');
  };
  return (
    <div className={styles.tool}>
      <Button icon={<DocumentSearchRegular />} disabled={busy} onClick={() => void read()}>{busy ? 'Reading…' : 'Read from trade licence'}</Button>
      {outcome ? <Caption1 role="status">{outcome}</Caption1> : null}
    </div>
  );
}
