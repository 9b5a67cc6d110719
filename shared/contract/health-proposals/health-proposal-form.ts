import type { z } from 'zod';
import { HEALTH_CURRENT_INSURERS, type HealthProposalEditBodySchema, type HealthProposalEditSchema, type HealthMember, type HealthPersonInput, type HealthProposalDetails, type HealthProposalEdit } from './health-proposals.schema.js';

/**
 * The health proposal form's labels (FIELDS.md "Create"): the form's error summary and the
 * "Proposal edited" history entry name a field by them.
 */
export const HEALTH_PROPOSAL_LABELS: Readonly<Record<keyof HealthProposalEdit, string>> = {
  fullName: 'Full Name', arabicName: 'Arabic Name', email: 'Email', mobileNumber: 'Mobile Number', gender: 'Gender', maritalStatus: 'Marital Status',
  nationality: 'Nationality', dateOfBirth: 'Date of Birth', occupation: 'Occupation', salary: 'Salary', salaryAed: 'Monthly salary (AED)', city: 'City',
  insurerType: 'Insured Type', visaStatus: 'Visa Status', currentInsurer: 'Who is your current insurer',
  currentInsurerExpiryDate: 'Insurance expiry/change status date', policyStartDate: 'Policy Start Date',
  regularMedication: 'Existing Medical Condition', smoke: 'Smoke', hypertension: 'Hypertension', diabetes: 'Diabetes',
  preferenceDetails: 'Preferences', spouseDetails: 'Spouse', kidsDetails: 'Kids', parentDetails: 'Parents',
  domesticWorkerDetails: 'Domestic workers', otherFamilyDependentsDetails: 'Other dependants',
};

/** The customer fields the form shows besides the proposal's details. */
export interface HealthFormCustomer {
  fullName: string;
  email: string;
  mobileNumber: string;
  dateOfBirth: string | null;
  nationality: string | null;
  profile: { arabicName?: string | null; occupation?: string | null; gender?: string | null; maritalStatus?: string | null };
}

const personOf = (member: HealthMember): HealthPersonInput => ({
  fullName: member.fullName, dateOfBirth: member.dateOfBirth, gender: member.gender, maritalStatus: member.maritalStatus, working: member.working,
});

/**
 * A stored health proposal as the form's values, the inverse of how a submitted form is stored:
 * the principal member is the insured person (the customer when only dependants are insured),
 * the other members go back to their lists, and the medical answers are the principal's.
 */
export function healthProposalFormOf(health: HealthProposalDetails, customer: HealthFormCustomer): HealthProposalEdit {
  const principal = health.members.find((member) => member.role === 'principal');
  const people = (role: HealthMember['role']) => health.members.filter((member) => member.role === role).map(personOf);
  const customerGender = customer.profile.gender === 'female' ? 'Female' : 'Male';
  return {
    fullName: principal?.fullName ?? customer.fullName,
    arabicName: customer.profile.arabicName ?? null,
    email: customer.email,
    mobileNumber: customer.mobileNumber,
    gender: principal?.gender ?? customerGender,
    maritalStatus: principal?.maritalStatus ?? (customer.profile.maritalStatus === 'Single' ? 'Single' : 'Married'),
    nationality: customer.nationality ?? undefined,
    dateOfBirth: principal?.dateOfBirth ?? customer.dateOfBirth ?? '',
    occupation: customer.profile.occupation ?? null,
    salary: health.salary,
    salaryAed: health.salaryAed,
    city: health.city,
    insurerType: health.insurerType,
    visaStatus: health.visaStatus,
    // A proposal stored before the list was enforced may name another insurer: the form then starts empty.
    currentInsurer: HEALTH_CURRENT_INSURERS.find((insurer) => insurer === health.currentInsurer) ?? null,
    currentInsurerExpiryDate: health.currentInsurerExpiryDate,
    policyStartDate: health.policyStartDate,
    regularMedication: health.regularMedication,
    smoke: principal?.smoker ?? false,
    hypertension: principal?.hypertension ?? false,
    diabetes: principal?.diabetes ?? false,
    preferenceDetails: {
      preferredCoPay: health.preferenceDetails.preferredCoPay as NonNullable<HealthProposalEdit['preferenceDetails']>['preferredCoPay'],
      dentalCoverage: health.preferenceDetails.dentalCoverage,
      opticalCoverage: health.preferenceDetails.opticalCoverage,
      preferredHospital: health.preferenceDetails.preferredHospital ?? null,
    },
    spouseDetails: people('spouse'),
    kidsDetails: people('child'),
    parentDetails: people('parent'),
    domesticWorkerDetails: people('domesticWorker'),
    otherFamilyDependentsDetails: people('otherDependant'),
  };
}

/** The edit call takes the whole form: what the form left empty is sent as empty (null), never left out. */
export function wholeEdit(form: z.output<typeof HealthProposalEditSchema>): z.input<typeof HealthProposalEditBodySchema> {
  return {
    ...form, arabicName: form.arabicName ?? null, occupation: form.occupation ?? null, salaryAed: form.salaryAed ?? null, currentInsurer: form.currentInsurer ?? null,
    currentInsurerExpiryDate: form.currentInsurerExpiryDate ?? null, policyStartDate: form.policyStartDate ?? '',
    preferenceDetails: { ...form.preferenceDetails, preferredHospital: form.preferenceDetails.preferredHospital ?? null },
  };
}
