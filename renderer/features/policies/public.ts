// The policies feature's face for other features: the only file of it they import (index.ts is its area definition).
export { POLICY_TYPES, PolicyStatusBadge, policyStatus } from './policyDisplay.js';
export { SalesPolicyList } from './SalesPolicyList.js';
export { type PolicyListArgs, type PolicyListResult, type PolicyRecord, useGetPoliciesQuery } from './policiesApi.js';
export { PolicyFinance, type FinanceKey } from './PolicyFinance.js';
export { InsurerFileActions } from './InsurerFileActions.js';
