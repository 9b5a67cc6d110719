import {
  Body1, Button, Caption1, Field, MessageBar, MessageBarBody, SearchBox, Select, Spinner, Title2, makeStyles, tokens,
} from '@fluentui/react-components';
import { DismissRegular, SearchRegular } from '@fluentui/react-icons';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  DOCUMENT_LABELS, KEPT_DOCUMENT_TYPES, OWNER_OF, type KeptDocumentType,
} from '../../../shared/contract/scanned-documents/index.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useDocumentTitle } from '../../app/useDocumentTitle.js';
import { LoadError } from '../../components/LoadError.js';
import { useGetCustomerQuery, useGetCustomersQuery } from '../customers/public.js';
import { useGetProposalQuery, useGetProposalQuotesQuery, useGetProposalsQuery } from '../proposals/public.js';
import { DocumentPanel } from './DocumentPanel.js';
import type { DocumentOwner } from './scannedDocumentsApi.js';

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, padding: tokens.spacingHorizontalXL },
  pickers: { display: 'flex', gap: tokens.spacingHorizontalXL, flexWrap: 'wrap', alignItems: 'flex-start' },
  picker: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: '280px', maxWidth: '480px' },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
  results: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS, margin: 0, padding: 0, listStyleType: 'none' },
  result: { justifyContent: 'flex-start', textAlign: 'start' },
});

const SEARCH_DEBOUNCE_MS = 400;
const isDocumentType = (value: string | null): value is KeptDocumentType => (KEPT_DOCUMENT_TYPES as readonly (string | null)[]).includes(value);

