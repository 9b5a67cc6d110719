import { COMPANY_IMAGE_MAX_BYTES } from '../../../shared/contract/companies/index.js';
import { createRecordImages } from '../../services/storage/recordImages.js';

export type CompanyImageKind = 'logo' | 'banner';

const PLURALS: Record<CompanyImageKind, string> = { logo: 'Logos', banner: 'Banner images' };

/**
 * Company logos and banners under `<filesDir>/companies/<company id>/`, at most 2 MB each. The
 * record keeps `/api/admin/insuranceCompany/<id>/<kind>?v=<file>`, the path the renderer reads it from.
 */
export function createCompanyImages(filesDir: string) {
  return createRecordImages(filesDir, {
    folder: 'companies',
    maxBytes: COMPANY_IMAGE_MAX_BYTES,
    url: (companyId, kind, file) => `/api/admin/insuranceCompany/${encodeURIComponent(companyId)}/${kind}?v=${file}`,
    plural: (kind) => PLURALS[kind as CompanyImageKind],
    missing: (kind) => (kind === 'logo' ? 'Logo not found' : 'Banner image not found'),
  });
}
