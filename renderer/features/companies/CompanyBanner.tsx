import { makeStyles, tokens } from '@fluentui/react-components';
import { useGetCompanyImageQuery } from './companiesApi.js';

const useStyles = makeStyles({
  banner: {
    display: 'block', width: '100%', maxHeight: '180px', objectFit: 'cover',
    borderRadius: tokens.borderRadiusMedium, backgroundColor: tokens.colorNeutralBackground3,
  },
});

/**
 * The company's banner image, read through the host as a `data:` URL like the logo (see
 * companies.contract.ts). Nothing shows while it loads or when it cannot be read: the banner only
 * decorates the detail screen.
 */
export function CompanyBanner({ companyId, name, bannerUrl }: { companyId: string; name: string; bannerUrl: string }) {
  const styles = useStyles();
  const { data } = useGetCompanyImageQuery({ id: companyId, kind: 'banner', url: bannerUrl });
  return data ? <img className={styles.banner} src={data.dataUrl} alt={`${name} banner`} /> : null;
}
