import { describe, expect, it } from 'vitest';
import { fail } from './callResult.js';
import { NOT_PREVIEWABLE, PREVIEW_MAX_BYTES, TOO_LARGE_TO_PREVIEW, sniffImageType, toPreview } from './imagePreview.js';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0, 16];
const WEBP = [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WEBPVP8 '].map((c) => c.charCodeAt(0)));
const downloaded = (bytes: Uint8Array, mimeType = 'application/octet-stream') => ({ ok: true as const, data: { fileName: 'scan.jpg', mimeType, bytes } });

describe('sniffImageType', () => {
  it.each([
    ['a PNG', PNG, 'image/png'],
    ['a JPEG', JPEG, 'image/jpeg'],
    ['a WebP', WEBP, 'image/webp'],
  ])('tells %s by its first bytes', (_name, bytes, type) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBe(type);
  });

  it.each([
    ['a PDF', [...'%PDF-1.7'].map((c) => c.charCodeAt(0))],
    ['an SVG', [...'<svg xmlns="http://www.w3.org/2000/svg">'].map((c) => c.charCodeAt(0))],
    ['a RIFF that is not WebP (WAV)', [...'RIFF'].map((c) => c.charCodeAt(0)).concat([0x24, 0, 0, 0], [...'WAVE'].map((c) => c.charCodeAt(0)))],
    ['a cut-off PNG signature', PNG.slice(0, 5)],
    ['a cut-off WebP header', WEBP.slice(0, 10)],
    ['no bytes', []],
  ])('finds no image in %s', (_name, bytes) => {
    expect(sniffImageType(new Uint8Array(bytes))).toBeNull();
  });
});

describe('toPreview', () => {
  it('answers the type the bytes show, not the one the server sent', () => {
    const bytes = new Uint8Array(PNG);
    expect(toPreview(downloaded(bytes, 'image/jpeg'))).toEqual({ ok: true, data: { mimeType: 'image/png', bytes } });
  });

  it('refuses bytes that are not an image, whatever the name or header say', () => {
    expect(toPreview(downloaded(new TextEncoder().encode('<html>not an image</html>'), 'image/jpeg'))).toEqual(fail('invalid-response', NOT_PREVIEWABLE));
  });

  it('accepts 10 MB and refuses one byte more', () => {
    const limit = new Uint8Array(PREVIEW_MAX_BYTES);
    limit.set(JPEG);
    expect(toPreview(downloaded(limit))).toMatchObject({ ok: true, data: { mimeType: 'image/jpeg' } });
    const over = new Uint8Array(PREVIEW_MAX_BYTES + 1);
    over.set(JPEG);
    expect(toPreview(downloaded(over))).toEqual(fail('invalid-response', TOO_LARGE_TO_PREVIEW));
  });

  it('passes a failed download through unchanged', () => {
    const failure = fail('http', 'File not found', 404);
    expect(toPreview(failure)).toBe(failure);
  });
});
