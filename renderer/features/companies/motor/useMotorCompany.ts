import { useParams } from 'react-router-dom';
import { useGetCompanyQuery, useGetPlansQuery } from '../companiesApi.js';

/** The company of a motor sub-page (from `[companyId]`) and its motor plans. */
export function useMotorCompany() {
  const { companyId = '' } = useParams();
  const company = useGetCompanyQuery(companyId);
  const plans = useGetPlansQuery(companyId);
  return { companyId, company, plans: plans.data ?? [], plansQuery: plans };
}
