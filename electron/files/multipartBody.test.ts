import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { multipartBody } from './multipartBody.js';

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

describe('multipartBody', () => {
  it('sends the text fields before the file, and announces the exact length', async () => {
    const body = multipartBody({
      fields: { paidBy: 'CRM - Direct to insurance company', orderRef: 'TRX-42' },
      field: 'file', fileName: 'proof.pdf', contentType: 'application/pdf', size: 5,
      openFile: () => Readable.from([Buffer.from('%PDF-')]),
    });
    const sent = await text(body.stream);
    expect(Buffer.byteLength(sent)).toBe(body.length);
    expect(body.headers['Content-Length']).toBe(String(body.length));
    const boundary = body.headers['Content-Type']!.split('boundary=')[1]!;
    const parts = sent.split(`--${boundary}`).slice(1, -1);
    expect(parts[0]).toContain('name="paidBy"\r\n\r\nCRM - Direct to insurance company');
    expect(parts[1]).toContain('name="orderRef"\r\n\r\nTRX-42');
    expect(parts[2]).toContain('name="file"; filename="proof.pdf"');
    expect(parts[2]).toContain('%PDF-');
  });

  it('is a plain one-file form without fields', async () => {
    const body = multipartBody({ field: 'file', fileName: 'a.png', contentType: 'image/png', size: 3, openFile: () => Readable.from([Buffer.from('png')]) });
    const sent = await text(body.stream);
    expect(Buffer.byteLength(sent)).toBe(body.length);
    expect(sent.match(/Content-Disposition/g)).toHaveLength(1);
  });
});
