// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { EmailSchema } from '../../../shared/contract/common.schema.js';
import { failed, ok } from '../../../tests/helpers/fakeBridge.js';
import { renderWithProviders } from '../../../tests/helpers/renderWithProviders.js';
import { useNotify } from '../../app/notify.js';
import { FormScreen } from './FormScreen.js';
import { summaryLine } from './ErrorSummary.js';
import { NumberField } from './NumberField.js';
import { TextField } from './TextField.js';
import { useContractForm, type SaveResult } from './useContractForm.js';

/**
 * Issue 23 item 8, on the shared form: a field's server error on the field, no stale "saved"
 * toast, the summary in form order without repeated labels, and "… is required" for a blank field.
 */

// The schema lists its fields in another order than the form shows them, as contracts often do.
const schema = z.object({
  mobileNumber: z.string().trim().regex(/^5\d{8}$/, 'Mobile number must be 9 digits starting with 5'),
  email: EmailSchema,
  fullName: z.string().trim().min(1, 'Full name is required'),
  nickname: z.string().trim().max(5, 'At most 5 characters'),
});
const labels = { fullName: 'Full name', email: 'Email', mobileNumber: 'Mobile number', nickname: 'Nickname' };

function Harness({ save }: { save: () => Promise<SaveResult<unknown>> }) {
  const notify = useNotify();
  const contractForm = useContractForm({
    schema,
    labels,
    defaultValues: { fullName: 'Omar Haddad', email: 'omar@example.ae', mobileNumber: '501234567', nickname: '' },
    save,
    onSaved: () => notify.success('Customer saved'),
  });
  return (
    <FormScreen title="Edit customer" recordName="Customer" contractForm={contractForm} cancelTo="/">
      <TextField contractForm={contractForm} name="fullName" label={labels.fullName} required />
      <TextField contractForm={contractForm} name="email" label={labels.email} required />
      <TextField contractForm={contractForm} name="mobileNumber" label={labels.mobileNumber} required />
      <TextField contractForm={contractForm} name="nickname" label={labels.nickname} />
    </FormScreen>
  );
}

const field = (label: string) => screen.getByRole<HTMLInputElement>('textbox', { name: new RegExp(`^${label}`) });
const summaryItems = () => within(screen.getByText('Customer was not saved').closest('[role="group"], div') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);

describe('FormScreen with useContractForm', () => {
  it('puts a 409 on the field it names and closes the earlier "saved" toast', async () => {
    const duplicate = 'A customer with the e-mail omar@example.ae already exists.';
    const save = vi.fn<() => Promise<SaveResult<unknown>>>()
      .mockResolvedValueOnce(ok({}))
      .mockResolvedValueOnce(failed(409, duplicate, { email: duplicate }));
    renderWithProviders(<Harness save={save} />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Customer saved')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(field('Email').getAttribute('aria-invalid')).toBe('true'));
    // On the e-mail field itself (its validation message), and in the summary linking to it.
    const message = document.getElementById(field('Email').getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(message?.textContent).toBe(duplicate);
    await waitFor(() => expect(screen.queryByText('Customer saved')).toBeNull());
  });

  it('says a blank e-mail is required, lists errors in form order once each, in sentence case', async () => {
    const save = vi.fn<() => Promise<SaveResult<unknown>>>();
    renderWithProviders(<Harness save={save} />);
    fireEvent.change(field('Nickname'), { target: { value: 'Far too long' } });
    fireEvent.change(field('Mobile number'), { target: { value: '12' } });
    fireEvent.change(field('Email'), { target: { value: '  ' } });
    fireEvent.change(field('Full name'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Customer was not saved');
    expect(summaryItems()).toEqual([
      'Full name is required',
      'Email is required',
      'Mobile number must be 9 digits starting with 5',
      'Nickname: at most 5 characters',
    ]);
    expect(screen.queryByText(/valid email/i)).toBeNull();
    expect(save).not.toHaveBeenCalled();
  });

  it('still says a badly typed e-mail is not valid', async () => {
    renderWithProviders(<Harness save={vi.fn()} />);
    fireEvent.change(field('Email'), { target: { value: 'omar@' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Email: must be a valid email')).toBeTruthy();
  });
});

// Number fields as contracts write them: zod's own type message, a generic "Number is required", and a number box holding no number.
const numbersSchema = z.object({
  seats: z.number().int().min(1),
  creditNoteNumber: z.string().trim().min(1, 'Number is required'),
  sumInsured: z.number('Number is required'),
  policyNumber: z.string().trim().min(1, 'Policy Number is required'),
});
const numberLabels = { seats: 'Seats', creditNoteNumber: 'Credit Note Number', sumInsured: 'Sum insured', policyNumber: 'Insurance Company Policy Number' };

function NumbersHarness() {
  const contractForm = useContractForm({
    schema: numbersSchema,
    labels: numberLabels,
    defaultValues: { creditNoteNumber: '', sumInsured: Number.NaN, policyNumber: '' },
    save: vi.fn(),
    onSaved: vi.fn(),
  });
  return (
    <FormScreen title="Numbers" recordName="Record" contractForm={contractForm} cancelTo="/">
      <NumberField contractForm={contractForm} name="seats" label={numberLabels.seats} required />
      <TextField contractForm={contractForm} name="creditNoteNumber" label={numberLabels.creditNoteNumber} required />
      <NumberField contractForm={contractForm} name="sumInsured" label={numberLabels.sumInsured} required />
      <TextField contractForm={contractForm} name="policyNumber" label={numberLabels.policyNumber} required />
    </FormScreen>
  );
}

describe('blank number fields', () => {
  it('read "<Label> is required", not the schema\'s type message or a generic "Number is required"', async () => {
    renderWithProviders(<NumbersHarness />);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Record was not saved');
    const items = within(screen.getByText('Record was not saved').closest('[role="group"], div') as HTMLElement).getAllByRole('listitem').map((li) => li.textContent);
    // FIELDS.md's "Policy Number is required" names its field already, and is kept (the summary puts the label before it).
    expect(items).toEqual(['Seats is required', 'Credit Note Number is required', 'Sum insured is required', 'Insurance Company Policy Number: policy Number is required']);
    expect(screen.queryByText(/expected number/i)).toBeNull();
  });
});

describe('summaryLine', () => {
  it('keeps an acronym and a message that names its field as they are', () => {
    expect(summaryLine('VIN', 'VIN must be 17 characters')).toBe('VIN must be 17 characters');
    expect(summaryLine('Chassis', 'VIN must be 17 characters')).toBe('Chassis: VIN must be 17 characters');
    expect(summaryLine(undefined, 'Something failed')).toBe('Something failed');
  });
});
