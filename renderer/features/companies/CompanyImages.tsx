import { Button, Caption1, Field, Subtitle1, makeStyles, tokens } from '@fluentui/react-components';
import { ImageRegular } from '@fluentui/react-icons';
import { useCallback, useState } from 'react';
import type { PickedFile } from '../../../shared/contract/documents/index.js';
import { COMPANY_IMAGE_MAX_BYTES } from '../../../shared/contract/companies/companies.schema.js';
import { useHost } from '../../app/useHost.js';
import { useAppDispatch } from '../../app/hooks.js';
import { apiWithCompanies } from './companiesApi.js';

export type ImageKind = 'logo' | 'banner';
const LABELS: Record<ImageKind, string> = { logo: 'Logo', banner: 'Banner Image' };
const ENDPOINTS = { logo: 'companies.uploadLogo', banner: 'companies.uploadBanner' } as const;

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: tokens.spacingHorizontalL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
});

/** Why a picked file cannot be a logo or banner, before it is sent (the server checks its bytes again). */
function refusalOf(file: PickedFile): string | undefined {
  // WebP is no document kind, so its `kind` is null: its name tells it.
  const image = file.kind === 'png' || file.kind === 'jpeg' || /\.webp$/i.test(file.name);
  if (!image) return `"${file.name}" is not a PNG, JPG or WebP image.`;
  if (file.size > COMPANY_IMAGE_MAX_BYTES) return `"${file.name}" is larger than 2 MB.`;
  return undefined;
}

/**
 * The logo and banner chosen on the company form (host file dialog), uploaded once the company is
 * saved, since the upload needs its id. `uploadTo` answers the refusals, one line per image.
 */
export function useCompanyImagePicks() {
  const host = useHost();
  const dispatch = useAppDispatch();
  const [picks, setPicks] = useState<Partial<Record<ImageKind, PickedFile>>>({});
  const [errors, setErrors] = useState<Partial<Record<ImageKind, string>>>({});

  const choose = useCallback(async (kind: ImageKind) => {
    const result = await host.files.pick('images');
    if (!result.ok) return setErrors((e) => ({ ...e, [kind]: result.error.message }));
    const file = result.data[0];
    if (!file) return;
    const refusal = refusalOf(file);
    setErrors((e) => ({ ...e, [kind]: refusal }));
    setPicks((p) => ({ ...p, [kind]: refusal ? undefined : file }));
  }, [host]);

  const uploadTo = useCallback(async (companyId: string): Promise<string[]> => {
    const refusals: string[] = [];
    for (const kind of ['logo', 'banner'] as const) {
      const file = picks[kind];
      if (!file) continue;
      const result = await host.files.upload({ fileId: file.id, endpoint: ENDPOINTS[kind], params: { id: companyId } });
      if (!result.ok) refusals.push(`${LABELS[kind]}: ${result.error.message}`);
    }
    if (picks.logo || picks.banner) dispatch(apiWithCompanies.util.invalidateTags([{ type: 'Company', id: companyId }, { type: 'Company', id: 'LIST' }]));
    return refusals;
  }, [dispatch, host, picks]);

  /** Marks an image the form requires (the portal short form's logo) as missing; false when it is missing. */
  const requirePick = useCallback((kind: ImageKind, message: string): boolean => {
    if (picks[kind]) return true;
    setErrors((e) => ({ ...e, [kind]: message }));
    return false;
  }, [picks]);

  return { picks, errors, choose, uploadTo, requirePick };
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
