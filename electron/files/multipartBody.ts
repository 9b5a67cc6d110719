import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

export interface MultipartBody {
  stream: Readable;
  headers: Record<string, string>;
  /** Bytes of the whole encoded form, sent as Content-Length. */
  length: number;
}

/** Quotes and line breaks cannot appear in a header's quoted file name. */
function quotedName(fileName: string): string {
  return fileName.replace(/[\r\n]/g, ' ').replace(/"/g, '%22');
}

/**
 * A one-file multipart form as a stream: the text fields, the file part's header, the file's
 * bytes as `openFile()` streams them, and the closing boundary. The length is known up front, so nothing is buffered
 * to compute it and the server can refuse an oversized upload from its header.
 *
 * @example const body = multipartBody({ field: 'file', fileName: 'id.pdf', contentType: 'application/pdf', size, openFile: () => createReadStream(path) });
 */
export function multipartBody(options: {
  /** Text fields, sent before the file so the server has them when the file part arrives. */
  fields?: Record<string, string> | undefined;
  field: string;
  fileName: string;
  contentType: string;
  size: number;
  openFile: () => NodeJS.ReadableStream;
  /** Called with the bytes of the form read so far, as the connection pulls them. */
  onRead?: (loaded: number) => void;
}): MultipartBody {
  const boundary = `----BrokerDesk${randomBytes(12).toString('hex')}`;
  const fieldParts = Object.entries(options.fields ?? {})
    .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${quotedName(name)}"\r\n\r\n${value}\r\n`)
    .join('');
  const head = Buffer.from(
    `${fieldParts}--${boundary}\r\nContent-Disposition: form-data; name="${options.field}"; filename="${quotedName(options.fileName)}"\r\n` +
      `Content-Type: ${options.contentType}\r\n\r\n`,
    'utf8',
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`, 'utf8');
  async function* parts() {
    let loaded = head.length;
    yield head;
    for await (const chunk of options.openFile()) {
      loaded += (chunk as Buffer).length;
      options.onRead?.(loaded);
      yield chunk as Buffer;
    }
    yield tail;
  }
  const length = head.length + options.size + tail.length;
  return {
    stream: Readable.from(parts(), { objectMode: false }),
    headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(length) },
    length,
  };
}
