// The policies feature's face for other features: the only file of it they import (index.ts is its area definition).
export { PolicyStatusBadge } from './policyDisplay.js';
export { type PolicyRecord, useGetPoliciesQuery } from './policiesApi.js';
