/**
 * The readable text of a raw mail as an SMTP server receives it: every MIME part decoded
 * from quoted-printable or base64 (enough to find a link in it; not a general MIME parser).
 */
export function decodedMail(raw: string): string {
  return raw
    .split(/\r?\n--[^\r\n]+\r?\n/)
    .map((part) => {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) return part;
      const head = part.slice(0, split);
      const body = part.slice(split).replace(/^\r?\n\r?\n/, '');
      const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase();
      if (encoding === 'quoted-printable') {
        const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        return `${head}\n\n${Buffer.from(bytes, 'latin1').toString('utf8')}`;
      }
      if (encoding === 'base64') return `${head}\n\n${Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')}`;
      return part;
    })
    .join('\n');
}

/** `Subject:` of a raw mail, RFC 2047 encoded-words (=?UTF-8?Q?...?= / ?B?) decoded. */
export function decodedSubject(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (__, hex: string) => String.fromCharCode(parseInt(hex, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}
