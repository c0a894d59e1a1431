import type { MailLang } from '../auth/language';

/**
 * The account mails, in en and fr, as text and HTML. Every value from a person (names) is
 * escaped in the HTML, bounded and kept from becoming a link (mailName); links come from
 * SITE_ORIGIN, never from a request's Host header.
 */

export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

export const escapeHtml = (value: string): string =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);

/**
 * One line of user text in a header or a sentence: no line breaks, bounded, and no `{{`/`}}`,
 * so a name never becomes a placeholder the outbox fills with a secret (mail/outbox.ts).
 */
export const oneLine = (value: string): string =>
  value
    .replace(/[\r\n\t]+/g, ' ')
    .replace(/\{+/g, '{')
    .replace(/\}+/g, '}')
    .trim()
    .slice(0, 150);

/** The most characters of a person's name a mail shows; a longer one is cut with "…". */
export const MAIL_NAME_MAX = 40;

/**
 * The characters mail readers build links from (a scheme's `:` and `/`, a domain's `.`, an
 * address's `@`) and look-alikes that no reader follows: a name shows as typed, never as a link.
 */
const LINK_MAKERS: Record<string, string> = { '.': '\u2024', ':': '\u2236', '/': '\u2215', '@': '\uff20' };

/**
 * A name someone typed, as our mails show it: one line, at most MAIL_NAME_MAX characters, and
 * nothing a mail reader would turn into a link. A name is whatever its owner (or an inviter)
 * typed, "URGENT: your payroll is blocked, confirm at http://evil.example/pay" included, and
 * it goes into mails we send to other people under our name.
 */
export function mailName(value: string): string {
  const line = oneLine(value).replace(/\s+/g, ' ');
  const chars = [...line];
  const bounded = chars.length > MAIL_NAME_MAX ? `${chars.slice(0, MAIL_NAME_MAX - 1).join('').trimEnd()}…` : line;
  return bounded.replace(/[.:/@]/g, (c) => LINK_MAKERS[c]);
}

/** A name quoted the language's way: it reads as a name, not as our words. */
const quoted = (lang: MailLang, name: string): string => (lang === 'fr' ? `« ${name} »` : `“${name}”`);

export function layout(lang: MailLang, paragraphs: string[], link: { href: string; label: string }, footer: string): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${p}</p>`).join('\n');
  return `<!doctype html>
