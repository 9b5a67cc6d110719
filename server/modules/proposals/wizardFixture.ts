const DAY_MS = 24 * 60 * 60 * 1000;
const day = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY_MS).toISOString().slice(0, 10);

/**
 * The proposal wizard's input for the sales tests: a driver born in 1985 with a two-year no-claims
 * letter and a two-year-old Camry, cover from tomorrow; `extra` replaces whole sections.
 *
 * @example await app.inject({ method: 'POST', url: '/api/admin/proposals/generatenewquotes', payload: wizardBody('a@example.ae') });
 */
export const wizardBody = (email: string, extra: Record<string, unknown> = {}) => ({
  customer: { fullName: 'Hamdan Test Driver', email, mobileNumber: '0501112233', dateOfBirth: '1985-04-10', drivingLicenseIssueDate: '2010-01-01' },
  car: { year: new Date().getUTCFullYear() - 2, make: 'Toyota', model: 'Camry', vehicleType: 'sedan', cylinders: 4, valueFils: 8_000_000 },
  driver: { licenceIssueDate: '2010-01-01' },
  insurance: { yearOfNoClaim: 'No Claims for Two Years', hasNoClaimsProof: true },
  policyEffectiveDate: day(1),
  ...extra,
});

