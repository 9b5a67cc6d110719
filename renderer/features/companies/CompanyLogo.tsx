import { Avatar } from '@fluentui/react-components';

/** The company's logo when it has one, else its initials; the name always beside it. */
export function CompanyLogo({ name, logoUrl, size = 24 }: { name: string; logoUrl: string | null; size?: 24 | 32 | 48 }) {
  return <Avatar shape="square" size={size} name={name} image={logoUrl ? { src: logoUrl, alt: '' } : undefined} aria-hidden />;
}
