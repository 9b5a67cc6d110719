import {
  CompanySchema, MatrixRowSchema, MotorPlanSchema, PricingResultSchema, type Company, type MatrixRow, type MotorPlan, type PricingResult,
} from '../../../shared/contract/companies/companies.schema.js';

const meta = { createdAt: '2025-03-04T08:00:00.000Z', updatedAt: '2025-03-04T08:00:00.000Z' };
const lineOff = { commission: 0, commissionType: 'percentage', eSanadRecommendation: false, isActive: true } as const;

/** A schema-valid insurer for tests. */
export function companyFixture(overrides: Partial<Company> = {}): Company {
  return CompanySchema.parse({
    _id: 'co1',
    ...meta,
    companyName: 'Gulf Shield Insurance',
    companyEmail: 'motor@gulfshield.ae',
    praktoraCompanyName: null,
    contactNo: '800 4848',
    companyPortal: null,
    companyWebsite: 'https://gulfshield.ae',
    headquarters: 'Dubai',
    startedYear: '1998',
    googlePlaceId: 'ChIJ-gulfshield',
    dec: 'Motor and health insurer.',
    showPortal: false,
    logoUrl: null,
    bannerUrl: null,
    motorInsuranceActive: true,
    healthInsuranceActive: false,
    travelInsuranceActive: false,
    petInsuranceActive: false,
    landInsuranceActive: false,
    lines: ['motor'],
    motorInsurance: {
      carValueReduction: { reductionType: 'percentage', reductionValue: 5 },
      commissionThirdparty: 7.5,
      commissionComprehensive: 10,
      fleetCommission: 5,
      eSanadRecommendation: true,
      roadSiteAssistNo: null,
      isWithoutMatrixOrApi: false,
      isActive: true,
    },
    healthInsurance: lineOff,
    travelInsurance: lineOff,
    petInsurance: lineOff,
    landInsurance: lineOff,
    adminFeeFils: 5000,
    issuingMode: 'online',
    issuingEmail: null,
    isActive: true,
    motorPlanCount: 2,
    conditionCount: 1,
    ...overrides,
  });
}

export function planFixture(overrides: Partial<MotorPlan> = {}): MotorPlan {
  return MotorPlanSchema.parse({
    _id: 'p1',
    ...meta,
    companyId: 'co1',
    companyName: 'Gulf Shield Insurance',
    planName: 'Gold Comprehensive',
    insuranceType: 'comprehensive',
    repairCondition: 'agency',
    description: null,
    isActive: true,
    matrixRowCount: 1,
    excessRuleCount: 1,
    ...overrides,
  });
}

export function matrixFixture(overrides: Partial<MatrixRow> = {}): MatrixRow {
  return MatrixRowSchema.parse({
    _id: 'mx1',
    ...meta,
    companyId: 'co1',
    planId: 'p1',
    insuranceType: 'comprehensive',
    vehicleType: 'sedan',
    vehicleValuationFromFils: 5_000_000,
    vehicleValuationToFils: 10_000_000,
    noOfCylinders: null,
    repairCondition: 'agency',
    rateInPercentage: 2.5,
    fixedPremiumFils: null,
    minimumPremiumFils: 130_000,
    carAge: '1',
    benefits: [],
    ...overrides,
  });
}

/** An engine answer with one priced plan and one refusal. */
export function pricingFixture(): PricingResult {
  return PricingResultSchema.parse({
    carAgeYear: 1,
    quotes: [
      {
        status: 'quoted',
        companyId: 'co1',
        companyName: 'Gulf Shield Insurance',
        planId: 'p1',
        planName: 'Gold Comprehensive',
        insuranceType: 'comprehensive',
        repairCondition: 'agency',
        issuingMode: 'online',
        matrixRowId: 'mx1',
        premiumFils: 200_000,
        band: { minFils: 130_000, maxFils: 400_000 },
        excessFils: 50_000,
        includedBenefits: [{ code: 'roadsideAssistance', label: 'Roadside assistance', limit: null }],
        addons: [],
        coverages: [],
        lines: [
          { code: 'basePremium', label: 'Premium', amountFils: 200_000, detail: '2.5 % of AED 80,000.00' },
          { code: 'adminFee', label: 'Admin fee', amountFils: 5_000, detail: '' },
          { code: 'vat', label: 'VAT', amountFils: 10_250, detail: '5 %' },
        ],
        subtotalFils: 205_000,
        vatFils: 10_250,
        totalFils: 215_250,
        warnings: [],
      },
    ],
    refusals: [
      {
        status: 'refused',
        companyId: 'co1',
        companyName: 'Gulf Shield Insurance',
        planId: 'p2',
        planName: 'Basic Third Party',
        insuranceType: 'thirdparty',
        repairCondition: null,
        reason: { code: 'driverTooYoung', condition: 'Minimum driver age 25', message: 'The driver is 22; this plan needs 25 or older.' },
      },
    ],
  });
}
