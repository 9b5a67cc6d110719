// The transactions feature's face for other features: the only file of it they import (index.ts is its area definition).
export { HealthPolicyTransactions } from './HealthPolicyTransactions.js';
