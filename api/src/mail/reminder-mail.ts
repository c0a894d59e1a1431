import type { MailLang } from '../auth/language';
import { escapeHtml, layout, mailName, oneLine, type MailContent } from './templates';

export interface ReminderMailValues {
  firstName: string;
  companyName: string;
  /** the invitation's link to the questionnaire (a placeholder when it carries a secret) */
  link: string;
  /** the link that stops the reminders (a placeholder: it carries the contact's token) */
  optOutLink: string;
  /** this reminder's number, from 1, and the most a contact gets */
  reminder: number;
  maxReminders: number;
  /** the link signs the contact in to their account, this many hours, once */
  signInHours?: number;
}

/**
 * A reminder to a company contact who was invited and has not finished the questionnaire: the
 * invitation's words and link again, which reminder this is of how many, and a link that stops
 * them without signing in.
 */
export function contactReminderMail(lang: MailLang, values: ReminderMailValues): MailContent {
  const name = mailName(values.firstName);
  const company = oneLine(values.companyName);
  const { reminder, maxReminders } = values;
  const t =
    lang === 'fr'
      ? {
          subject: `Rappel : ${company} vous invite à répondre au questionnaire Rapport`,
          hello: name ? `Bonjour ${name},` : 'Bonjour,',
          body: `${company} vous a invité à répondre au questionnaire Rapport, qui n’est pas encore terminé : 18 questions et 12 mots, 15 à 20 minutes, sans bonne ni mauvaise réponse. Commencez, ou reprenez où vous en étiez, avec ce lien :`,
          button: 'Répondre au questionnaire',
          signsIn: `Ce lien vous connecte directement à votre compte Rapport ; il ne sert qu’une fois, dans les ${values.signInHours} heures. Ensuite, connectez-vous comme d’habitude.`,
          count: `Ceci est la relance ${reminder} sur ${maxReminders} au plus.`,
          optOut: 'Pour ne plus recevoir de relances, suivez ce lien (sans vous connecter) :',
          optOutLabel: 'Ne plus recevoir de relances',
          footer: `Vous recevez ce message parce que ${company} vous compte parmi ses contacts sur Rapport.`,
        }
      : {
          subject: `Reminder: ${company} invites you to take the Rapport questionnaire`,
          hello: name ? `Hello ${name},` : 'Hello,',
          body: `${company} invited you to take the Rapport questionnaire, and it is not finished yet: 18 questions and 12 words, 15 to 20 minutes, no right or wrong answers. Start, or go on where you left off, with this link:`,
          button: 'Take the questionnaire',
          signsIn: `This link signs you in to your Rapport account directly; it works once, within ${values.signInHours} hours. After that, sign in as usual.`,
          count: `This is reminder ${reminder} of ${maxReminders} at most.`,
          optOut: 'To get no more reminders, follow this link (no sign-in needed):',
          optOutLabel: 'Stop these reminders',
          footer: `You receive this message because ${company} counts you among its contacts on Rapport.`,
        };
  const paragraphs = values.signInHours ? [t.body, t.signsIn] : [t.body];
  const footerHtml = [
    escapeHtml(t.count),
    `${escapeHtml(t.optOut)} <a href="${escapeHtml(values.optOutLink)}" style="color:#3b3b98">${escapeHtml(t.optOutLabel)}</a>`,
    escapeHtml(t.footer),
  ].join('<br>\n');
  return {
    subject: t.subject,
    text: [t.hello, '', ...paragraphs, values.link, '', t.count, t.optOut, values.optOutLink, '', t.footer].join('\n'),
    html: layout(lang, [t.hello, ...paragraphs].map(escapeHtml), { href: values.link, label: t.button }, footerHtml),
  };
}
