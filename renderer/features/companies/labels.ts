import type { InsuranceLine, InsuranceType, RepairCondition, VehicleType } from '../../../shared/contract/companies/companies.schema.js';

export const INSURANCE_TYPE_LABEL: Record<InsuranceType, string> = { comprehensive: 'Comprehensive', thirdparty: 'Third party' };
export const VEHICLE_TYPE_LABEL: Record<VehicleType, string> = { sedan: 'Sedan', coupe: 'Coupe', '4wd': '4WD' };
export const REPAIR_LABEL: Record<RepairCondition, string> = { agency: 'Agency', nonagency: 'Non-agency (garage)' };
export const CAR_AGE_LABEL: Record<string, string> = { '1': '1 year', '2': '2 year', '>2': '2 year +' };
export const LINE_LABEL: Record<InsuranceLine, string> = {
  motor: 'Motor',
  health: 'Health',
  travel: 'Travel',
  land: 'Musataha',
  pet: 'Pet',
};

export const yesNo = (value: boolean) => (value ? 'Yes' : 'No');
export const percentText = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? `${value} %` : '-';
export const cylindersText = (value: number | null | undefined) => (value === 9 ? '9+' : value ? String(value) : '-');

/** The motor page of a company and its sub-pages. */
export const motorPath = (companyId: string, sub = '') =>
  `/companies/${encodeURIComponent(companyId)}/motor-insurance${sub ? `/${sub}` : ''}`;
