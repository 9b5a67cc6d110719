import { Body1, Button, Caption1, MessageBar, MessageBarBody, Spinner, Subtitle1, Subtitle2, makeStyles, tokens } from '@fluentui/react-components';
import { CheckmarkCircleRegular, DismissRegular, ScanTextRegular, WarningRegular } from '@fluentui/react-icons';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { ExtractionResultSchema, OWNER_OF, type FieldValues } from '../../../shared/contract/scanned-documents/index.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useNotify } from '../../app/notify.js';
import { useHost } from '../../app/useHost.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { DropZone } from '../../components/upload/DropZone.js';
import { fileSize } from '../../components/upload/UploadRows.js';
import { wizardDefaults, type WizardField, type wizardSchema } from '../proposals/public.js';
import { ACCEPTED_TEXT, DATA_FETCHED, DATA_NOT_FETCHED, checkPicked, mergeReads } from './documentFiles.js';
import { EXTRACT_ENDPOINT, UPLOAD_ENDPOINT, ownerDocumentsChanged } from './scannedDocumentsApi.js';
import { useSwallowStrayDrops } from '../../components/upload/useSwallowStrayDrops.js';
import { prefillFromScan, prefillLabel, type WizardDocumentType } from './wizardPrefill.js';

/** FIELDS.md: the toast when a document could not be read. */
export const CANNOT_READ = 'Can not read, File uploaded, Fill up information manually';

/** The wizard's three drop zones, labelled as FIELDS.md names them. */
const ZONES: ReadonlyArray<{ type: WizardDocumentType; label: string }> = [
  { type: 'emiratesId', label: 'Emirates ID' },
  { type: 'drivingLicense', label: 'Driving License' },
  { type: 'registrationCard', label: 'Car Registration Card' },
];

export interface WizardZone {
  files: PickedFile[];
  status: 'empty' | 'ready' | 'scanning' | 'fetched' | 'notFetched';
  error?: string;
  /** Labels of the wizard fields the last scan filled. */
  filled: string[];
}
type Zones = Record<WizardDocumentType, WizardZone>;

const EMPTY: Zones = {
  emiratesId: { files: [], status: 'empty', filled: [] },
  drivingLicense: { files: [], status: 'empty', filled: [] },
  registrationCard: { files: [], status: 'empty', filled: [] },
};

/** The customer and car the new proposal created, to keep the scanned files under. */
export interface CreatedOwners {
  customerId: string;
  carId: string | null;
}

/**
 * The create wizard's scanned documents: files picked or dropped per document (two at most), read
 * by the extraction endpoints (nothing is kept: no owner exists yet) to prefill the form without
 * overwriting what the agent typed, and, once the proposal is created, uploaded to the new
 * customer and car (`keep`) so they stay with the proposal.
 *
 * @example const documents = useWizardDocuments(contractForm); … onSaved: (created) => documents.keep({ customerId, carId })
 */
