// The payments feature's face for other features: the only file of it they import (index.ts is its area definition).
export { PaymentActions } from './PaymentActions.js';
export { PaymentList } from './PaymentList.js';
export { PickedFileField, usePickedDocument } from './PickedFileField.js';
export { motorPayments, usePurchaseQuoteMutation, type PaymentsApi } from './paymentsApi.js';
