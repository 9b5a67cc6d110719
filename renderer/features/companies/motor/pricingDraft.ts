import type { RequestedInsuranceType, VehicleType } from '../../../../shared/contract/companies/companies.schema.js';

/** The pricing preview's form as typed: text fields stay text until the request is built. */
export interface Draft {
  make: string;
  model: string;
  trimId: string;
  vehicleType: VehicleType;
  cylinders: string;
  year: string;
  value: string;
  gccSpec: boolean;
  age: string;
  licenceYears: string;
  claimFreeYears: string;
  hasNoClaimsProof: boolean;
  insuranceType: RequestedInsuranceType;
  planId: string;
}

export const initialDraft: Draft = {
  make: '',
  model: '',
  trimId: '',
  vehicleType: 'sedan',
  cylinders: '4',
  year: '',
  value: '',
  gccSpec: true,
  age: '',
  licenceYears: '',
  claimFreeYears: '0',
  hasNoClaimsProof: false,
  insuranceType: 'all',
  planId: '',
};

/** A typed number, or NaN (the schema then says what is wrong). */
const num = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/**
 * The preview's request from the form, for `PricingPreviewSchema` to check: an empty number is
 * NaN, so the schema names the field; empty claim-free years mean none.
 */
export function pricingRequest(draft: Draft, companyId: string, valueFils: number | null) {
  return {
    companyId,
    ...(draft.planId ? { planId: draft.planId } : {}),
    risk: {
      car: {
        make: draft.make,
        model: draft.model,
        vehicleType: draft.vehicleType,
        cylinders: num(draft.cylinders),
        year: num(draft.year),
        valueFils: valueFils ?? Number.NaN,
        gccSpec: draft.gccSpec,
      },
      driver: {
        age: num(draft.age),
        licenceYears: num(draft.licenceYears),
        claimFreeYears: draft.claimFreeYears.trim() === '' ? 0 : num(draft.claimFreeYears),
        hasNoClaimsProof: draft.hasNoClaimsProof,
      },
      insuranceType: draft.insuranceType,
    },
  };
}
