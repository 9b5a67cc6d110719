import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A message as the sink received it. */
export interface ReceivedMail {
  from: string;
  to: string[];
  /** The authenticated user, if the client signed in. */
  user: string | null;
  raw: string;
  subject: string | null;
  attachments: Array<{ fileName: string; mimeType: string; content: Buffer }>;
}

export interface SmtpSink {
  /** `smtp://user:pass@127.0.0.1:<port>`. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

function header(block: string, name: string): string | null {
  const unfolded = block.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? null;
}

/** The attachments of a MIME message, from every multipart level (enough for what nodemailer writes). */
function attachmentsOf(raw: string): ReceivedMail['attachments'] {
  const found: ReceivedMail['attachments'] = [];
  const walk = (entity: string) => {
    const split = entity.search(/\r?\n\r?\n/);
    const head = split < 0 ? entity : entity.slice(0, split);
    const body = split < 0 ? '' : entity.slice(split).replace(/^\r?\n\r?\n/, '');
    const type = header(head, 'Content-Type') ?? 'text/plain';
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (boundary) {
      for (const part of body.split(`--${boundary}`).slice(1)) if (!part.startsWith('--')) walk(part.replace(/^\r?\n/, ''));
      return;
    }
    const disposition = header(head, 'Content-Disposition');
    if (!disposition?.toLowerCase().startsWith('attachment')) return;
    const fileName = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'attachment';
    const encoding = header(head, 'Content-Transfer-Encoding')?.toLowerCase();
    found.push({ fileName, mimeType: type.split(';')[0]!.trim(), content: encoding === 'base64' ? Buffer.from(body.replace(/\s+/g, ''), 'base64') : Buffer.from(body) });
  };
  walk(raw);
  return found;
}

/**
 * A local SMTP server for tests (127.0.0.1, a free port, plain text with login): it keeps every
 * message it accepts and refuses, with `550`, any recipient whose address starts with `refused`.
 *
 * @example const sink = await startSmtpSink(); createSmtpMessenger(outbox, { url: sink.url, from: 'desk@example.ae' });
 */
export async function startSmtpSink(credentials = { user: 'desk', pass: 'sink-pass' }): Promise<SmtpSink> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('refused')) return callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const head = raw.slice(0, Math.max(0, raw.search(/\r?\n\r?\n/)));
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((each) => each.address),
          user: typeof session.user === 'string' ? session.user : null,
          raw,
          subject: header(head, 'Subject'),
          attachments: attachmentsOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