export function useWizardDocuments(form: ContractForm<typeof wizardSchema>) {
  const host = useHost();
  const notify = useNotify();
  const dispatch = useAppDispatch();
  const [zones, setZones] = useState<Zones>(EMPTY);
  // `keep` runs from the form's save callback: it must see the files picked since.
  const zonesRef = useRef(zones);
  zonesRef.current = zones;
  const defaults = useMemo(() => wizardDefaults(), []);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const { form: rhf } = form;

  const update = useCallback((type: WizardDocumentType, change: Partial<WizardZone>) => {
    setZones((current) => {
      const next = { ...current, [type]: { ...current[type], ...change } };
      zonesRef.current = next;
      return next;
    });
  }, []);

  const removeFile = useCallback(
    (type: WizardDocumentType, fileId: string) => {
      const files = zonesRef.current[type].files.filter((file) => file.id !== fileId);
      update(type, { files, status: files.length === 0 ? 'empty' : 'ready', error: undefined, filled: [] });
    },
    [update],
  );

  const scan = useCallback(
    async (type: WizardDocumentType) => {
      const { files } = zonesRef.current[type];
      const endpoint = EXTRACT_ENDPOINT[type];
      if (files.length === 0 || !endpoint) return;
      update(type, { status: 'scanning', error: undefined, filled: [] });
      const reads: FieldValues[] = [];
      let read = false;
      let failure: string | undefined;
      for (const file of files) {
        const result = await host.files.upload({ fileId: file.id, endpoint, params: {} });
        if (!result.ok) {
          failure = result.error.message;
          continue;
        }
        const answer = ExtractionResultSchema.safeParse(result.data);
        if (!answer.success) continue;
        reads.push(answer.data.data.fields);
        read ||= answer.data.data.read;
      }
      if (!mounted.current) return;
      const values = rhf.getValues();
      const typed = (field: WizardField) => values[field] !== defaults[field];
      const sets = prefillFromScan(type, mergeReads(reads), values, typed);
      for (const [field, value] of sets) rhf.setValue(field, value, { shouldDirty: true, shouldValidate: rhf.formState.submitCount > 0 });
      update(type, { status: read ? 'fetched' : 'notFetched', filled: sets.map(([field]) => prefillLabel(field)), ...(failure ? { error: failure } : {}) });
      if (!read) notify.error(CANNOT_READ, failure);
    },
    [host, notify, rhf, defaults, update],
  );

  /** Files picked or dropped on a zone are read at once; "Scan" reads a zone again. */
  const add = useCallback(
    (type: WizardDocumentType, picked: readonly PickedFile[]) => {
      if (picked.length === 0) return;
      const zone = zonesRef.current[type];
      const checked = checkPicked(picked, zone.files.length);
      if (checked.error !== undefined) return update(type, { error: checked.error });
      update(type, { files: [...zone.files, ...checked.files], status: 'ready', error: undefined, filled: [] });
      void scan(type);
    },
    [update, scan],
  );

  const pick = useCallback(
    async (type: WizardDocumentType) => {
      const result = await host.files.pick('documents');
      if (!result.ok) return update(type, { error: result.error.message });
      add(type, result.data);
    },
    [host, add, update],
  );

  const drop = useCallback(
    async (type: WizardDocumentType, files: File[]) => {
      if (files.length === 0) return;
      const result = await host.files.fromDrop(files);
      if (!result.ok) return update(type, { error: result.error.message });
      add(type, result.data);
    },
    [host, add, update],
  );

  const scanAll = useCallback(async () => {
    await Promise.all(ZONES.filter(({ type }) => zonesRef.current[type].files.length > 0).map(({ type }) => scan(type)));
  }, [scan]);

  const keep = useCallback(
    (owners: CreatedOwners) => {
      const jobs = ZONES.flatMap(({ type, label }) => {
        const ownerId = OWNER_OF[type] === 'car' ? owners.carId : owners.customerId;
        const { files } = zonesRef.current[type];
        return ownerId && files.length > 0 ? [{ type, label, ownerId, files }] : [];
      });
      void (async () => {
        for (const job of jobs) {
          for (const file of job.files) {
            const result = await host.files.upload({ fileId: file.id, endpoint: UPLOAD_ENDPOINT[job.type], params: { id: job.ownerId } });
            if (!result.ok) notify.error(`${job.label} ${file.name} was not kept`, result.error.message);
          }
          dispatch(ownerDocumentsChanged({ type: OWNER_OF[job.type], id: job.ownerId }));
        }
      })();
    },
    [host, notify, dispatch],
  );

  return { zones, pick, drop, removeFile, scan, scanAll, keep };
}

export type WizardDocuments = ReturnType<typeof useWizardDocuments>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  zones: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalL, alignItems: 'start' },
  zone: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  file: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center', justifyContent: 'space-between' },
  files: { margin: 0, padding: 0, listStyleType: 'none' },
  name: { overflowWrap: 'anywhere' },
  status: { display: 'flex', gap: tokens.spacingHorizontalXS, alignItems: 'center' },
  fetched: { color: tokens.colorPaletteGreenForeground1 },
  notFetched: { color: tokens.colorPaletteDarkOrangeForeground1 },
});

