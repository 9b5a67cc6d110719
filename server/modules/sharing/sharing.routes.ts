import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { sharingContract } from '../../../shared/contract/sharing/sharing.contract.js';
import type { SharePaymentLinkEmailSchema, SharePaymentLinkSmsSchema } from '../../../shared/contract/sharing/sharing.schema.js';
import type { CustomerWithProfile, ProposalCar, Quote } from '../../../shared/contract/proposals/index.js';
import { formatAed, formatDate, formatDateTime } from '../../../shared/domain/format.js';
import type { ProposalRow } from '../../db/schema.js';
import { conflict, notFound, unprocessable } from '../../http/httpError.js';
import { pagination } from '../../http/pagination.js';
import { registerArea, type AreaHandlers } from '../../http/registerArea.js';
import { createSandboxChatbot, type ChatbotAdapter, type ChatbotContact } from '../../services/messaging/chatbot.js';
import type { DeliveredMessage, MessageAttachment, Messenger } from '../../services/messaging/messenger.js';
import { createOutbox } from '../../services/messaging/outbox.js';
import { renderComparePdf } from '../../services/pdf/comparePdf.js';
import { renderHealthComparePdf } from '../../services/pdf/healthComparePdf.js';
import { renderQuotePdf } from '../../services/pdf/salesPdfs.js';
import type { AuthContext } from '../../http/auth.js';
import { createProposalsRepository } from '../proposals/proposals.repository.js';
import { createSharingRepository } from './sharing.repository.js';
import { addHistory, proposalParties, selectQuotes, toQuote } from '../../sales/salesRecords.js';
import { createOutboxRepository } from './outbox.repository.js';
import { healthComparison, healthCompareFileName } from '../health-proposals/healthCompare.js';
import { readHealthDetails } from '../health-proposals/healthLine.js';

export interface SharingRoutesOptions {
  filesDir: string;
  messenger: Messenger;
  /** The chatbot service; the sandbox (outbox only) by default. */
  chatbot?: ChatbotAdapter;
}

type Area = typeof sharingContract;
type PaymentLinkSms = z.infer<typeof SharePaymentLinkSmsSchema>;
type PaymentLinkEmail = z.infer<typeof SharePaymentLinkEmailSchema>;

const PDF = 'application/pdf';

/** A proposal with the customer and car its documents show. */
interface Parties {
  proposal: ProposalRow;
  customer: CustomerWithProfile;
  car: ProposalCar | null;
}

const carName = (car: ProposalCar | null) => (car ? [car.year, car.make, car.model].filter(Boolean).join(' ') : 'your car');
const validity = (quote: Quote) => (quote.expiresAt ? `valid until ${formatDate(quote.expiresAt)}` : 'validity as per insurer');

/** One line per quote: insurer, plan, total and validity. */
const quoteLine = (quote: Quote, index: number) =>
  `${index + 1}. ${quote.companyName} ${quote.planName}: ${formatAed(quote.totalFils)} incl. VAT, ${validity(quote)}`;

/**
 * How a line's quotes are worded to the customer: what its quotes are called, the insurance,
 * what is insured, and how one quote is named (on a line of a comparison's SMS, in a payment link's message).
 */
interface LineWords {
  quotes: string;
  /** What the e-mail's subject counts: motor's quotes are one per insurer, health's are plans. */
  counted: string;
  insurance: string;
  insured(parties: Parties): string;
  name(quote: Quote): string;
}

/** The lines whose quotes are shared; each line's share paths take only its quotes. */
type SalesLine = 'motor' | 'health';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const LINE_WORDS: Record<SalesLine, LineWords> = {
  motor: { quotes: 'quotes', counted: 'insurer', insurance: 'motor insurance', insured: (parties) => carName(parties.car), name: (quote) => quote.companyName },
  health: {
    quotes: 'plans', counted: 'plan', insurance: 'health insurance',
    insured: (parties) => plural(readHealthDetails(parties.proposal.details)?.members.length ?? 1, 'insured member'),
    // An insurer offers several health plans: each is named by its plan too.
    name: (quote) => `${quote.companyName} ${quote.planName}`,
  },
};

/** A comparison ready to send: the proposal's parties, the quotes, the line's words and its PDF. */
interface SharedComparison {
  parties: Parties;
  quotes: Quote[];
  words: LineWords;
  attachment(): Promise<MessageAttachment>;
}

/** The answer to a share: what happened, said plainly when the sandbox only kept it. */
export function shareResult(what: string, recipient: string, delivered: DeliveredMessage) {
  const message = delivered.status === 'sent'
    ? `${what} sent to ${recipient}`
    : `${what} for ${recipient} kept in the outbox (sandbox: not delivered)`;
  return { success: true as const, message, data: { outboxId: delivered.outboxId } };
}

