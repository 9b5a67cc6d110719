import { Avatar } from '@fluentui/react-components';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useGetCompanyImageQuery } from './companiesApi.js';

/**
 * The company's logo when it has one, else its initials (also while the logo loads or when it
 * cannot be read). The image comes through the host as a `data:` URL (see companies.contract.ts);
 * without `companyId` only the initials show.
 */
export function CompanyLogo({ companyId, name, logoUrl, size = 24 }: { companyId?: string; name: string; logoUrl: string | null; size?: 24 | 32 | 48 }) {
  const { data } = useGetCompanyImageQuery(companyId && logoUrl ? { id: companyId, kind: 'logo', url: logoUrl } : skipToken);
  return <Avatar shape="square" size={size} name={name} image={data ? { src: data.dataUrl, alt: '' } : undefined} aria-hidden />;
}
