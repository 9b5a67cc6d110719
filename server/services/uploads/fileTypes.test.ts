import { describe, expect, it } from 'vitest';
import { claimedImageType, sniffType } from './fileTypes.js';

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));
const ACCEPTED = 'Logos must be PNG, JPG or WebP images of at most 2 MB.';

describe('sniffType', () => {
  it.each([
    ['a PDF', bytes('%PDF-1.7\n'), 'pdf'],
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]), 'jpeg'],
    ['a zip', bytes([0x50, 0x4b, 0x03, 0x04, 20, 0, 0, 0]), 'zip'],
    ['a WebP (RIFF, size, WEBP)', bytes('RIFF', [0x24, 0x10, 0, 0], 'WEBPVP8 '), 'webp'],
    ['a WAV (RIFF but not WEBP)', bytes('RIFF', [0x24, 0x10, 0, 0], 'WAVEfmt '), undefined],
    ['RIFF cut short before WEBP', bytes('RIFF', [0x24, 0x10]), undefined],
    ['text', bytes('hello world!'), undefined],
  ])('tells %s', (_name, head, type) => {
    expect(sniffType(head)).toBe(type);
  });
});

describe('claimedImageType', () => {
  it.each([
    ['logo.webp', 'image/webp', { type: 'webp' }],
    ['logo.WEBP', 'application/octet-stream', { type: 'webp' }],
    ['logo.jpeg', 'image/jpg', { type: 'jpeg' }],
    ['logo', 'image/png', { type: 'png' }],
    ['logo.png', 'image/webp', { refusal: `"logo.png" is sent as image/webp, which does not match its name. ${ACCEPTED}` }],
    ['logo.gif', 'image/gif', { refusal: ACCEPTED }],
    ['brochure.pdf', 'application/pdf', { refusal: ACCEPTED }],
  ])('%s sent as %s', (name, mime, claim) => {
    expect(claimedImageType(name, mime, ACCEPTED)).toEqual(claim);
  });
});
