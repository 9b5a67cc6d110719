import {
  Body1,
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Spinner,
  Tab,
  TabList,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { ChatRegular, CopyRegular, MailRegular, SendRegular } from '@fluentui/react-icons';
import { useId, useRef, useState, type KeyboardEvent, type MutableRefObject } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES } from '../../../shared/contract/constants.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import type { HostCallError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { CopyLink } from '../../components/CopyLink.js';
import { useGetProposalQuery } from '../proposals/public.js';
import { checkRecipient } from './shareForm.js';
import { useShareWithCustomerMutation, type ShareLine, type ShareSubject } from './sharingApi.js';

const useStyles = makeStyles({
  content: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

type Channel = 'email' | 'sms' | 'copy';

/** Server field names that mean the recipient, whichever endpoint answered. */
const RECIPIENT_FIELDS = new Set(['toEmail', 'email', 'toMobileNumber', 'mobileNumber']);

/** What a line's messages name besides the price: motor's the insurer and the car, health's the plan and the insured members. */
const NAMED: Record<ShareLine, { compare: string; paymentLink: string }> = {
  motor: { compare: 'each insurer, price and validity', paymentLink: 'the amount, the insurer and the car' },
  health: { compare: 'each insurer and plan, price and validity', paymentLink: 'the amount, the insurer, the plan and the insured members' },
};

/** What the customer gets, said above the recipient. */
function about(subject: ShareSubject): string {
  switch (subject.kind) {
    case 'quote':
      return 'By e-mail the customer gets the quote as a PDF; by SMS, a short text with the insurer, the price and how long it is valid.';
    case 'compare':
      return `By e-mail the customer gets the comparison as a PDF; by SMS, a short text with ${NAMED[subject.line ?? 'motor'].compare}.`;
    case 'paymentLink':
      return `Send the payment link with ${NAMED[subject.line ?? 'motor'].paymentLink} by e-mail or SMS, or copy it to send it another way.`;
    case 'customPaymentLink':
      return 'Send the payment link by e-mail or SMS, or copy it to send it another way.';
  }
}

/** A customer's e-mail and mobile as the recipient fields show them. */
export interface ShareContact {
  email: string;
  mobile: string;
}

export interface ShareDialogProps {
  open: boolean;
  /** Names what is shared, e.g. "Share quote QUO-1001". */
  title: string;
  subject: ShareSubject;
  onClose: () => void;
  /** The recipient to prefill; without it, the motor proposal's customer is read. */
  contact?: ShareContact | undefined;
}

/**
 * A customer's contact as the recipient fields show it (the mobile in its usual `+971 5X…` form).
 *
 * @example shareContactOf(proposal.customer) // { email: 'omar@example.ae', mobile: '+971 50 123 4567' }
 */
export function shareContactOf(customer: { email?: string | null; mobileNumber?: string | null; countryCode?: string | null } | undefined): ShareContact {
  return {
    email: customer?.email ?? '',
    mobile: customer?.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : '',
  };
}

/** The motor proposal's customer, to prefill the recipient; nothing when the user may not read proposals. */
function useCustomerContact(proposalId: string, given: ShareContact | undefined): ShareContact {
  const canRead = useCan('proposal.read');
  const customer = useGetProposalQuery(proposalId, { skip: !canRead || !proposalId || Boolean(given) }).data?.customer;
  return given ?? shareContactOf(customer);
}

interface ShareFormProps extends Omit<ShareDialogProps, 'open'> {
  aboutId: string;
  onSent: () => void;
  busy: MutableRefObject<boolean>;
}

function ShareForm({ title, subject, contact: given, aboutId, onClose, onSent, busy }: ShareFormProps) {
  const styles = useStyles();
  const notify = useNotify();
  const navigate = useNavigate();
  const canReadOutbox = useCan('proposal.read');
  const inputRef = useRef<HTMLInputElement>(null);
  const contact = useCustomerContact('proposalId' in subject ? subject.proposalId : '', given);
  const [share] = useShareWithCustomerMutation();
  const [channel, setChannel] = useState<Channel>('email');
  // What the user typed; until then the field shows the customer's contact once it is known.
  const [typed, setTyped] = useState<{ email?: string; sms?: string }>({});
  const [errors, setErrors] = useState<{ email?: string; sms?: string }>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const text = channel === 'email' ? (typed.email ?? contact.email) : channel === 'sms' ? (typed.sms ?? contact.mobile) : '';

  const validate = (): string | null => {
    if (channel === 'copy') return null;
    const checked = checkRecipient(channel, text);
    setErrors((previous) => ({ ...previous, [channel]: checked.ok ? undefined : checked.message }));
    return checked.ok ? checked.value : null;
  };

  const send = async () => {
    if (busy.current || channel === 'copy') return;
    const value = validate();
    if (value === null) {
      inputRef.current?.focus();
      return;
    }
    busy.current = true;
    setSending(true);
    setFormError(null);
    try {
      const result = await share(channel === 'email' ? { subject, channel, email: value } : { subject, channel, mobileNumber: value });
      if ('data' in result && result.data) {
        const { message, data } = result.data;
        const open = () => void navigate(`/outbox?message=${encodeURIComponent(data.outboxId)}`);
        notify.success(message, undefined, canReadOutbox ? [{ label: 'Open in outbox', onClick: open }] : []);
        onSent();
        return;
      }
      const error = (result as { error?: HostCallError }).error;
      const rest: string[] = [];
      for (const [path, fieldMessage] of Object.entries(error?.fieldErrors ?? {})) {
        if (RECIPIENT_FIELDS.has(path.replace(/^body\./, ''))) setErrors((previous) => ({ ...previous, [channel]: fieldMessage }));
        else rest.push(fieldMessage);
      }
      if (!error?.fieldErrors || Object.keys(error.fieldErrors).length === 0) rest.push(error?.message || MESSAGES.unexpected);
      setFormError(rest.length > 0 ? rest.join(' ') : null);
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void send();
    }
  };

  const fieldError = channel === 'copy' ? undefined : errors[channel];
  return (
    <form
      noValidate
      onKeyDown={onKeyDown}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <DialogBody>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent className={styles.content}>
          <Body1 id={aboutId}>{about(subject)}</Body1>
          <TabList
            selectedValue={channel}
            aria-label="Send by"
            disabled={sending}
            onTabSelect={(_, data) => {
              setChannel(data.value as Channel);
              setFormError(null);
            }}
          >
            <Tab value="email" icon={<MailRegular />}>
              E-mail
            </Tab>
            <Tab value="sms" icon={<ChatRegular />}>
              SMS
            </Tab>
            {'paymentLink' in subject ? (
              <Tab value="copy" icon={<CopyRegular />}>
                Copy link
              </Tab>
            ) : null}
          </TabList>
          {formError ? (
            <MessageBar intent="error" layout="multiline">
              <MessageBarBody>{formError}</MessageBarBody>
            </MessageBar>
          ) : null}
          {channel === 'copy' && 'paymentLink' in subject ? (
            <CopyLink url={subject.paymentLink} label="Copy payment link" />
          ) : channel !== 'copy' ? (
            <Field
              key={channel}
              label={channel === 'email' ? 'Email' : 'Mobile number'}
              required
              validationMessage={fieldError}
              hint={fieldError ? undefined : channel === 'email' ? undefined : '05X…, 5X…, 971… or +971…'}
            >
              <Input
                ref={inputRef}
                name={channel === 'email' ? 'email' : 'mobileNumber'}
                type={channel === 'email' ? 'email' : 'tel'}
                inputMode={channel === 'email' ? 'email' : 'tel'}
                autoComplete="off"
                value={text}
                onChange={(_, data) => setTyped((previous) => ({ ...previous, [channel]: data.value }))}
                onBlur={() => void validate()}
              />
            </Field>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button appearance="secondary" onClick={onClose} disabled={sending}>
            {channel === 'copy' ? 'Close' : 'Cancel'}
          </Button>
          {channel === 'copy' ? null : (
            <Button
              appearance="primary"
              type="submit"
              disabled={sending}
              aria-busy={sending}
              icon={sending ? <Spinner size="tiny" /> : <SendRegular />}
            >
              {channel === 'email' ? 'Send e-mail' : 'Send SMS'}
            </Button>
          )}
        </DialogActions>
      </DialogBody>
    </form>
  );
}

/**
 * The one dialog for every share (spec 000 §7 "Sharing"): a quote, a comparison or a payment
 * link, by e-mail or SMS (and Copy link for a payment link), prefilled with the proposal's
 * customer. The recipient is checked on blur and on Send (FIELDS.md messages); the server's
 * answer is the success toast, and its refusal stays in the dialog. Ctrl+S sends; nothing closes
 * while sending; each opening starts over.
 *
 * @example <ShareDialog open={open} title="Share quote QUO-1001" subject={{ kind: 'quote', proposalId, quoteId }} onClose={close} />
 */
export function ShareDialog({ open, title, subject, contact, onClose }: ShareDialogProps) {
  const busy = useRef(false);
  const aboutId = useId();
  const close = () => {
    if (!busy.current) onClose();
  };
  return (
    <Dialog open={open} onOpenChange={(_, data) => (!data.open ? close() : undefined)}>
      <DialogSurface aria-describedby={aboutId}>
        <ShareForm title={title} subject={subject} contact={contact} aboutId={aboutId} onClose={close} onSent={onClose} busy={busy} />
      </DialogSurface>
    </Dialog>
  );
}
