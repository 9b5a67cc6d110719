import { Field, Select, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState, type ReactNode } from 'react';
import {
  DOCUMENT_LABELS, VEHICLE_DOCUMENT_TYPES, type KeptDocumentType,
} from '../../../shared/contract/scanned-documents/index.js';
import { DocumentPanel } from './DocumentPanel.js';
import { useGetScannedDocumentsQuery } from './scannedDocumentsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  more: { maxWidth: '320px' },
});

/** The car papers beyond the registration card, offered under "More vehicle documents". */
const MORE_VEHICLE_TYPES = VEHICLE_DOCUMENT_TYPES.filter((type) => type !== 'registrationCard');

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.root} aria-labelledby="scanned-documents-heading">
      <Subtitle1 as="h2" id="scanned-documents-heading">
        {title}
      </Subtitle1>
      {children}
    </section>
  );
}

/** The registration card, the car papers already kept, and a choice to add one of the others. */
function CarPanels({ carId, carName, readOnly }: { carId: string; carName: string; readOnly: boolean }) {
  const styles = useStyles();
  const owner = { type: 'car' as const, id: carId };
  const stored = useGetScannedDocumentsQuery(owner).currentData ?? [];
  const [added, setAdded] = useState<KeptDocumentType[]>([]);
  const shown = MORE_VEHICLE_TYPES.filter((type) => added.includes(type) || stored.some((document) => document.documentType === type));
  const offered = MORE_VEHICLE_TYPES.filter((type) => !shown.includes(type));
  return (
    <>
      <DocumentPanel documentType="registrationCard" owner={owner} ownerName={carName} readOnly={readOnly} />
      {shown.map((type) => (
        <DocumentPanel key={type} documentType={type} owner={owner} ownerName={carName} readOnly={readOnly} />
      ))}
      {!readOnly && offered.length > 0 ? (
        <Field label="More vehicle documents" hint="Add a panel for another paper of the car." className={styles.more}>
          <Select value="" onChange={(_, data) => data.value && setAdded((current) => [...current, data.value as KeptDocumentType])}>
            <option value="">Choose a document</option>
            {offered.map((type) => (
              <option key={type} value={type}>
                {DOCUMENT_LABELS[type]}
              </option>
            ))}
          </Select>
        </Field>
      ) : null}
    </>
  );
}

export interface ProposalDocumentsSectionProps {
  customer: { id: string; name: string };
  /** The proposal's car, or null while it has none. */
  car: { id: string; name: string } | null;
  readOnly?: boolean;
}

/** The proposal's "Upload Documents": the customer's Emirates ID and driving licence, then the car's papers. */
export function ProposalDocumentsSection({ customer, car, readOnly = false }: ProposalDocumentsSectionProps) {
  const owner = { type: 'customer' as const, id: customer.id };
  return (
    <Section title="Upload Documents">
      <DocumentPanel documentType="emiratesId" owner={owner} ownerName={customer.name} readOnly={readOnly} />
      <DocumentPanel documentType="drivingLicense" owner={owner} ownerName={customer.name} readOnly={readOnly} />
      {car ? <CarPanels carId={car.id} carName={car.name} readOnly={readOnly} /> : null}
    </Section>
  );
}

/** A customer's identity papers: Emirates ID, driving licence and trade licence. */
export function CustomerDocumentsSection({ customerId, customerName }: { customerId: string; customerName: string }) {
  const owner = { type: 'customer' as const, id: customerId };
  return (
    <Section title="ID documents">
      <DocumentPanel documentType="emiratesId" owner={owner} ownerName={customerName} />
      <DocumentPanel documentType="drivingLicense" owner={owner} ownerName={customerName} />
      <DocumentPanel documentType="tradeLicense" owner={owner} ownerName={customerName} />
    </Section>
  );
}

/** The insurer's own quote, scanned in against the quotation. */
export function QuoteDocumentsSection({ quoteId, quoteRef }: { quoteId: string; quoteRef: string }) {
  return (
    <Section title="Insurer's quote">
      <DocumentPanel documentType="companyQuote" owner={{ type: 'quote', id: quoteId }} ownerName={`quotation ${quoteRef}`} />
    </Section>
  );
}
