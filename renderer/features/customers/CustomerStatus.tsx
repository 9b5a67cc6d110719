import { Badge, Button, makeStyles, tokens } from '@fluentui/react-components';
import { CircleFilled } from '@fluentui/react-icons';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/ConfirmDialog.js';
import { errorText } from '../../components/errorText.js';
import { useCan } from '../../app/useCan.js';
import { useNotify } from '../../app/notify.js';
import { useChangeCustomerStatusMutation, type CustomerRecord } from './customersApi.js';

const useStyles = makeStyles({
  active: { color: tokens.colorPaletteGreenForeground1 },
  inactive: { color: tokens.colorPaletteRedForeground1 },
});

/** "Active" or "Inactive" from `isBlock`: text always, colour only as a second cue. */
export function customerStatus(customer: Pick<CustomerRecord, 'isBlock'>) {
  return customer.isBlock ? { label: 'Inactive', color: 'danger' as const } : { label: 'Active', color: 'success' as const };
}

/**
 * The Status pill of the customer list. With `customer.update` it is a button that asks to
 * confirm, then blocks or unblocks the customer; without, it is a plain badge.
 */
export function CustomerStatusPill({ customer }: { customer: CustomerRecord }) {
  const styles = useStyles();
  const canUpdate = useCan('customer.update');
  const notify = useNotify();
  const [confirming, setConfirming] = useState(false);
  const [changeStatus, { isLoading }] = useChangeCustomerStatusMutation();
  const status = customerStatus(customer);

  if (!canUpdate) {
    return (
      <Badge appearance="tint" shape="rounded" color={status.color}>
        {status.label}
      </Badge>
    );
  }

  const verb = customer.isBlock ? 'Activate' : 'Deactivate';
  const confirm = async () => {
    const result = await changeStatus({ id: customer._id, isBlock: !customer.isBlock });
    setConfirming(false);
    if ('error' in result) notify.error(errorText(result.error));
    else notify.success(`Customer ${customer.fullName} ${customer.isBlock ? 'activated' : 'deactivated'}`);
  };

  return (
    <>
      <Button
        size="small"
        shape="circular"
        appearance="outline"
        icon={<CircleFilled className={customer.isBlock ? styles.inactive : styles.active} />}
        aria-label={`${status.label}: ${verb.toLowerCase()} ${customer.fullName}`}
        onClick={(event) => {
          event.stopPropagation();
          setConfirming(true);
        }}
        onKeyDown={(event) => event.stopPropagation()}
      >
        {status.label}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={`${verb} customer ${customer.fullName}?`}
        body={
          customer.isBlock
            ? `${customer.fullName} will be unblocked and shown as Active.`
            : `${customer.fullName} will be blocked and shown as Inactive.`
        }
        confirmLabel={verb}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}
