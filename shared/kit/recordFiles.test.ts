import { describe, expect, it } from 'vitest';
import { recordFileEndpoints, recordFileKindSchema } from './recordFiles.js';

const kinds = { licence: { label: 'Licence', maxFiles: 3 }, letter: { label: 'Letter', maxFiles: 1 } };

describe('files on a record', () => {
  const endpoints = recordFileEndpoints('/api/admin/things', kinds, { read: 'corporateCustomer.read', update: 'corporateCustomer.update' });

  it('puts the list, the upload of a kind, the download and the removal under the area base, reading with read and changing with update', () => {
    expect(Object.values(endpoints).map((def) => [def.method, def.path, def.permission])).toEqual([
      ['GET', '/api/admin/things/{id}/files', 'corporateCustomer.read'],
      ['POST', '/api/admin/things/{id}/uploadfiles/{kind}', 'corporateCustomer.update'],
      ['GET', '/api/admin/things/{id}/files/{fileId}', 'corporateCustomer.read'],
      ['DELETE', '/api/admin/things/{id}/files/{fileId}', 'corporateCustomer.update'],
    ]);
    expect(endpoints.uploadFiles.multipart).toBe(true);
    expect(endpoints.file.download).toEqual({ mimeType: 'application/octet-stream' });
  });

  it("takes only the area's kinds in the upload path, naming them", () => {
    expect(endpoints.uploadFiles.params.safeParse({ id: 'r1', kind: 'letter' }).success).toBe(true);
    const wrong = recordFileKindSchema(kinds).safeParse('passport');
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('kind must be one of: licence, letter');
  });
});
