// The health leads feature's face for other features: the proposal form reads a lead to fill itself.
export { useGetHealthLeadQuery, type HealthLeadRecord } from './healthLeadsApi.js';