<html lang="${lang}">
<head><meta charset="utf-8"><title>Rapport</title></head>
<body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a2e">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;padding:32px">
<p style="margin:0 0 24px;font-size:20px;font-weight:bold">Rapport</p>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(link.href)}" style="display:inline-block;background:#3b3b98;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px">${escapeHtml(link.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(link.href)}</p>
<p style="margin:24px 0 0;font-size:12px;color:#777">${footer}</p>
</div>
</body>
</html>`;
}

/**
 * A mail whose point is one link: a greeting, paragraphs, the link (a button in HTML), a footer.
 * Text and HTML say the same; only the HTML escapes.
 */
function linkMail(
  lang: MailLang,
  t: { subject: string; hello: string; paragraphs: string[]; button: string; footer: string },
  link: string,
): MailContent {
  return {
    subject: t.subject,
    text: [t.hello, '', ...t.paragraphs, link, '', t.footer].join('\n'),
    html: layout(lang, [t.hello, ...t.paragraphs].map(escapeHtml), { href: link, label: t.button }, escapeHtml(t.footer)),
  };
}

export function passwordResetMail(lang: MailLang, values: { firstName: string; link: string }): MailContent {
  const name = mailName(values.firstName);
  const t =
    lang === 'fr'
      ? {
          subject: 'Réinitialisation de votre mot de passe Rapport',
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          asked: 'Vous avez demandé à réinitialiser votre mot de passe Rapport. Ce lien est valable une heure et ne sert qu’une fois :',
          button: 'Choisir un nouveau mot de passe',
          ignore: 'Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe ne change pas.',
        }
      : {
          subject: 'Reset your Rapport password',
          hello: name ? `Hello ${name},` : 'Hello,',
          asked: 'You asked to reset your Rapport password. This link is valid for one hour and works once:',
          button: 'Choose a new password',
          ignore: 'If you did not ask for this, ignore this message: your password stays the same.',
        };
  return linkMail(lang, { ...t, paragraphs: [t.asked], footer: t.ignore }, values.link);
}

/**
 * A signed-in user invites someone to take the questionnaire (POST /send/invite). Both names
 * are typed by the sender: the sender's is quoted wherever it stands in our words.
 */
export function invitationMail(
  lang: MailLang,
  values: { recipientName: string; senderName: string; link: string },
): MailContent {
  const recipient = mailName(values.recipientName);
  const senderName = mailName(values.senderName);
  const sender = senderName ? quoted(lang, senderName) : lang === 'fr' ? 'Un contact' : 'A contact';
  const t =
    lang === 'fr'
      ? {
          subject: `${sender} vous invite sur Rapport`,
          hello: recipient ? `Bonjour ${recipient},` : 'Bonjour,',
          body: `${sender} vous invite à découvrir votre profil relationnel sur Rapport et à voir votre compatibilité. Le questionnaire prend 15 à 20 minutes.`,
          button: 'Répondre au questionnaire',
          footer: 'Vous recevez ce message parce qu’un utilisateur de Rapport a saisi votre adresse. Sans suite de votre part, vous ne recevrez rien d’autre.',
        }
      : {
          subject: `${sender} invites you to Rapport`,
          hello: recipient ? `Hello ${recipient},` : 'Hello,',
          body: `${sender} invites you to discover your relational profile on Rapport and see how well you match. The questionnaire takes 15 to 20 minutes.`,
          button: 'Take the questionnaire',
          footer: 'You receive this message because a Rapport user entered your address. If you do nothing, you will receive nothing else.',
        };
  return linkMail(lang, { ...t, paragraphs: [t.body], footer: t.footer }, values.link);
}

/**
 * A company invites one of its contacts (POST /auth/re-invite/ sends it again).
 * `signInHours`: the link is a one-click link of the contact's own account, single use and
 * valid that many hours, and the mail says so.
 */
export function companyInvitationMail(
  lang: MailLang,
  values: { firstName: string; companyName: string; link: string; signInHours?: number },
): MailContent {
  const name = mailName(values.firstName);
  const company = oneLine(values.companyName);
  const t =
    lang === 'fr'
      ? {
          subject: `${company} vous invite à répondre au questionnaire Rapport`,
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          body: `${company} vous invite à répondre au questionnaire Rapport : 18 questions et 12 mots, 15 à 20 minutes, sans bonne ni mauvaise réponse.`,
          button: 'Répondre au questionnaire',
          signsIn: `Ce lien vous connecte directement à votre compte Rapport ; il ne sert qu’une fois, dans les ${values.signInHours} heures. Ensuite, connectez-vous comme d’habitude.`,
          footer: `Vous recevez ce message parce que ${company} vous compte parmi ses contacts sur Rapport.`,
        }
      : {
          subject: `${company} invites you to take the Rapport questionnaire`,
          hello: name ? `Hello ${name},` : 'Hello,',
          body: `${company} invites you to take the Rapport questionnaire: 18 questions and 12 words, 15 to 20 minutes, no right or wrong answers.`,
          button: 'Take the questionnaire',
          signsIn: `This link signs you in to your Rapport account directly; it works once, within ${values.signInHours} hours. After that, sign in as usual.`,
          footer: `You receive this message because ${company} counts you among its contacts on Rapport.`,
        };
  const body = values.signInHours ? [t.body, t.signsIn] : [t.body];
  return linkMail(lang, { ...t, paragraphs: body }, values.link);
}

/** An operator made someone an admin of a company and they have no password yet (npm run admin). */
export function companyAdminInvitationMail(
  lang: MailLang,
  values: { firstName: string; companyName: string; link: string; validDays: number },
): MailContent {
  const name = mailName(values.firstName);
  const company = oneLine(values.companyName);
  const t =
    lang === 'fr'
      ? {
          subject: `Vous êtes administrateur de ${company} sur Rapport`,
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          body: `Un compte Rapport vous a été ouvert pour gérer les contacts et les missions de ${company}. Choisissez votre mot de passe avec ce lien, valable ${values.validDays} jours et une seule fois :`,
          button: 'Choisir mon mot de passe',
          footer: 'Si vous ne vous attendiez pas à ce message, ignorez-le : le lien expirera de lui-même.',
        }
      : {
          subject: `You are an admin of ${company} on Rapport`,
          hello: name ? `Hello ${name},` : 'Hello,',
          body: `A Rapport account was opened for you to manage the contacts and missions of ${company}. Choose your password with this link, valid for ${values.validDays} days and usable once:`,
          button: 'Choose my password',
          footer: 'If you did not expect this message, ignore it: the link expires by itself.',
        };
  return linkMail(lang, { ...t, paragraphs: [t.body], footer: t.footer }, values.link);
}

/**
 * Sign-up (and a claim waiting for it): the link proves the person reads this mailbox. Until
 * then the account cannot claim a company contact or a mission place, nor be linked to a
 * social sign-in without losing its password.
 */
export function emailVerificationMail(lang: MailLang, values: { firstName: string; link: string; validHours: number }): MailContent {
  // typed by whoever opened the account, maybe not the owner of the address the mail goes to
  const name = mailName(values.firstName);
  const t =
    lang === 'fr'
      ? {
          subject: 'Confirmez votre adresse e-mail Rapport',
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          body: `Confirmez que cette adresse est bien la vôtre : les entreprises et les missions qui vous invitent pourront alors vous compter parmi leurs contacts. Ce lien est valable ${values.validHours} heures et ne sert qu’une fois :`,
          button: 'Confirmer mon adresse',
          footer: 'Si vous n’avez pas créé de compte Rapport, ignorez ce message : sans confirmation, personne ne peut se servir de votre adresse auprès d’une entreprise.',
        }
      : {
          subject: 'Confirm your Rapport e-mail address',
          hello: name ? `Hello ${name},` : 'Hello,',
          body: `Please confirm that this address is yours: the companies and missions that invite you can then count you among their contacts. This link is valid for ${values.validHours} hours and works once:`,
          button: 'Confirm my address',
          footer: 'If you did not create a Rapport account, ignore this message: without confirmation, nobody can use your address with a company.',
        };
  return linkMail(lang, { ...t, paragraphs: [t.body], footer: t.footer }, values.link);
}

/**
 * A company's invited barometer survey: one personal link, single use. The mail says what the
 * link keeps (nothing joining the answers to it) and that results move in steps.
 */
export function barometerInvitationMail(lang: MailLang, values: { firstName: string; companyName: string; surveyName: string; link: string; threshold: number }): MailContent {
  // names typed by the company are shown as names: bounded, no link made of them
  const name = mailName(values.firstName);
  const company = oneLine(values.companyName);
  const survey = mailName(values.surveyName);
  const t =
    lang === 'fr'
      ? {
          subject: `${company} : votre lien personnel pour le questionnaire « ${survey} »`,
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          body: `${company} vous invite à répondre au questionnaire anonyme « ${survey} ». Ce lien est le vôtre et ne sert qu’une fois. Vos réponses ne gardent aucune trace du lien qui les a envoyées : personne, ni ${company} ni nous, ne peut savoir lesquelles sont les vôtres.`,
          steps: `${company} ne voit que des totaux de groupes d’au moins ${values.threshold} personnes, mis à jour par paliers d’au moins ${values.threshold} nouvelles réponses.`,
          button: 'Répondre au questionnaire',
          footer: `Vous recevez ce message parce que ${company} vous compte parmi ses contacts sur Rapport.`,
        }
      : {
          subject: `${company}: your personal link to the "${survey}" survey`,
          hello: name ? `Hello ${name},` : 'Hello,',
          body: `${company} invites you to answer the anonymous survey "${survey}". This link is yours and works once. Your answers keep no trace of the link they came from: nobody, neither ${company} nor us, can tell which answers are yours.`,
          steps: `${company} only sees totals for groups of at least ${values.threshold} people, updated in steps of at least ${values.threshold} new answers.`,
          button: 'Answer the survey',
          footer: `You receive this message because ${company} counts you among its contacts on Rapport.`,
        };
  return linkMail(lang, { ...t, paragraphs: [t.body, t.steps] }, values.link);
}