/** A customer found by name, e-mail, mobile or Emirates ID; the chosen one is kept in the URL. */
function CustomerPicker({ customerId, onChoose }: { customerId: string; onChoose: (id: string) => void }) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [search, setSearch] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setSearch(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);
  const found = useGetCustomersQuery({ page: 1, size: 10, search }, { skip: search.length < 2 });
  const chosen = useGetCustomerQuery(customerId, { skip: !customerId });

  if (customerId) {
    return (
      <div className={styles.picker}>
        <Field label="Customer">
          <div className={styles.row}>
            <Body1 dir="auto">{chosen.currentData ? `${chosen.currentData.fullName} (${chosen.currentData.customerId})` : 'Loading…'}</Body1>
            <Button size="small" icon={<DismissRegular />} onClick={() => onChoose('')}>
              Change customer
            </Button>
          </div>
        </Field>
        {chosen.isError ? <LoadError error={chosen.error} onRetry={chosen.refetch} /> : null}
      </div>
    );
  }
  const rows = found.currentData?.data ?? [];
  return (
    <div className={styles.picker}>
      <Field label="Find the customer" hint="Name, e-mail, mobile or Emirates ID">
        <SearchBox
          value={text}
          onChange={(_, data) => setText(data.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') setSearch(text.trim());
          }}
        />
      </Field>
      {found.isFetching ? <Spinner size="extra-tiny" label="Searching…" /> : null}
      {found.isError ? <LoadError error={found.error} onRetry={found.refetch} /> : null}
      {search.length >= 2 && found.currentData && rows.length === 0 ? <Body1>No matches.</Body1> : null}
      {rows.length > 0 ? (
        <ul className={styles.results} aria-label="Customers found">
          {rows.map((customer) => (
            <li key={customer._id}>
              <Button appearance="subtle" className={styles.result} onClick={() => onChoose(customer._id)}>
                <span dir="auto">{customer.fullName}</span>
                &nbsp;· {customer.email}
                {customer.mobileNumber ? ` · ${formatUaeMobile(customer.mobileNumber, customer.countryCode || '971')}` : ''}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** A proposal found by its reference: its car, or (for an insurer's quote) one of its quotations. */
function ProposalPicker({
  proposalId, quoteId, needsQuote, onProposal, onQuote,
}: { proposalId: string; quoteId: string; needsQuote: boolean; onProposal: (id: string) => void; onQuote: (id: string) => void }) {
  const styles = useStyles();
  const [text, setText] = useState('');
  const [searched, setSearched] = useState('');
  const found = useGetProposalsQuery({ page: 1, size: 10, search: searched, filter: { status: 'all', qType: 'all' } }, { skip: !searched });
  const proposal = useGetProposalQuery(proposalId, { skip: !proposalId });
  const quotes = useGetProposalQuotesQuery({ id: proposalId, insuranceType: 'all' }, { skip: !proposalId || !needsQuote });
  const rows = found.currentData?.data ?? [];
  const exact = rows.filter((row) => row.ref.toLowerCase() === searched.toLowerCase());
  // One proposal with exactly that reference is the one meant.
  useEffect(() => {
    if (!proposalId && exact.length === 1) onProposal(exact[0]!._id);
  }, [proposalId, exact, onProposal]);

  if (proposalId) {
    const record = proposal.currentData;
    return (
      <div className={styles.picker}>
        <Field label="Proposal">
          <div className={styles.row}>
            <Body1 dir="auto">{record ? `${record.ref} · ${record.customer.fullName}` : 'Loading…'}</Body1>
            <Button size="small" icon={<DismissRegular />} onClick={() => onProposal('')}>
              Change proposal
            </Button>
          </div>
        </Field>
        {proposal.isError ? <LoadError error={proposal.error} onRetry={proposal.refetch} /> : null}
        {needsQuote ? (
          <Field label="Quotation">
            <Select value={quoteId} onChange={(_, data) => onQuote(data.value)}>
              <option value="">Choose a quotation</option>
              {(quotes.currentData ?? []).map((quote) => (
                <option key={quote._id} value={quote._id}>
                  {quote.ref} · {quote.companyName} – {quote.planName}
                </option>
              ))}
            </Select>
          </Field>
        ) : null}
        {needsQuote && quotes.isError ? <LoadError error={quotes.error} onRetry={quotes.refetch} /> : null}
        {needsQuote && quotes.currentData?.length === 0 ? <Body1>This proposal has no quotations.</Body1> : null}
      </div>
    );
  }
  return (
    <div className={styles.picker}>
      <form
        className={styles.row}
        onSubmit={(event) => {
          event.preventDefault();
          setSearched(text.trim());
        }}
      >
        <Field label="Proposal reference" hint="e.g. PRO-2001">
          <SearchBox value={text} onChange={(_, data) => setText(data.value)} />
        </Field>
        <Button type="submit" icon={<SearchRegular />} disabled={!text.trim()}>
          Find
        </Button>
      </form>
      {found.isFetching ? <Spinner size="extra-tiny" label="Searching…" /> : null}
      {found.isError ? <LoadError error={found.error} onRetry={found.refetch} /> : null}
      {searched && found.currentData && rows.length === 0 ? <Body1>No proposal with reference {searched}.</Body1> : null}
      {rows.length > 0 && exact.length !== 1 ? (
        <ul className={styles.results} aria-label="Proposals found">
          {rows.map((row) => (
            <li key={row._id}>
              <Button appearance="subtle" className={styles.result} onClick={() => onProposal(row._id)}>
                {row.ref} · <span dir="auto">{row.customer.fullName}</span>
                {row.car ? ` · ${row.car}` : ''}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The owner the page's choices name, with what the panel calls it, or why there is none yet. */
type Chosen = { owner: DocumentOwner; name: string } | { missing: string } | null;
function useChosenOwner(type: KeptDocumentType, customerId: string, proposalId: string, quoteId: string): Chosen {
  const kind = OWNER_OF[type];
  const customer = useGetCustomerQuery(customerId, { skip: kind !== 'customer' || !customerId });
  const proposal = useGetProposalQuery(proposalId, { skip: kind === 'customer' || !proposalId });
  if (kind === 'customer') {
    return customerId ? { owner: { type: 'customer', id: customerId }, name: customer.currentData?.fullName ?? 'the customer' } : null;
  }
  const record = proposal.currentData;
  if (!record) return null;
  if (kind === 'quote') return quoteId ? { owner: { type: 'quote', id: quoteId }, name: `the chosen quotation of proposal ${record.ref}` } : null;
  if (!record.carDetails) return { missing: `Proposal ${record.ref} has no car yet.` };
  const car = record.carDetails;
  return { owner: { type: 'car', id: car._id }, name: `the ${car.year} ${car.make} ${car.model} of proposal ${record.ref}` };
}

/**
 * `/upload-file`: scan one document into its owner. Choose the document type, then the owner it
 * belongs to (a customer found by search, or a proposal's car or quotation by the proposal's
 * reference); the same document panel as on the records follows. Choices live in the URL.
 */
export default function UploadFilePage() {
  const styles = useStyles();
  useDocumentTitle('Upload file');
  const [params, setParams] = useSearchParams();
  const requested = params.get('type');
  const type: KeptDocumentType = isDocumentType(requested) ? requested : 'emiratesId';
  const customerId = params.get('customer') ?? '';
  const proposalId = params.get('proposal') ?? '';
  const quoteId = params.get('quote') ?? '';
  const kind = OWNER_OF[type];
  const chosen = useChosenOwner(type, customerId, proposalId, quoteId);

  const change = (values: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(values)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );

  return (
    <section className={styles.root}>
      <Title2 as="h1">Upload file</Title2>
      <Caption1>Scan an identity paper, a car paper or an insurer's quote into its record; correct the fields read, then verify them.</Caption1>
      <div className={styles.pickers}>
        <Field label="Document type" className={styles.picker}>
          <Select value={type} onChange={(_, data) => change({ type: data.value })}>
            {KEPT_DOCUMENT_TYPES.map((option) => (
              <option key={option} value={option}>
                {DOCUMENT_LABELS[option]}
              </option>
            ))}
          </Select>
        </Field>
        {kind === 'customer' ? (
          <CustomerPicker customerId={customerId} onChoose={(id) => change({ customer: id })} />
        ) : (
          <ProposalPicker
            proposalId={proposalId}
            quoteId={quoteId}
            needsQuote={kind === 'quote'}
            onProposal={(id) => change({ proposal: id, quote: '' })}
            onQuote={(id) => change({ quote: id })}
          />
        )}
      </div>
      {chosen && 'owner' in chosen ? (
        <DocumentPanel key={`${type}-${chosen.owner.type}-${chosen.owner.id}`} documentType={type} owner={chosen.owner} ownerName={chosen.name} />
      ) : chosen ? (
        <MessageBar intent="warning">
          <MessageBarBody>{chosen.missing}</MessageBarBody>
        </MessageBar>
      ) : (
        <Body1>Choose {kind === 'customer' ? 'the customer' : kind === 'car' ? 'the proposal whose car' : 'the quotation'} the document belongs to.</Body1>
      )}
    </section>
  );
}