/**
 * Sharing (spec 000 §7 "Sharing"): the comparison PDF, quotes, comparisons (motor's and health's,
 * each worded for its line) and payment links sent
 * by SMS, e-mail or the chatbot through the messaging adapters, and the outbox of what was sent.
 * Every quote shared must belong to the proposal named and still be on offer.
 */
export function sharingRoutes(app: FastifyInstance, options: SharingRoutesOptions, done: () => void): void {
  const db = app.db;
  const proposals = createProposalsRepository(db);
  const proposalsOf: Record<SalesLine, typeof proposals> = { motor: proposals, health: createProposalsRepository(db, undefined, 'health') };
  const outbox = createOutbox(db, options.filesDir);
  const messages = createOutboxRepository(db);
  const sharing = createSharingRepository(db);
  const chatbot = options.chatbot ?? createSandboxChatbot(outbox);
  const { messenger } = options;

  async function partiesOf(proposal: ProposalRow): Promise<Parties> {
    return { proposal, ...(await proposalParties(db, proposal)) };
  }

  /** A quote can go to the customer while it can still be bought: current and unexpired, or already paid. */
  function assertOnOffer(quote: Quote, field: string) {
    if (quote.paymentStatus === 'paid') return;
    if (!quote.isCurrent) throw unprocessable(`${field}: Quote ${quote.ref} was replaced by a regeneration; share a current quote`);
    if (quote.expiresAt && quote.expiresAt <= new Date().toISOString()) {
      throw unprocessable(`${field}: Quote ${quote.ref} expired on ${formatDate(quote.expiresAt)}; re-generate the proposal's quotes`);
    }
  }

  /** The proposal and the quotes named, in the order given; an id that is not one of its quotes is refused (422) by name. */
  async function proposalQuotes(proposalId: string, ids: string[], minimum: number) {
    const proposal = await proposals.row(proposalId);
    const wanted = [...new Set(ids)];
    const rows = await selectQuotes(db).where('quotes.id', 'in', wanted).execute();
    const byId = new Map(rows.filter((row) => row.proposal_id === proposal.id).map((row) => [row.id, row]));
    const foreign = wanted.filter((id) => !byId.has(id));
    if (foreign.length > 0) {
      throw unprocessable(`ids: ${foreign.join(', ')} ${foreign.length === 1 ? 'is not a quote' : 'are not quotes'} of proposal ${proposal.ref}`);
    }
    const quotes = wanted.map((id) => toQuote(byId.get(id)!));
    for (const quote of quotes) assertOnOffer(quote, 'ids');
    if (quotes.length < minimum) throw unprocessable(`ids: Choose at least ${minimum} different quotes to compare`);
    return { parties: await partiesOf(proposal), quotes };
  }

  /** A quote of the line and its proposal's parties; a quote of another line's proposal is not found. */
  async function quoteOf(quoteId: string, line: SalesLine = 'motor') {
    const row = await selectQuotes(db).where('quotes.id', '=', quoteId).executeTakeFirst();
    if (!row) throw notFound('Quote not found');
    const quote = toQuote(row);
    return { quote, parties: await partiesOf(await proposalsOf[line].row(quote.proposalId)) };
  }

  /** A motor comparison: the quotes of the proposal on offer, at least two. */
  async function motorCompared(proposalId: string, ids: string[]): Promise<SharedComparison> {
    const { parties, quotes } = await proposalQuotes(proposalId, ids, 2);
    return { parties, quotes, words: LINE_WORDS.motor, attachment: () => comparison(parties, quotes) };
  }

  /** A health comparison: the plans as the compare page shows them (with its benefit edits), each still on offer. */
  async function healthCompared(proposalId: string, ids: string[]): Promise<SharedComparison> {
    const set = await healthComparison(db, proposalId, ids);
    for (const quote of set.quotes) assertOnOffer(quote, 'ids');
    return {
      parties: await partiesOf(set.proposal), quotes: set.quotes, words: LINE_WORDS.health,
      attachment: async () => ({ fileName: healthCompareFileName(set.proposal.ref, 'pdf'), mimeType: PDF, content: await renderHealthComparePdf(set.comparison) }),
    };
  }

  async function comparison(parties: Parties, quotes: Quote[]): Promise<MessageAttachment> {
    const content = await renderComparePdf({ quotes, customer: parties.customer, car: parties.car, proposalRef: parties.proposal.ref });
    return { fileName: `Comparison-${parties.proposal.ref}.pdf`, mimeType: PDF, content };
  }

  async function quotePdf(parties: Parties, quote: Quote): Promise<MessageAttachment> {
    const content = await renderQuotePdf({ quote, customer: parties.customer, car: parties.car, proposalRef: parties.proposal.ref });
    return { fileName: `${quote.ref}.pdf`, mimeType: PDF, content };
  }

  /** The share in the proposal's history, so the agent's work shows on the proposal. */
  function remember(auth: AuthContext, proposal: ProposalRow, action: string, detail: string) {
    return addHistory(db, { entityType: 'proposal', entityId: proposal.id, accountId: auth.accountId, action, detail, line: proposal.line });
  }

  /** The SMS of a comparison: one short line per insurer with its total, the validity once when the quotes share it. */
  function compareText({ parties, quotes, words }: Pick<SharedComparison, 'parties' | 'quotes' | 'words'>) {
    const days = new Set(quotes.map((quote) => formatDate(quote.expiresAt)));
    const shared = days.size === 1 && quotes[0]!.expiresAt ? [...days][0] : null;
    const lines = quotes.map((quote) => `${words.name(quote)} ${formatAed(quote.totalFils)}${shared || !quote.expiresAt ? '' : ` until ${formatDate(quote.expiresAt)}`}`);
    return `BrokerDesk ${words.quotes} ${parties.proposal.ref}, ${words.insured(parties)}, incl. VAT:\n${lines.join('\n')}\n`
      + `${shared ? `Valid until ${shared}. ` : ''}Reply or call us to buy.`;
  }

  function compareEmail({ parties, quotes, words }: SharedComparison) {
    return {
      subject: `Your ${words.insurance} ${words.quotes} ${parties.proposal.ref}: ${plural(quotes.length, words.counted)} compared`,
      body: `Dear ${parties.customer.fullName},\n\nPlease find attached the comparison of ${quotes.length} ${words.quotes} for ${words.insured(parties)}:\n\n`
        + `${quotes.map(quoteLine).join('\n')}\n\nReply to this e-mail or call us to buy the one you choose.\n\nBrokerDesk`,
    };
  }

  /** A comparison sent by SMS, remembered on its proposal. */
  async function shareComparisonSms(compared: SharedComparison, toMobileNumber: string, auth: AuthContext) {
    const { parties, quotes, words } = compared;
    const delivered = await messenger.sendSms({ toMobileNumber, body: compareText(compared), sentBy: auth.accountId, proposalId: parties.proposal.id });
    await remember(auth, parties.proposal, 'Comparison shared by SMS', `${quotes.map((quote) => quote.ref).join(', ')} to +971${toMobileNumber}`);
    return shareResult(`Comparison of ${quotes.length} ${words.quotes}`, `+971${toMobileNumber}`, delivered);
  }

  /** A comparison sent by e-mail with its PDF, remembered on its proposal. */
  async function shareComparisonEmail(compared: SharedComparison, toEmail: string, auth: AuthContext) {
    const { parties, quotes, words } = compared;
    const delivered = await messenger.sendEmail({
      to: toEmail, ...compareEmail(compared), attachment: await compared.attachment(), sentBy: auth.accountId, proposalId: parties.proposal.id,
    });
    await remember(auth, parties.proposal, 'Comparison shared by e-mail', `${quotes.map((quote) => quote.ref).join(', ')} to ${toEmail}`);
    return shareResult(`Comparison of ${quotes.length} ${words.quotes}`, toEmail, delivered);
  }

  /**
   * The line's quote with its open payment link: a 409 when the quote has no link open to share,
   * else a 422 saying why the link given is not it.
   */
  async function checkPaymentLink(quoteId: string, link: string, line: SalesLine) {
    const { quote, parties } = await quoteOf(quoteId, line);
    if (quote.paymentStatus === 'paid') throw unprocessable(`Quote ${quote.ref} is already paid; there is nothing left to pay.`);
    const now = new Date().toISOString();
    const payment = await sharing.paymentByLink(quote._id, link);
    if (!payment && !(await sharing.hasOpenLink(quote._id, now))) {
      throw conflict(`Quote ${quote.ref} has no payment link open: create a card or buy-now-pay-later link first, then share it`);
    }
    if (!payment) throw unprocessable("paymentLink: This is not the quote's payment link");
    if (payment.status !== 'pending' || (payment.expires_at !== null && payment.expires_at <= now)) {
      const why = payment.status === 'pending' ? `it expired on ${formatDateTime(payment.expires_at)}` : `its payment is ${payment.status}`;
      throw unprocessable(`paymentLink: This is not the quote's payment link any more (${why}); get a new link`);
    }
    return { quote, parties, payment };
  }

  /** What a payment link's message says: the amount, the quote, the line's insurance and what it insures, and until when the link is open. */
  const paymentText = (quote: Quote, parties: Parties, words: LineWords, link: string, expiresAt: string | null) =>
    `Pay ${formatAed(quote.totalFils)} for quote ${quote.ref}, your ${words.name(quote)} ${words.insurance} for ${words.insured(parties)}: ${link}`
    + (expiresAt ? `\nThe link is open until ${formatDateTime(expiresAt)}.` : '');

  /** A line's payment link sent by SMS (its quote's open link only), remembered on its proposal. */
  async function sharePaymentLinkSms(line: SalesLine, body: PaymentLinkSms, auth: AuthContext) {
    const { quote, parties, payment } = await checkPaymentLink(body.quoteId, body.paymentLink, line);
    const delivered = await messenger.sendSms({
      toMobileNumber: body.mobileNumber, body: `Dear ${parties.customer.fullName}, ${paymentText(quote, parties, LINE_WORDS[line], body.paymentLink, payment.expires_at)}`,
      sentBy: auth.accountId, proposalId: parties.proposal.id, quoteId: quote._id,
    });
    await remember(auth, parties.proposal, 'Payment link shared by SMS', `${payment.ref} (${quote.ref}) to +971${body.mobileNumber}`);
    return shareResult(`Payment link of ${quote.ref}`, `+971${body.mobileNumber}`, delivered);
  }

  /** A line's payment link sent by e-mail (its quote's open link only), remembered on its proposal. */
  async function sharePaymentLinkEmail(line: SalesLine, body: PaymentLinkEmail, auth: AuthContext) {
    const { quote, parties, payment } = await checkPaymentLink(body.quoteId, body.paymentLink, line);
    const words = LINE_WORDS[line];
    const delivered = await messenger.sendEmail({
      to: body.email,
      subject: `Payment link for your ${words.name(quote)} ${words.insurance} (${quote.ref})`,
      body: `Dear ${parties.customer.fullName},\n\n${paymentText(quote, parties, words, body.paymentLink, payment.expires_at)}\n\n`
        + 'Your policy is issued once the payment is received.\n\nBrokerDesk',
      sentBy: auth.accountId, proposalId: parties.proposal.id, quoteId: quote._id,
    });
    await remember(auth, parties.proposal, 'Payment link shared by e-mail', `${payment.ref} (${quote.ref}) to ${body.email}`);
    return shareResult(`Payment link of ${quote.ref}`, body.email, delivered);
  }

  function contactOf(parties: Parties, agentEmail: string): ChatbotContact {
    return { name: parties.customer.fullName, email: parties.customer.email, mobileNumber: parties.customer.mobileNumber, agentEmail };
  }

  /** The agent the chatbot hands the conversation to: the proposal's assignee, else whoever sends. */
  async function agentEmailOf(proposal: ProposalRow, auth: AuthContext): Promise<string> {
    if (!proposal.assigned_to) return auth.user.email;
    return (await sharing.accountEmail(proposal.assigned_to)) ?? auth.user.email;
  }

  const handlers: AreaHandlers<Area> = {
    comparePdf: async ({ params, body }) => {
      const { parties, quotes } = await proposalQuotes(params.id, body.ids, 2);
      const file = await comparison(parties, quotes);
      return { fileName: file.fileName, content: Buffer.from(file.content) };
    },

    shareCompareSms: async ({ params, body, auth }) => shareComparisonSms(await motorCompared(params.id, body.ids), body.toMobileNumber, auth),
    shareCompareEmail: async ({ params, body, auth }) => shareComparisonEmail(await motorCompared(params.id, body.ids), body.toEmail, auth),
    shareHealthCompareSms: async ({ params, body, auth }) => shareComparisonSms(await healthCompared(params.id, body.ids), body.toMobileNumber, auth),
    shareHealthCompareEmail: async ({ params, body, auth }) => shareComparisonEmail(await healthCompared(params.id, body.ids), body.toEmail, auth),

    shareQuoteSms: async ({ params, body, auth }) => {
      const { quote, parties } = await quoteOf(params.id);
      assertOnOffer(quote, 'id');
      const delivered = await messenger.sendSms({
        toMobileNumber: body.toMobileNumber,
        body: `Dear ${parties.customer.fullName}, your BrokerDesk quote ${quote.ref} for ${carName(parties.car)}: ${quote.companyName} ${quote.planName}, `
          + `${formatAed(quote.totalFils)} incl. VAT, ${validity(quote)}. Reply or call us to buy.`,
        sentBy: auth.accountId, proposalId: parties.proposal.id, quoteId: quote._id,
      });
      await remember(auth, parties.proposal, 'Quote shared by SMS', `${quote.ref} to +971${body.toMobileNumber}`);
      return shareResult(`Quote ${quote.ref}`, `+971${body.toMobileNumber}`, delivered);
    },

    shareQuoteEmail: async ({ params, body, auth }) => {
      const { quote, parties } = await quoteOf(params.id);
      assertOnOffer(quote, 'id');
      const delivered = await messenger.sendEmail({
        to: body.toEmail,
        subject: `Your motor insurance quote ${quote.ref} from ${quote.companyName}`,
        body: `Dear ${parties.customer.fullName},\n\nPlease find attached quote ${quote.ref} for ${carName(parties.car)}: ${quote.companyName} ${quote.planName}, `
          + `${formatAed(quote.totalFils)} including VAT, ${validity(quote)}.\n\nReply to this e-mail or call us to buy it.\n\nBrokerDesk`,
        attachment: await quotePdf(parties, quote), sentBy: auth.accountId, proposalId: parties.proposal.id, quoteId: quote._id,
      });
      await remember(auth, parties.proposal, 'Quote shared by e-mail', `${quote.ref} to ${body.toEmail}`);
      return shareResult(`Quote ${quote.ref}`, body.toEmail, delivered);
    },

    sharePaymentLinkSms: async ({ body, auth }) => sharePaymentLinkSms('motor', body, auth),
    sharePaymentLinkEmail: async ({ body, auth }) => sharePaymentLinkEmail('motor', body, auth),
    shareHealthPaymentLinkSms: async ({ body, auth }) => sharePaymentLinkSms('health', body, auth),
    shareHealthPaymentLinkEmail: async ({ body, auth }) => sharePaymentLinkEmail('health', body, auth),

    chatbotSendPdf: async ({ params, body, auth }) => {
      const { parties, quotes } = await proposalQuotes(params.id, body.quoteIds, 1);
      const single = quotes.length === 1 ? quotes[0]! : null;
      const attachment = single ? await quotePdf(parties, single) : await comparison(parties, quotes);
      const delivered = await chatbot.sendPdf({
        contact: contactOf(parties, await agentEmailOf(parties.proposal, auth)),
        caption: single
          ? `Your quote ${single.ref}: ${single.companyName} ${single.planName}, ${formatAed(single.totalFils)} incl. VAT, ${validity(single)}.`
          : compareText({ parties, quotes, words: LINE_WORDS.motor }),
        attachment, sentBy: auth.accountId, proposalId: parties.proposal.id, quoteId: single?._id ?? null,
      });
      await remember(auth, parties.proposal, 'PDF sent through the chatbot', `${attachment.fileName} to +971${parties.customer.mobileNumber}`);
      return shareResult(single ? `Quote ${single.ref}` : `Comparison of ${quotes.length} quotes`, `+971${parties.customer.mobileNumber} (chatbot)`, delivered);
    },

    chatbotAddCustomer: async ({ params, auth }) => {
      const parties = await partiesOf(await proposals.row(params.id));
      const delivered = await chatbot.addCustomer({
        contact: contactOf(parties, await agentEmailOf(parties.proposal, auth)), sentBy: auth.accountId, proposalId: parties.proposal.id,
      });
      await remember(auth, parties.proposal, 'Customer added to the chatbot', `${parties.customer.fullName} +971${parties.customer.mobileNumber}`);
      return shareResult(`Chatbot contact ${parties.customer.fullName}`, `+971${parties.customer.mobileNumber}`, delivered);
    },

    outbox: async ({ query }) => {
      const page = await messages.list(query);
      return { success: true, data: page.items, pagination: pagination(query.page, query.size, page.totalItems, page.totalCapped) };
    },

    outboxMessage: async ({ params }) => ({ success: true, data: await messages.get(params.id) }),

    outboxAttachment: async ({ params }) => {
      const file = await messages.attachment(params.id);
      const absolute = outbox.absolutePath(file.path);
      const size = await stat(absolute).then((found) => found.size, () => null);
      if (size === null) throw notFound('Attachment not found: the stored file is missing');
      return { fileName: file.fileName, content: createReadStream(absolute), headers: { 'Content-Type': file.mimeType, 'Content-Length': String(size) } };
    },
  };

  registerArea(app, sharingContract, handlers);
  done();
}
