import { Button } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../../shared/domain/format.js';
import { formatEmiratesId } from '../../../shared/domain/emiratesId.js';
import { formatUaeMobile } from '../../../shared/domain/mobile.js';
import { useCan } from '../../app/useCan.js';
import { DetailScreen } from '../../components/detail/DetailScreen.js';
import { DetailTabs } from '../../components/detail/DetailTabs.js';
import { FieldList } from '../../components/detail/FieldList.js';
import { show } from '../../components/display.js';
import { CustomerDocumentsSection } from '../scanned-documents/public.js';
import { BlacklistNotice, BlacklistedBadge } from './CustomerBlacklist.js';
import { CustomerComments } from './CustomerComments.js';
import { CustomerDocuments } from './CustomerDocuments.js';
import { CustomerAddons, CustomerLoyalty, CustomerPolicies, CustomerProposals, CustomerQuotes } from './CustomerRelated.js';
import { customerStatus } from './CustomerStatus.js';
import { useGetCustomerQuery, type CustomerRecord } from './customersApi.js';

function CustomerDetails({ customer }: { customer: CustomerRecord }) {
  return (
    <FieldList
      title="Details"
      items={[
        { label: 'Full name', value: customer.fullName, dirAuto: true },
        { label: 'Nationality', value: customer.nationality },
        { label: 'Email', value: customer.email },
        { label: 'Role', value: customer.role },
        { label: 'Date of birth', value: formatDate(customer.dateOfBirth) },
        {
          label: 'Mobile Number',
          value: customer.mobileNumber ? formatUaeMobile(customer.mobileNumber, customer.countryCode || '971') : null,
        },
        { label: 'Driving license no.', value: customer.drivingLicenseNo },
        { label: 'Driving license Issue', value: formatDate(customer.drivingLicenseIssueDate) },
        { label: 'Driving license expiry', value: formatDate(customer.drivingLicenseExpiryDate) },
        { label: 'Emirates ID Number', value: customer.emiratesId ? formatEmiratesId(customer.emiratesId) : null },
      ]}
    />
  );
}

/** `/customers/:customerId`: header with identity and status, tabs for details and related records. */
export default function CustomerShow() {
  const { customerId = '' } = useParams();
  const navigate = useNavigate();
  const canEdit = useCan('customer.update');
  const result = useGetCustomerQuery(customerId);
  const customer = result.data;

  return (
    <DetailScreen
      query={result}
      loaded={Boolean(customer)}
      record={{ kind: 'customer', id: customerId }}
      title={customer ? show(customer.fullName) : 'Customer'}
      meta={customer ? [show(customer.email), `Ref ${show(customer.customerId)}`, ...(customer.blacklist ? [<BlacklistedBadge key="blacklisted" />] : [])] : []}
      status={customer ? customerStatus(customer) : undefined}
      back={{ to: '/customers', label: 'Back to customers' }}
      actions={
        canEdit ? (
          <Button icon={<EditRegular />} onClick={() => void navigate(`/customers/${encodeURIComponent(customerId)}/edit`)}>
            Edit
          </Button>
        ) : null
      }
    >
      {customer?.blacklist ? <BlacklistNotice entry={customer.blacklist} /> : null}
      {customer ? (
        <DetailTabs
          tabs={[
            { id: 'details', label: 'Details', render: () => <CustomerDetails customer={customer} /> },
            { id: 'policies', label: 'Policies', render: () => <CustomerPolicies customerId={customerId} /> },
            { id: 'proposals', label: 'Proposals', render: () => <CustomerProposals customerId={customerId} /> },
            { id: 'quotes', label: 'Quotes', render: () => <CustomerQuotes customerId={customerId} /> },
            { id: 'comments', label: 'Comments', render: () => <CustomerComments customerId={customerId} /> },
            { id: 'documents', label: 'Documents', render: () => <CustomerDocuments customerId={customerId} /> },
            { id: 'id-documents', label: 'ID documents', render: () => <CustomerDocumentsSection customerId={customerId} customerName={customer.fullName} /> },
            { id: 'addons', label: 'Add-ons', render: () => <CustomerAddons customerId={customerId} /> },
            { id: 'loyalty', label: 'Loyalty points', render: () => <CustomerLoyalty customerId={customerId} /> },
          ]}
        />
      ) : null}
    </DetailScreen>
  );
}
