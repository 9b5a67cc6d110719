// The customers feature's face for other features: the only file of it they import (index.ts is its area definition).
export { useGetCustomerQuery, useGetCustomersQuery } from './customersApi.js';
export { CustomerPicker, useCustomerChoice, type PickedCustomer } from './CustomerPicker.js';
