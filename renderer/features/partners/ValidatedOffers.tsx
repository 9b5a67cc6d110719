import { Button } from '@fluentui/react-components';
import { ReceiptRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import { CLUB_PAGE_SIZE, type ValidatedOffer } from '../../../shared/contract/partners/partners.schema.js';
import { formatAed, formatDateTime } from '../../../shared/domain/format.js';
import { errorText } from '../../components/errorText.js';
import { RecordTable } from '../../components/detail/RecordTable.js';
import { useCan } from '../../app/useCan.js';
import { RedeemDialog } from './RedeemDialog.js';
import { useValidatedOffersQuery } from './validatedOffersApi.js';

/** The offer page's validated offers: each customer who redeemed it, read from the real redemptions; staff who may edit partners redeem it for a customer. */
export function ValidatedOffers({ record }: { record: { _id: string; discountTitle: string } }) {
  const [page, setPage] = useState(1);
  const [redeeming, setRedeeming] = useState(false);
  const canRedeem = useCan('partner.update');
  const result = useValidatedOffersQuery({ id: record._id, page, size: CLUB_PAGE_SIZE });
  return (
    <>
      <RecordTable<ValidatedOffer>
        title="Validated offers"
        rows={result.data?.data}
        getRowId={(row) => row.customerId}
        columns={[
          { id: 'name', header: 'Customer Name', render: (row) => row.customerName },
          { id: 'mobile', header: 'Mobile Number', render: (row) => row.mobileNumber },
          { id: 'email', header: 'Email', render: (row) => row.email },
          { id: 'used', header: 'Number of Offers used', render: (row) => row.offerUsed },
          { id: 'saved', header: 'Saved', render: (row) => formatAed(row.savedFils) },
          { id: 'last', header: 'Last used', render: (row) => formatDateTime(row.lastUsedAt) },
        ]}
        empty="No customer has redeemed this offer yet."
      >
        {canRedeem ? <Button icon={<ReceiptRegular />} onClick={() => setRedeeming(true)}>Redeem for a customer</Button> : null}
        {result.isError ? errorText(result.error) : null}
      </RecordTable>
      {canRedeem && redeeming ? <RedeemDialog offer={record} onClose={() => setRedeeming(false)} /> : null}
      {result.data && result.data.pagination.totalPages > 1 ? (
        <p>
          <Button disabled={page <= 1} onClick={() => setPage(page - 1)}>Previous</Button>
          {` Page ${page} of ${result.data.pagination.totalPages} `}
          <Button disabled={page >= result.data.pagination.totalPages} onClick={() => setPage(page + 1)}>Next</Button>
        </p>
      ) : null}
    </>
  );
}
