import type { PlanQuote, PriceLine } from '../../../shared/contract/companies/index.js';
import type { Db } from '../../db/database.js';
import { newId } from '../../db/ids.js';
import type { QuoteRow } from '../../db/schema.js';
import { unprocessable } from '../../http/httpError.js';
import { createProductsRepository } from '../products/products.repository.js';
import { quoteMoneyColumns, withStaffAmounts } from '../../sales/quotePricing.js';
import { addQuoteEdit } from '../../sales/salesRecords.js';

/**
 * The add-on products a quote carries (spec 002 §2 "Products", `updateaddons`). Each is an add-on
 * purchase of the customer (`quote_addons`, the customer's "Add-ons" tab and the add-on transactions)
 * and a `product` price line of the quote, so VAT, the total and the amount to pay include it.
 */

export interface QuoteProduct {
  productId: string;
  productName: string;
  priceFils: number;
}

const lineOf = (product: QuoteProduct): PriceLine => ({
  code: 'product', label: product.productName, amountFils: product.priceFils, detail: 'add-on product',
});

/** The products on a quote, oldest first (those added together by name), at the price each had when it was added. */
export async function quoteProductsOf(db: Db, quoteId: string): Promise<QuoteProduct[]> {
  const rows = await db.selectFrom('quote_addons').select(['product_id', 'product_name', 'price_fils'])
    .where('quote_id', '=', quoteId).where('product_id', 'is not', null).orderBy('created_at').orderBy('product_name').execute();
  return rows.map((row) => ({ productId: row.product_id!, productName: row.product_name, priceFils: row.price_fils }));
}

/**
 * Makes `productIds` the quote's whole set of products, in the caller's transaction. A product kept
 * keeps the price it was added at; a new one must be live and switched on. Returns whether anything
 * changed: the same set again writes nothing, so a repeated request charges no product twice.
 */
export async function setQuoteProducts(
  trx: Db, row: QuoteRow, plan: PlanQuote,
  change: { productIds: string[]; accountId: string; vatPercent: number; at: string },
): Promise<boolean> {
  const current = await quoteProductsOf(trx, row.id);
  const kept = current.filter((product) => change.productIds.includes(product.productId));
  const known = new Set(current.map((product) => product.productId));
  const catalogue = createProductsRepository(trx);
  const added: QuoteProduct[] = [];
  for (const productId of change.productIds.filter((id) => !known.has(id))) {
    const product = await catalogue.get(productId).catch(() => null);
    if (!product) throw unprocessable(`productIds: product ${productId} does not exist`);
    if (!product.isActive) throw unprocessable(`productIds: ${product.productName} is disabled and cannot be sold`);
    added.push({ productId, productName: product.productName, priceFils: product.priceFils });
  }
  if (added.length === 0 && kept.length === current.length) return false;

  // The order the quote's products are read back in (`quoteProductsOf`), so the lines and the list agree.
  added.sort((a, b) => a.productName.localeCompare(b.productName));
  const products = [...kept, ...added];
  const priced = withStaffAmounts(plan, { premiumFils: row.price_fils, adminFeeFils: row.admin_fee_fils, products: products.map(lineOf) }, change.vatPercent);
  const removed = current.filter((product) => !change.productIds.includes(product.productId)).map((product) => product.productId);
  if (removed.length > 0) await trx.deleteFrom('quote_addons').where('quote_id', '=', row.id).where('product_id', 'in', removed).execute();
  for (const product of added) {
    await trx.insertInto('quote_addons').values({
      id: newId(), quote_id: row.id, customer_id: row.customer_id, product_id: product.productId, product_name: product.productName,
      price_fils: product.priceFils, created_at: change.at, updated_at: change.at,
    }).execute();
  }
  await trx.updateTable('quotes').set({ ...quoteMoneyColumns(priced), updated_at: change.at }).where('id', '=', row.id).execute();
  await addQuoteEdit(trx, row.id, change.accountId, {
    field: 'products', beforeFils: row.total_fils, afterFils: priced.totalFils,
    reason: products.length > 0 ? `Add-on products: ${products.map((product) => product.productName).join(', ')}` : 'Add-on products removed',
  });
  return true;
}
