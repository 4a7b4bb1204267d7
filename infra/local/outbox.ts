import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';

/** One email the local Cognito would have sent: <outboxDir>/<time>-<n>-<to>.json */
export interface OutboxEmail {
  to: string;
  subject: string;
  html: string;
  text?: string;
  /** The first http(s) link in the email, e.g. the activation or reset link. */
  link?: string;
  /** The code or temporary password Cognito put into the email. */
  code?: string;
  at: string;
}

const decodeEntities = (value: string) =>
  value
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'");

export const firstLink = (html: string): string | undefined => {
  const match = /href="(https?:[^"]+)"/i.exec(html) ?? /(https?:\/\/[^\s"'<>]+)/i.exec(html);
  return match?.[1] ? decodeEntities(match[1]) : undefined;
};

const htmlToText = (html: string) =>
  decodeEntities(
    html
      .replace(/<(style|head)[\s\S]*?<\/\1>/gi, '')
      .replace(/<br\s*\/?>|<\/(p|h\d|div|li)>/gi, '\n')
      .replace(/<[^>]+>/g, '')
      .replace(/[ \t]+/g, ' ')
      .replace(/\n\s*\n+/g, '\n')
      .trim(),
  );

/**
 * cognito-local's MessageSender: instead of printing a box to the console it records each rendered
 * email (code already substituted by cognito-local) as a JSON file and prints one short line.
 */
export class OutboxMessageSender implements MessageSender {
  private sequence = 0;

  constructor(
    private readonly outboxDir: string,
    private readonly log: (line: string) => void,
  ) {}

  async sendEmail(...[, user, destination, message]: Parameters<MessageSender['sendEmail']>): Promise<void> {
    // cognito-local replaces only the first {####} and {username}; Cognito replaces them all.
    const html = (message.emailMessage ?? `Your code is {####}`).replaceAll('{####}', message.__code ?? '{####}').replaceAll('{username}', user.Username);
    const email: OutboxEmail = {
      to: destination,
      subject: message.emailSubject ?? '(no subject)',
      html,
      text: htmlToText(html),
      link: firstLink(html),
      code: message.__code,
      at: new Date().toISOString(),
    };
    const file = await this.write(email);
    this.log(`[email] to ${email.to}: "${email.subject}"${email.link ? ` ${email.link}` : ''} (${path.relative(process.cwd(), file)})`);
  }

  async sendSms(...[, , destination, message]: Parameters<MessageSender['sendSms']>): Promise<void> {
    this.log(`[sms] to ${destination}: ${message.smsMessage ?? `code ${message.__code ?? ''}`}`);
  }

  private async write(email: OutboxEmail): Promise<string> {
    await mkdir(this.outboxDir, { recursive: true });
    const name = `${email.at.replace(/[:.]/g, '-')}-${String(++this.sequence).padStart(4, '0')}-${email.to.replace(/[^a-z0-9@._-]/gi, '_')}.json`;
    const file = path.join(this.outboxDir, name);
    // Written under a temporary name first, so a test polling the folder never reads half a file.
    await writeFile(`${file}.tmp`, `${JSON.stringify(email, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    return file;
  }
}

/** Every email in the outbox, oldest first (for tests and tools). */
export async function readOutbox(outboxDir: string): Promise<OutboxEmail[]> {
  if (!existsSync(outboxDir)) return [];
  const names = (await readdir(outboxDir)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(path.join(outboxDir, name), 'utf8')) as OutboxEmail));
}
