import { Body1, Button, Field, Input, Select, Spinner, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import { formatDiscount } from '../../../shared/domain/format.js';
import { callError } from '../../app/baseQuery.js';
import { useNotify } from '../../app/notify.js';
import { useCan } from '../../app/useCan.js';
import { FieldList } from '../../components/detail/FieldList.js';
import type { Permission } from '../../../shared/access/index.js';
import type { ProposalRecord, useGetActiveVouchersQuery } from './proposalsApi.js';

type Outcome = PromiseLike<{ data?: unknown; error?: unknown }>;

/** A line's promo code and agent discount calls (motor's, health's…): same bodies and answers, and the right that may use them. */
export interface VoucherApi {
  useActiveVouchers: typeof useGetActiveVouchersQuery;
  useAddVoucher: () => readonly [(args: { id: string; promoCode: string }) => Outcome, { isLoading: boolean }];
  useRemoveVoucher: () => readonly [(id: string) => Outcome, { isLoading: boolean }];
  useSetDiscount: () => readonly [(args: { id: string; agentDiscountPercent: number }) => Outcome, { isLoading: boolean }];
  permission: Permission;
}

type VoucherFields = Pick<ProposalRecord, '_id' | 'voucher' | 'agentDiscountPercent' | 'maxAgentDiscountPercent' | 'isPaid' | 'paidQuoteId'>;

const useStyles = makeStyles({
  root: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'flex-end', flexWrap: 'wrap' },
});


/**
 * Voucher Detail: apply one of the active promo codes or remove it (disabled once paid), and the
 * agent's discount in percent, up to the agent's maximum; the server's refusal is shown on the field.
 * Through the line's calls (`api`).
 */
export function VoucherSection({ proposal, frozen, api }: { proposal: VoucherFields; frozen: boolean; api: VoucherApi }) {
  const styles = useStyles();
  const notify = useNotify();
  const canUpdate = useCan(api.permission);
  const vouchers = api.useActiveVouchers(undefined, { skip: !canUpdate });
  const [addVoucher, adding] = api.useAddVoucher();
  const [removeVoucher, removing] = api.useRemoveVoucher();
  const [setDiscount, discounting] = api.useSetDiscount();
  const [promoCode, setPromoCode] = useState('');
  const [voucherError, setVoucherError] = useState<string>();
  const [percent, setPercent] = useState(proposal.agentDiscountPercent ? String(proposal.agentDiscountPercent) : '');
  const [discountError, setDiscountError] = useState<string>();
  const paid = proposal.isPaid || Boolean(proposal.paidQuoteId);
  const locked = frozen || paid || !canUpdate;

  const apply = async () => {
    if (!promoCode) return setVoucherError('Choose a promo code');
    setVoucherError(undefined);
    const outcome = await addVoucher({ id: proposal._id, promoCode });
    const failed = callError(outcome);
    if (failed) return setVoucherError(failed.message);
    setPromoCode('');
    notify.success(`Promo code ${promoCode} applied`);
  };
  const remove = async () => {
    setVoucherError(undefined);
    const outcome = await removeVoucher(proposal._id);
    const failed = callError(outcome);
    if (failed) return setVoucherError(failed.message);
    notify.success('Promo code removed');
  };
  const applyDiscount = async () => {
    const value = Number(percent);
    if (percent.trim() === '' || !Number.isFinite(value)) return setDiscountError('Agent discount must be a number');
    setDiscountError(undefined);
    const outcome = await setDiscount({ id: proposal._id, agentDiscountPercent: value });
    if ('error' in outcome) {
      const error = callError(outcome)!;
      return setDiscountError(error.fieldErrors?.['body.agentDiscountPercent'] ?? error.message);
    }
    notify.success('Agent discount applied');
  };

  return (
    <section className={styles.root} aria-labelledby="voucher-heading">
      <Subtitle1 as="h2" id="voucher-heading">
        Voucher Detail
      </Subtitle1>
      {proposal.voucher ? (
        <FieldList
          title="Applied voucher"
          items={[
            { label: 'Promo Code', value: proposal.voucher.promoCode },
            { label: 'Code Discount', value: formatDiscount(proposal.voucher) },
          ]}
        />
      ) : (
        <Body1>No promo code applied.</Body1>
      )}
      {canUpdate ? (
        <div className={styles.row}>
          <Field label="Promo Code" validationMessage={voucherError} hint={paid ? 'Already paid' : undefined}>
            <Select value={promoCode} disabled={locked} onChange={(_, data) => setPromoCode(data.value)}>
              <option value="">{vouchers.isLoading ? 'Loading…' : 'Choose a promo code'}</option>
              {(vouchers.data ?? []).map((voucher) => (
                <option key={voucher._id} value={voucher.promoCode}>
                  {voucher.promoCode} ({formatDiscount(voucher)})
                </option>
              ))}
            </Select>
          </Field>
          <Button disabled={locked || adding.isLoading} icon={adding.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void apply()}>
            Apply voucher
          </Button>
          {proposal.voucher ? (
            <Button disabled={locked || removing.isLoading} onClick={() => void remove()}>
              Remove voucher
            </Button>
          ) : null}
        </div>
      ) : null}
      {canUpdate ? (
        <div className={styles.row}>
          <Field
            label="Agent discount (%)"
            validationMessage={discountError}
            hint={discountError ? undefined : `Up to ${proposal.maxAgentDiscountPercent} %`}
          >
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              max={proposal.maxAgentDiscountPercent}
              value={percent}
              disabled={locked}
              onChange={(_, data) => setPercent(data.value)}
            />
          </Field>
          <Button disabled={locked || discounting.isLoading} icon={discounting.isLoading ? <Spinner size="tiny" /> : undefined} onClick={() => void applyDiscount()}>
            Apply discount
          </Button>
        </div>
      ) : null}
    </section>
  );
}
