import { useWatch } from 'react-hook-form';
import { vouchersRoutes } from '../../../shared/contract/vouchers/vouchers.access.js';
import { vouchersResource, type VoucherHistoryItem } from '../../../shared/contract/vouchers/vouchers.schema.js';
import { formatDateTime, formatDiscount } from '../../../shared/domain/format.js';
import { AedField } from '../../components/form/AedField.js';
import { NumberField } from '../../components/form/NumberField.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import type { ListColumn } from '../../components/list/types.js';
import { screenPaths } from '../../kit/defineResourceArea.js';
import { ResourceCreate, ResourceEdit } from '../../kit/ResourceForm.js';
import { ResourceList } from '../../kit/ResourceList.js';
import { ResourceShow } from '../../kit/ResourceShow.js';
import { relatedSection } from '../../kit/relatedSection.js';
import { defineResourceUi } from '../../kit/resourceUi.js';
import type { z } from 'zod';
import { useGetVoucherHistoryQuery, vouchersHooks, type VoucherRecord } from './vouchersApi.js';


/** The value's input follows the type: a percentage, or an amount in AED kept as fils. */
function DiscountValueInput({ contractForm, name }: { contractForm: ContractForm<z.ZodObject>; name: string }) {
  const type = useWatch({ control: contractForm.form.control, name: 'discountType' }) as string;
  return type === 'fixedPrice'
    ? <AedField contractForm={contractForm} name={name} label="Discount value (AED)" required />
    : <NumberField contractForm={contractForm} name={name} label="Discount value (%)" required min={0} max={100} step="any" hint="Above 0, at most 100" />;
}

const historyColumns: ReadonlyArray<ListColumn<VoucherHistoryItem>> = [
  { id: 'proposal', header: 'Proposal No', render: (item) => item.proposalNo },
  { id: 'appliedBy', header: 'Applied By', render: (item) => item.appliedBy },
  { id: 'status', header: 'Status', render: (item) => item.status },
  { id: 'time', header: 'Time', render: (item) => formatDateTime(item.time) },
];

/** Every proposal the code was applied to, newest first, read from the real applications. */
const VoucherHistory = relatedSection<VoucherRecord, VoucherHistoryItem>({
  title: 'History',
  useQuery: useGetVoucherHistoryQuery,
  columns: historyColumns,
  prefix: 'history',
  empty: (record) => ({ title: 'Not applied yet', body: `Proposals that take ${record.promoCode} are listed here.` }),
});

export const vouchersUi = defineResourceUi({
  resource: vouchersResource,
  hooks: vouchersHooks,
  title: 'Vouchers',
  paths: screenPaths(vouchersRoutes),
  nameOf: (voucher) => voucher.promoCode,
  searchPlaceholder: 'Search promo code',
  emptyBody: 'Promo codes staff apply to motor proposals: a percentage or a fixed amount off, for a span of days.',
  removeBody: 'Proposals can no longer take it; those that hold it keep it, and its code is never given to another voucher.',
  listCreatedAt: true,
  texts: { discountValue: formatDiscount },
  inputs: { discountValue: DiscountValueInput },
  sections: [VoucherHistory],
});

export const List = () => <ResourceList ui={vouchersUi} />;
export const Create = () => <ResourceCreate ui={vouchersUi} />;
export const Show = () => <ResourceShow ui={vouchersUi} />;
export const Edit = () => <ResourceEdit ui={vouchersUi} />;
