import { Button, Caption1, Field, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import { useCallback } from 'react';
import { COMPANY_IMAGE_MAX_BYTES } from '../../../shared/contract/companies/companies.schema.js';
import { useAppDispatch } from '../../app/hooks.js';
import { useImagePicks, type ImageSlot } from '../../components/form/ImagePicks.js';
import { apiWithCompanies } from './companiesApi.js';

export type ImageKind = 'logo' | 'banner';
const LABELS: Record<ImageKind, string> = { logo: 'Logo', banner: 'Banner Image' };
const ENDPOINTS = { logo: 'companies.uploadLogo', banner: 'companies.uploadBanner' } as const;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

const SLOTS: ImageSlot[] = (['logo', 'banner'] as const).map((kind) => ({
  key: kind, label: LABELS[kind], required: false, endpoint: ENDPOINTS[kind], params: (id: string) => ({ id }),
}));

/**
 * The logo and banner chosen on the company form (host file dialog), uploaded once the company is
 * saved, since the upload needs its id. `uploadTo` answers the refusals, one line per image.
 */
export function useCompanyImagePicks() {
  const dispatch = useAppDispatch();
  const images = useImagePicks(SLOTS, COMPANY_IMAGE_MAX_BYTES);
  const { picks, any, refuse } = images;

  const uploadTo = useCallback(async (companyId: string): Promise<string[]> => {
    const refusals = await images.uploadTo(companyId);
    if (any) dispatch(apiWithCompanies.util.invalidateTags([{ type: 'Company', id: companyId }, { type: 'Company', id: 'LIST' }]));
    return refusals;
  }, [any, dispatch, images]);

  /** Marks an image the form requires (the portal short form's logo) as missing; false when it is missing. */
  const requirePick = useCallback((kind: ImageKind, message: string): boolean => {
    if (picks[kind]) return true;
    refuse(kind, message);
    return false;
  }, [picks, refuse]);

  return { picks, errors: images.errors, choose: images.choose, uploadTo, requirePick };
}

export type CompanyImagePicks = ReturnType<typeof useCompanyImagePicks>;

export interface CompanyImageInputsProps {
  images: CompanyImagePicks;
  current?: { logoUrl: string | null; bannerUrl: string | null };
  /** The images the form offers (the portal short form has the logo only). */
  kinds?: readonly ImageKind[];
  /** Images the form requires, marked as such. */
  required?: readonly ImageKind[];
}

/** FIELDS.md "## Companies": `file` (Logo) and `banner` (Banner Image), PNG, JPG or WebP of at most 2 MB. */
export function CompanyImageInputs({ images, current, kinds = ['logo', 'banner'], required = [] }: CompanyImageInputsProps) {
  const styles = useStyles();
  const field = (kind: ImageKind) => {
    const picked = images.picks[kind];
    const has = kind === 'logo' ? current?.logoUrl : current?.bannerUrl;
    const state = picked ? `${picked.name} (uploaded on save)` : has ? 'Uploaded' : 'None';
    const error = images.errors[kind];
    return (
      <Field
        key={kind}
        label={LABELS[kind]}
        required={required.includes(kind)}
        hint="PNG, JPG or WebP, at most 2 MB"
        validationMessage={error}
        validationState={error ? 'error' : 'none'}
      >
        <div className={styles.row}>
          <Button icon={<ImageRegular />} onClick={() => void images.choose(kind)}>{`Choose ${kind === 'logo' ? 'logo' : 'banner'}…`}</Button>
          <Caption1>{state}</Caption1>
        </div>
      </Field>
    );
  };
  return (
    <section className={styles.section}>
      <Subtitle1 as="h2">{kinds.length === 1 ? LABELS[kinds[0]!] : 'Logo and banner'}</Subtitle1>
      <div className={styles.grid}>{kinds.map(field)}</div>
    </section>
  );
}