function ZoneStatus({ zone }: { zone: WizardZone }) {
  const styles = useStyles();
  if (zone.status === 'empty') return null;
  if (zone.status === 'scanning') return <Spinner size="extra-tiny" label="Reading the document…" />;
  if (zone.status === 'ready') return <Caption1 role="status">Not scanned yet</Caption1>;
  const fetched = zone.status === 'fetched';
  return (
    <span className={styles.status} role="status">
      {fetched ? <CheckmarkCircleRegular className={styles.fetched} aria-hidden /> : <WarningRegular className={styles.notFetched} aria-hidden />}
      <Caption1>{fetched ? DATA_FETCHED : DATA_NOT_FETCHED}</Caption1>
    </span>
  );
}

function Zone({ type, label, documents }: { type: WizardDocumentType; label: string; documents: WizardDocuments }) {
  const styles = useStyles();
  const zone = documents.zones[type];
  return (
    <div className={styles.zone} role="group" aria-label={label}>
      <DropZone testId={`wizard-${type}-drop-zone`} onFiles={(files) => void documents.drop(type, files)}>
        <Subtitle2 as="h3">{label}</Subtitle2>
        <Caption1>{ACCEPTED_TEXT}</Caption1>
        <Button onClick={() => void documents.pick(type)}>Choose files…</Button>
      </DropZone>
      {zone.files.length > 0 ? (
        <ul className={styles.files} aria-label={`${label} files`}>
          {zone.files.map((file) => (
            <li key={file.id} className={styles.file}>
              <Body1 className={styles.name} dir="auto">
                {file.name} ({fileSize(file.size)})
              </Body1>
              <Button
                size="small"
                appearance="subtle"
                icon={<DismissRegular />}
                aria-label={`Remove ${file.name}`}
                disabled={zone.status === 'scanning'}
                onClick={() => documents.removeFile(type, file.id)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      {zone.error ? (
        <MessageBar intent="error">
          <MessageBarBody>{zone.error}</MessageBarBody>
        </MessageBar>
      ) : null}
      <ZoneStatus zone={zone} />
      {zone.filled.length > 0 ? <Caption1>Filled from the scan: {zone.filled.join(', ')}</Caption1> : null}
      {zone.status === 'notFetched' ? <Caption1>Fill in the {label} details below.</Caption1> : null}
      {zone.files.length > 0 ? (
        <Button size="small" icon={<ScanTextRegular />} disabled={zone.status === 'scanning'} onClick={() => void documents.scan(type)}>
          Scan {label}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The wizard's "Upload Documents": drop zones "Emirates ID", "Driving License" and "Car
 * Registration Card" (FIELDS.md), each read as its files arrive and read again with its "Scan"
 * button or "Scan all at once"; the status of each says in words whether its data was read.
 */
export function WizardDocumentsSection({ documents }: { documents: WizardDocuments }) {
  const styles = useStyles();
  useSwallowStrayDrops();
  const zones = Object.values(documents.zones);
  const scanning = zones.some((zone) => zone.status === 'scanning');
  return (
    <section className={styles.root} aria-label="Upload Documents">
      <Subtitle1 as="h2">Upload Documents</Subtitle1>
      <Caption1>What is read fills the empty fields below; the files are kept with the customer and the car once the proposal is created.</Caption1>
      <div className={styles.zones}>
        {ZONES.map(({ type, label }) => (
          <Zone key={type} type={type} label={label} documents={documents} />
        ))}
      </div>
      <div>
        <Button
          appearance="primary"
          icon={scanning ? <Spinner size="tiny" /> : <ScanTextRegular />}
          disabled={scanning || zones.every((zone) => zone.files.length === 0)}
          onClick={() => void documents.scanAll()}
        >
          Scan all at once
        </Button>
      </div>
    </section>
  );
}
