import type { BarometerHiddenReason } from './barometer';
import type { ContactStatus, ContactType } from '../entities/contact';
import type { ExportLang } from './exports';

/**
 * The words of the exports, in the company pages' languages: the headers, and the values a
 * page shows in words (a status, a role, why a group is hidden). Each says what its page says
 * (mfe-company's locales; a test there compares them), so a file reads like the page it comes from.
 */

export interface ExportLabels {
  yes: string;
  no: string;
  contacts: {
    sheet: string;
    firstName: string;
    lastName: string;
    email: string;
    phone: string;
    role: string;
    confidential: string;
    status: string;
    roles: Record<ContactType, string>;
    statuses: Record<ContactStatus, string>;
  };
  missionMembers: {
    sheet: string;
    /** the person the members are matched with */
    matchWith: string;
    lastName: string;
    firstName: string;
    email: string;
    role: string;
    /** as the details name them (in French an employee is « Employé » there, « Salarié » in Company Contacts) */
    roles: Record<ContactType, string>;
    avatar: string;
    /** why a row has no scores */
    note: string;
    unfinishedOne: (name: string) => string;
    unfinishedTwo: (first: string, second: string) => string;
  };
  teamMatchings: {
    sheet: string;
    first: string;
    firstEmail: string;
    second: string;
    secondEmail: string;
  };
  barometer: {
    sheet: string;
    group: string;
    everyone: string;
    /** a demographic answer's group: "What is your age group: Under 25" */
    groupOption: (question: string, option: string) => string;
    groupAnswers: string;
    question: string;
    answer: string;
    count: string;
    margin: string;
    share: string;
    words: string;
    /** why a group has no figures */
    note: string;
    hidden: Record<BarometerHiddenReason, (threshold: number) => string>;
  };
}

export const EXPORT_LABELS: Record<ExportLang, ExportLabels> = {
  en: {
    yes: 'Yes',
    no: 'No',
    contacts: {
      sheet: 'Company contacts',
      firstName: 'First name',
      lastName: 'Last name',
      email: 'E-mail',
      phone: 'Phone',
      role: 'Role',
      confidential: 'Confidential',
      status: 'Status',
      roles: { C: 'Candidate', E: 'Employee', M: 'Manager' },
      statuses: {
        completed: 'Questionnaire completed',
        in_progress: 'Questionnaire in progress',
        invitation_sent: 'Invitation sent',
        not_invited: 'Not invited yet',
      },
    },
    missionMembers: {
      sheet: 'Mission members',
      matchWith: 'Match with',
      lastName: 'Last name',
      firstName: 'First name',
      email: 'E-mail',
      role: 'Role',
      roles: { C: 'Candidate', E: 'Employee', M: 'Manager' },
      avatar: 'Avatar',
      note: 'Note',
      unfinishedOne: (name) => `${name} hasn't completed the evaluation yet`,
      unfinishedTwo: (first, second) => `${first} and ${second} haven't completed the evaluation yet`,
    },
    teamMatchings: {
      sheet: 'Team matchings',
      first: 'Person 1',
      firstEmail: 'E-mail 1',
      second: 'Person 2',
      secondEmail: 'E-mail 2',
    },
    barometer: {
      sheet: 'Barometer results',
      group: 'Group',
      everyone: 'Everyone',
      groupOption: (question, option) => `${question}: ${option}`,
      groupAnswers: 'Answers in the group',
      question: 'Question',
      answer: 'Answer',
      count: 'Times chosen',
      margin: 'Margin (±, 95%)',
      share: 'Share of respondents (%)',
      words: 'Words chosen most often',
      note: 'Note',
      hidden: {
        survey_below_threshold: (threshold) => `The results will show once at least ${threshold} people have answered.`,
        group_below_threshold: (threshold) => `This group has fewer than ${threshold} answers.`,
        differencing: (threshold) =>
          `Hidden: together with figures already shown (earlier results, other groups or other surveys), it would single out fewer than ${threshold} people.`,
      },
    },
  },
  fr: {
    yes: 'Oui',
    no: 'Non',
    contacts: {
      sheet: 'Contacts de l’entreprise',
      firstName: 'Prénom',
      lastName: 'Nom',
      email: 'E-mail',
      phone: 'Téléphone',
      role: 'Rôle',
      confidential: 'Confidentiel',
      status: 'Statut',
      roles: { C: 'Candidat', E: 'Salarié', M: 'Manager' },
      statuses: {
        completed: 'Questionnaire terminé',
        in_progress: 'Questionnaire en cours',
        invitation_sent: 'Invitation envoyée',
        not_invited: 'Pas encore invité',
      },
    },
    missionMembers: {
      sheet: 'Membres de la mission',
      matchWith: 'Comparer avec',
      lastName: 'Nom',
      firstName: 'Prénom',
      email: 'E-mail',
      role: 'Rôle',
      roles: { C: 'Candidat', E: 'Employé', M: 'Manager' },
      avatar: 'Avatar',
      note: 'Remarque',
      unfinishedOne: (name) => `${name} n'a pas encore terminé l'évaluation`,
      unfinishedTwo: (first, second) => `${first} et ${second} n'ont pas encore terminé l'évaluation`,
    },
    teamMatchings: {
      sheet: 'Matchings de l’équipe',
      first: 'Personne 1',
      firstEmail: 'E-mail 1',
      second: 'Personne 2',
      secondEmail: 'E-mail 2',
    },
    barometer: {
      sheet: 'Résultats du baromètre',
      group: 'Groupe',
      everyone: 'Tout le monde',
      groupOption: (question, option) => `${question} : ${option}`,
      groupAnswers: 'Réponses dans le groupe',
      question: 'Question',
      answer: 'Réponse',
      count: 'Nombre de choix',
      margin: 'Marge (±, 95 %)',
      share: 'Part des répondants (%)',
      words: 'Mots les plus choisis',
      note: 'Remarque',
      hidden: {
        survey_below_threshold: (threshold) => `Les résultats s’afficheront dès qu’au moins ${threshold} personnes auront répondu.`,
        group_below_threshold: (threshold) => `Ce groupe compte moins de ${threshold} réponses.`,
        differencing: (threshold) =>
          `Masqué : rapproché des chiffres déjà affichés (résultats précédents, autres groupes ou autres enquêtes), il isolerait moins de ${threshold} personnes.`,
      },
    },
  },
};

export const exportLabels = (lang: ExportLang): ExportLabels => EXPORT_LABELS[lang];
