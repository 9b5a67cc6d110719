import { useNavigate, useParams } from 'react-router-dom';
import { customersContract } from '../../../shared/contract/customers/customers.contract.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useNotify } from '../../app/notify.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { FormScreen } from '../../components/form/FormScreen.js';
import { useContractForm } from '../../components/form/useContractForm.js';
import { CustomerInputs, customerLabels } from './CustomerInputs.js';
import { useGetCustomerQuery, useUpdateCustomerMutation, type CustomerRecord } from './customersApi.js';

const schema = customersContract.update.body;

const day = (value: string | null) => (value ? value.slice(0, 10) : '');

function CustomerEditForm({ customer }: { customer: CustomerRecord }) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [updateCustomer] = useUpdateCustomerMutation();
  const contractForm = useContractForm({
    schema,
    labels: customerLabels,
    defaultValues: {
      fullName: customer.fullName,
      email: customer.email,
      mobileNumber: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : '',
      dateOfBirth: day(customer.dateOfBirth),
      nationality: customer.nationality ?? '',
      emiratesId: customer.emiratesId ? formatEmiratesId(customer.emiratesId) : '',
      drivingLicenseNo: customer.drivingLicenseNo ?? '',
      drivingLicenseIssueDate: day(customer.drivingLicenseIssueDate),
      drivingLicenseExpiryDate: day(customer.drivingLicenseExpiryDate),
    },
    save: async (values) => {
      const result = await updateCustomer({
        id: customer._id,
        body: { ...values, coustomerId: customer._id, countryCode: '971' },
      });
      return 'error' in result && result.error
        ? { ok: false as const, error: result.error as { status: number; message: string; fieldErrors?: Record<string, string> } }
        : { ok: true as const, data: result.data };
    },
    onSaved: (saved, values) => {
      notify.success(`Customer ${saved?.fullName ?? values.fullName} saved`);
      void navigate(`/customers/${encodeURIComponent(customer._id)}`);
    },
  });

  return (
    <FormScreen
      title={`Edit ${customer.fullName}`}
      recordName={customer.fullName}
      contractForm={contractForm}
      cancelTo={`/customers/${encodeURIComponent(customer._id)}`}
    >
      <CustomerInputs contractForm={contractForm} />
    </FormScreen>
  );
}

/** `/customers/:customerId/edit`: the customer's fields, validated by the contract's edit schema. */
export default function CustomerEdit() {
  const { customerId = '' } = useParams();
  const result = useGetCustomerQuery(customerId);
  if (!result.data) {
    return (
      <DetailScreen query={result} loaded={false} title="Edit customer" back={{ to: '/customers', label: 'Back to customers' }} />
    );
  }
  return <CustomerEditForm key={result.data._id} customer={result.data} />;
}
