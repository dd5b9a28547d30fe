import { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  user?: string;
  raw: string;
}

/** A real SMTP server on 127.0.0.1 that hands each received message to the waiting test. */
export function startSmtpServer() {
  const waiting: ((m: ReceivedMail) => void)[] = [];
  const inbox: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, cb) {
      if (auth.username === 'mailer' && auth.password === 'mail-secret')
        cb(null, { user: 'mailer' });
      else cb(new Error('Invalid username or password'));
    },
    onData(stream, session, cb) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        const mail: ReceivedMail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: session.user as string | undefined,
          raw,
        };
        const next = waiting.shift();
        if (next) next(mail);
        else inbox.push(mail);
        cb();
      });
    },
  });
  return {
    server,
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, '127.0.0.1', () => resolve((server.server.address() as AddressInfo).port)),
      ),
    nextMail: () =>
      new Promise<ReceivedMail>((resolve) => {
        const ready = inbox.shift();
        if (ready) resolve(ready);
        else waiting.push(resolve);
      }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
