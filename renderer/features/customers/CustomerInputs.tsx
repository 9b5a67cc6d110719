import type { CustomerUpdateSchema } from '../../../shared/contract/customers/customers.schema.js';
import type { ContractForm } from '../../components/form/useContractForm.js';
import { TextField } from '../../components/form/TextField.js';
import { useFormGridStyles } from '../../components/form/formGrid.js';

export const customerLabels = {
  fullName: 'Full name',
  email: 'Email',
  mobileNumber: 'Mobile number',
  dateOfBirth: 'Date of birth',
  nationality: 'Nationality',
  emiratesId: 'Emirates ID',
  drivingLicenseNo: 'Driving licence no.',
  drivingLicenseIssueDate: 'Driving licence issue date',
  drivingLicenseExpiryDate: 'Driving licence expiry date',
} as const;

/** The customer's editable fields, shared by edit (and a future create). */
export function CustomerInputs({ contractForm }: { contractForm: ContractForm<typeof CustomerUpdateSchema> }) {
  const formGrid = useFormGridStyles();
  const f = contractForm;
  return (
    <div className={formGrid.grid}>
      <TextField contractForm={f} name="fullName" label={customerLabels.fullName} required autoComplete="name" dirAuto />
      <TextField contractForm={f} name="email" label={customerLabels.email} required type="email" autoComplete="email" />
      <TextField
        contractForm={f}
        name="mobileNumber"
        label={customerLabels.mobileNumber}
        required
        type="tel"
        hint="05X XXX XXXX or +971 5X XXX XXXX"
      />
      <TextField contractForm={f} name="dateOfBirth" label={customerLabels.dateOfBirth} type="date" />
      <TextField contractForm={f} name="nationality" label={customerLabels.nationality} />
      <TextField
        contractForm={f}
        name="emiratesId"
        label={customerLabels.emiratesId}
        hint="784-YYYY-NNNNNNN-N"
        inputMode="numeric"
      />
      <TextField contractForm={f} name="drivingLicenseNo" label={customerLabels.drivingLicenseNo} />
      <TextField contractForm={f} name="drivingLicenseIssueDate" label={customerLabels.drivingLicenseIssueDate} type="date" />
      <TextField contractForm={f} name="drivingLicenseExpiryDate" label={customerLabels.drivingLicenseExpiryDate} type="date" />
    </div>
  );
}
