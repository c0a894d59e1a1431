import type { AddressInfo } from 'net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  subject: string;
}

export interface TestSmtpServer {
  url: string;
  received: ReceivedMail[];
  /** the next `count` deliveries are refused with a temporary (4xx) error */
  refuseNext(count: number): void;
  /** the first mail in `received`, once there is one */
  firstMail(): Promise<ReceivedMail>;
  close(): Promise<void>;
}

/** A real SMTP server in the test process: the worker talks SMTP to it as it would to any. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  let waiting: ((mail: ReceivedMail) => void)[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // no DNS lookup of 127.0.0.1 per connection
    disableReverseLookup: true,
    onRcptTo(_address, _session, callback) {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Mailbox temporarily unavailable'), { responseCode: 451 });
        callback(error);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        };
        received.push(mail);
        const woken = waiting;
        waiting = [];
        for (const wake of woken) wake(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext(count) {
      refusals = count;
    },
    firstMail() {
      if (received.length > 0) return Promise.resolve(received[0]);
      return new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
