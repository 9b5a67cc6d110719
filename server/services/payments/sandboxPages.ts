import { formatAed } from '../../../shared/domain/format.js';
import type { SandboxGatewayConfig, SandboxOrder } from './sandboxGateway.js';

/**
 * The sandbox providers' hosted pages: plain server-rendered HTML with no script and no outside
 * asset; the one style block carries the response's CSP nonce.
 */

const MERCHANT = 'BrokerDesk Insurance Brokers';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

const STYLE = `
body{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;background:#f3f5f8;color:#1f2633;margin:0;padding:32px 16px}
main{max-width:420px;margin:0 auto;background:#fff;border-radius:10px;box-shadow:0 2px 10px rgba(0,0,0,.08);padding:24px}
h1{font-size:18px;margin:0 0 4px}.brand{color:#0f5c8c;font-weight:700;font-size:13px;letter-spacing:.04em;text-transform:uppercase}
.amount{font-size:30px;font-weight:700;margin:16px 0 4px}.muted{color:#6b7280;font-size:13px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;font-size:14px;margin:16px 0}dt{color:#6b7280}dd{margin:0}
label{display:block;font-size:13px;margin:16px 0 4px}input{width:100%;box-sizing:border-box;padding:10px;font-size:16px;border:1px solid #c5ccd6;border-radius:6px}
.error{background:#fdecec;color:#9b1c1c;padding:8px 10px;border-radius:6px;font-size:13px;margin-top:12px}
.actions{display:flex;gap:8px;margin-top:16px}button{flex:1;padding:10px;font-size:15px;border-radius:6px;border:1px solid #c5ccd6;background:#fff;cursor:pointer}
button.pay{background:#0f5c8c;color:#fff;border-color:#0f5c8c}.sandbox{margin-top:16px;font-size:12px;color:#6b7280}
.status{font-size:22px;font-weight:700;margin:12px 0}`;

function page(title: string, nonce: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">`
    + `<meta name="robots" content="noindex"><title>${escapeHtml(title)}</title><style nonce="${nonce}">${STYLE}</style></head>`
    + `<body><main>${body}</main></body></html>`;
}

function orderFacts(order: SandboxOrder): string {
  return `<dl><dt>Merchant</dt><dd>${escapeHtml(MERCHANT)}</dd><dt>Reference</dt><dd>${escapeHtml(order.reference)}</dd>`
    + `<dt>For</dt><dd>${escapeHtml(order.description)}</dd></dl>`;
}

/** The page the customer pays on: amount, merchant, reference, a test card field and Pay / Decline / Cancel. */
export function paymentPage(order: SandboxOrder, config: SandboxGatewayConfig, options: { nonce: string; error?: string }): string {
  const instalment = config.gateway === 'bnpl'
    ? `<p class="muted">4 payments of ${escapeHtml(formatAed(Math.ceil(order.amount_fils / 4)))}, the first today.</p>` : '';
  return page(`${config.brand} - pay ${order.reference}`, options.nonce, `
<div class="brand">${escapeHtml(config.brand)}</div>
<h1>${escapeHtml(config.tagline)}</h1>
<div class="amount">${escapeHtml(formatAed(order.amount_fils))}</div>${instalment}
${orderFacts(order)}
<form method="post" action="/sandbox/pay/${encodeURIComponent(order.id)}">
<label for="cardNumber">Card number</label>
<input id="cardNumber" name="cardNumber" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111" maxlength="23">
${options.error ? `<div class="error" role="alert">${escapeHtml(options.error)}</div>` : ''}
<div class="actions">
<button class="pay" type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="decline">Decline</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</div>
</form>
<p class="sandbox">Sandbox: no money moves. Test cards: 4111 1111 1111 1111 pays, 4000 0000 0000 0002 is declined.</p>`);
}

const RESULT_TEXT: Record<SandboxOrder['status'], string> = {
  pending: 'Waiting for payment', paid: 'Payment received', declined: 'Payment declined', cancelled: 'Payment cancelled', expired: 'Payment expired',
};

/** Where the customer lands when the merchant gave no return address. */
export function resultPage(order: SandboxOrder, config: SandboxGatewayConfig, nonce: string): string {
  return page(`${config.brand} - ${RESULT_TEXT[order.status]}`, nonce, `
<div class="brand">${escapeHtml(config.brand)}</div>
<div class="status">${escapeHtml(RESULT_TEXT[order.status])}</div>
<div class="amount">${escapeHtml(formatAed(order.amount_fils))}</div>
${orderFacts(order)}
<p class="muted">You can close this page.</p>`);
}

/** An order the merchant cancelled (another payment settled the purchase, or a new link replaced it): the page takes no payment. */
export function noLongerValidPage(order: SandboxOrder, config: SandboxGatewayConfig, nonce: string): string {
  return page(`${config.brand} - link no longer valid`, nonce, `
<div class="brand">${escapeHtml(config.brand)}</div>
<h1>This payment link is no longer valid</h1>
<p class="muted">${escapeHtml(MERCHANT)} cancelled this payment, so nothing can be paid here and no money was taken. Ask them for a current link if you still need to pay.</p>
${orderFacts(order)}`);
}

export function notFoundPage(nonce: string): string {
  return page('Payment not found', nonce, '<h1>Payment not found</h1><p class="muted">This payment link is not valid.</p>');
}
