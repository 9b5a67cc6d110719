import { Button, Spinner, type ButtonProps } from '@fluentui/react-components';
import { BotRegular, PersonArrowRightRegular } from '@fluentui/react-icons';
import { useNavigate } from 'react-router-dom';
import type { ShareResult } from '../../../shared/contract/sharing/index.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { errorText } from '../../components/errorText.js';
import { useAddChatbotCustomerMutation, useSendChatbotPdfMutation } from './sharingApi.js';

/** Says what the server answered, with a way to the outbox entry for those who may read it. */
function useShareNotice() {
  const notify = useNotify();
  const navigate = useNavigate();
  const canReadOutbox = useCan('proposal.read');
  return (result: { data: ShareResult } | { error: unknown }, failure: string) => {
    if ('error' in result) return notify.error(failure, errorText(result.error));
    const { message, data } = result.data;
    const open = () => void navigate(`/outbox?message=${encodeURIComponent(data.outboxId)}`);
    notify.success(message, undefined, canReadOutbox ? [{ label: 'Open in outbox', onClick: open }] : []);
  };
}

/**
 * "Export User" (FIELDS.md proposals list): adds the proposal's customer to the chatbot and says
 * what the server answered. Hidden without `proposal.update`.
 *
 * @example <ExportUserButton proposalId={proposal._id} customerName={proposal.customer.fullName} />
 */
export function ExportUserButton({ proposalId, customerName, size }: { proposalId: string; customerName: string; size?: ButtonProps['size'] }) {
  const canExport = useCan('proposal.update');
  const notice = useShareNotice();
  const [addCustomer, adding] = useAddChatbotCustomerMutation();
  if (!canExport) return null;
  return (
    <Button
      size={size}
      icon={adding.isLoading ? <Spinner size="tiny" /> : <PersonArrowRightRegular />}
      disabled={adding.isLoading}
      aria-label={`Export User ${customerName} to the chatbot`}
      onClick={() => void addCustomer(proposalId).then((result) => notice(result, `${customerName} was not added to the chatbot`))}
    >
      Export User
    </Button>
  );
}

/**
 * Sends the customer the selected quotes' PDF (one quote, or their comparison) through the chatbot
 * (spec 000 §7 "send PDF to customer"). Disabled, with the reason, until a quote is selected.
 *
 * @example <ChatbotPdfButton proposalId={proposal._id} quoteIds={selected} disabledReason="Select a quote" />
 */
export function ChatbotPdfButton({ proposalId, quoteIds, disabledReason }: { proposalId: string; quoteIds: string[]; disabledReason?: string }) {
  const notice = useShareNotice();
  const [sendPdf, sending] = useSendChatbotPdfMutation();
  const blocked = quoteIds.length === 0 || quoteIds.length > 10 ? (disabledReason ?? 'Select one to ten quotes') : undefined;
  return (
    <Button
      icon={sending.isLoading ? <Spinner size="tiny" /> : <BotRegular />}
      disabled={Boolean(blocked) || sending.isLoading}
      title={blocked}
      onClick={() => void sendPdf({ proposalId, quoteIds }).then((result) => notice(result, 'The PDF was not sent through the chatbot'))}
    >
      Send PDF by chatbot
    </Button>
  );
}
