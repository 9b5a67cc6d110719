import { Button, Caption1, Checkbox, makeStyles, tokens } from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { UpdateQuoteProductsSchema } from '../../../shared/contract/quotations/quotations.schema.js';
import { formatAed } from '../../../shared/domain/format.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import type { ListColumn } from '../../components/list/types.js';
import { FieldsDialog } from '../../components/form/FieldsDialog.js';
import { saveResult } from '../../components/form/useContractForm.js';
import { productsHooks } from '../products/public.js';
import type { QuotationDetail } from './quotationsApi.js';
import { useUpdateQuotationProductsMutation } from './quotationsApi.js';

const useStyles = makeStyles({ choices: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS } });

type QuoteProduct = QuotationDetail['products'][number];
const COLUMNS: ListColumn<QuoteProduct>[] = [
  { id: 'product', header: 'Product', render: (product) => product.productName },
  { id: 'price', header: 'Price', numeric: true, render: (product) => formatAed(product.priceFils) },
];

/** A catalogue of a few dozen products: one page of the products list, by name. */
const CATALOGUE = { page: 1, size: 100, sortField: 'productName', sortDirection: 'asc' } as const;

/**
 * The add-on products (spec 002 §2) a customer buys with the quote: what it carries, and a dialog
 * to choose them from the enabled products. Each adds its price and VAT to the amount to pay;
 * the server keeps the price a product was added at.
 */
export function QuoteProducts({ detail, locked }: { detail: QuotationDetail; locked: boolean }) {
  const styles = useStyles();
  const notify = useNotify();
  const canEdit = useCan('quote.update');
  const canReadProducts = useCan('product.read');
  const canChoose = canEdit && canReadProducts;
  const [open, setOpen] = useState(false);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const catalogue = productsHooks.useList(CATALOGUE, { skip: !open });
  const [update] = useUpdateQuotationProductsMutation();
  const { quote, products } = detail;
  const onQuote = new Set(products.map((product) => product.productId));
  // Enabled products can be added; one on the quote stays listed (to be removed) even if disabled since.
  const offered = (catalogue.data?.data ?? []).filter((product) => product.isActive || onQuote.has(product._id));

  const start = () => {
    setChosen(onQuote);
    setOpen(true);
  };
  const toggle = (id: string, on: boolean) => setChosen((before) => {
    const next = new Set(before);
    if (on) next.add(id);
    else next.delete(id);
    return next;
  });

  return (
    <RecordTable title="Add-on products" columns={COLUMNS} rows={products} getRowId={(product) => product.productId} empty="No add-on products.">
      {canChoose ? (
        <div>
          <Button icon={<AddRegular />} disabled={locked} onClick={start}>
            Choose add-on products
          </Button>
        </div>
      ) : null}
      <FieldsDialog
        open={open}
        title={`Add-on products of quote ${quote.ref}`}
        description="Each product chosen is added to the amount to pay, with VAT."
        schema={UpdateQuoteProductsSchema}
        fields={[]}
        defaultValues={{ productIds: [] }}
        save={async () => {
          const outcome = saveResult(await update({ id: quote._id, customerId: quote.customerId, body: { productIds: [...chosen] } }));
          return outcome.ok ? null : outcome.error;
        }}
        onSaved={() => {
          setOpen(false);
          notify.success(`Add-on products of quote ${quote.ref} saved`);
        }}
        onClose={() => setOpen(false)}
        confirmLabel="Save products"
      >
        <div className={styles.choices} role="group" aria-label="Products">
          {catalogue.isLoading ? <Caption1>Loading products…</Caption1> : null}
          {catalogue.data && offered.length === 0 ? <Caption1>No enabled products. Add them on the Products screen.</Caption1> : null}
          {offered.map((product) => (
            <Checkbox
              key={product._id}
              label={`${product.productName} (${formatAed(product.priceFils)})`}
              checked={chosen.has(product._id)}
              onChange={(_, data) => toggle(product._id, data.checked === true)}
            />
          ))}
        </div>
      </FieldsDialog>
    </RecordTable>
  );
}
