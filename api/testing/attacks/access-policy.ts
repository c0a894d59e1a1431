import type { EndpointContract } from '@rapport/wire/api/common';
import { questionnaireSelector } from '@rapport/wire/api/content';
import { callName, type Hints, type Leaf } from './contract-requests';
import type { Kind, Party } from './world';

/**
 * The access matrix's policy (access-matrix.attack.test.ts): what a call may do with another
 * party's values by design, and why (BY_DESIGN); what a request field names (kindOf); which
 * foreign values a call must refuse (mustRefuse). Anything else a call does with what belongs to
 * another is an attack that worked.
 */

/** How a call may touch another's data by design; anything else it does is an attack that worked. */
export interface Allowance {
  why: string;
  /** sections of another party's rows (world.ts) the call may change, whatever it is sent */
  sections?: readonly string[];
  /** sections another party's value in this field (by name) may change: the value is a capability its owner hands out */
  sectionsBy?: Readonly<Record<string, readonly string[]>>;
  /** the same, only for a caller whose address is proven (a claim of what was made for that address) */
  sectionsByProven?: Readonly<Record<string, readonly string[]>>;
  /** fields a foreign value of which the call may accept (answer 2xx) */
  accepts?: readonly string[];
  /** markers and record ids of another party (by name, world.ts) the answer may show */
  shows?: readonly string[];
  /** after every call that reads: what it grants by design would show in their answers (matching contacts are undone afterwards) */
  late?: boolean;
}

const REFERRAL_IS_AN_INVITATION =
  "a referral code is an invitation its owner hands out (spec, section 2): whoever signs in or up with it becomes the owner's matching contact";
const COMPANY_LINKS_CLAIM =
  "a mission link is handed out to candidates (spec, section 2): whoever follows it with a proven address becomes a contact of the company and a member of the mission; a company link (?company=) lets a person with a proven address claim the contact the company made for that address";

const SIGN_IN_LINKS: Allowance = {
  why: `${REFERRAL_IS_AN_INVITATION}; ${COMPANY_LINKS_CLAIM}`,
  sectionsBy: { referral: ['matching'] },
  sectionsByProven: { mission: ['contacts', 'mission people'], company: ['contacts'] },
  late: true,
};

export const BY_DESIGN: Readonly<Record<string, Allowance>> = {
  'POST /auth/user/register': {
    ...SIGN_IN_LINKS,
    why: `${SIGN_IN_LINKS.why}; a new account's address is sent a link to confirm it (to that address only)`,
    sectionsBy: { ...SIGN_IN_LINKS.sectionsBy, email: ['mails'] },
  },
  'POST /auth/user/login': SIGN_IN_LINKS,
  'POST /auth/user': SIGN_IN_LINKS,
  'POST /auth/user/add_matching': { why: REFERRAL_IS_AN_INVITATION, sectionsBy: { referral: ['matching'] }, accepts: ['referral'], late: true },
  'POST /auth/user/map_company_contact/': {
    why: COMPANY_LINKS_CLAIM,
    sectionsByProven: { mission: ['contacts', 'mission people'], company: ['contacts'] },
    // refused (403, a confirmation link mailed) without a proven address: checked by the sections
    accepts: ['mission', 'company'],
    late: true,
  },
  'POST /password_reset/': {
    why: 'anyone may ask for a reset link for an address (the forgotten-password page): it is mailed to that address only, and the answer is the same for every address',
    sectionsBy: { email: ['resets', 'mails'] },
  },
  'POST /send/invite': { why: 'a signed-in user may invite any address to the site (rate-limited per user)', sectionsBy: { recepter: ['mails'] }, accepts: ['recepter'] },
  'POST /send/contact': {
    why: "the public contact form takes any sender address; the message is kept as sent (and is in that address's data export), it grants nothing",
    sectionsBy: { sender_email: ['messages'] },
  },
  'POST /result/barometer_response/': {
    why: 'a survey link takes anonymous answers from whoever holds it (spec, section 7)',
    sectionsBy: { mission: ['barometer answers'] },
  },
  'GET /company/get_company_from_mission/': { why: 'a survey link shows its company and its texts to whoever holds it', shows: ['barometer intro', 'company id'] },
  'POST /company/company_contact/': { why: "a company may add any address as one of its contacts (it is the company's own record)", accepts: ['email'] },
  'POST /company/get_contact_avatar_matchings/': {
    why: "the user ids are a filter: people who are not contacts of the caller's active company are left out of the answer (that nothing of theirs is shown is checked)",
    accepts: ['contacts'],
  },
  'POST /auth/user/verify_email/resend/': {
    why: "the mission, contact or company only ride in the confirmation link mailed to the caller's own address; following it applies them as map_company_contact does (the e-mails must match)",
    accepts: ['mission', 'contact', 'company'],
  },
  'DELETE /auth/user': {
    why: "deleting one's account anonymises the company contact records that name one's address, in every company, and deletes the matching reports drawn from one's result (the right to erasure)",
    sections: ['contacts', 'matching reports'],
  },
};

/** Fields whose name alone does not say what they name (kindOf's rule by name is wrong for them). */
const FIELD_KINDS: Readonly<Record<string, Readonly<Record<string, Kind | null>>>> = {
  // user ids, not contact ids
  'POST /company/get_contact_avatar_matchings/': { contacts: 'userId' },
  // the invitee of an invitation: any address (BY_DESIGN)
  'POST /send/invite': { recepter: 'email' },
  // the person the members are matched with: a contact of the mission
  'GET /company/export/mission_members/': { source: 'contactId' },
};

/** The caller's own values a call needs to go deep, where the first by field name is another call's. */
export const OWN_HINTS: Readonly<Record<string, (party: Party) => Hints>> = {
  'POST /company/team_scores/': (party) => ({ mission: party.hints.team_mission ?? [] }),
  'GET /company/barometer_results/': (party) => ({ mission: party.hints.survey_mission ?? [] }),
  'GET /response/demographic_answers_count': (party) => ({ mission: party.hints.survey_mission ?? [] }),
  'GET /company/export/team_matchings/': (party) => ({ pk: party.hints.team_mission ?? [] }),
  'GET /company/export/barometer_results/': (party) => ({ mission: party.hints.survey_mission ?? [] }),
};

/** What a field names, by its name and type: the rule that makes the matrix generic. */
export function kindOf(contract: EndpointContract, leaf: Leaf): Kind | undefined {
  const override = FIELD_KINDS[callName(contract)]?.[leaf.key];
  if (override !== undefined) return override ?? undefined;
  switch (leaf.key) {
    case 'email':
    case 'user_email':
    case 'partner':
    case 'sender_email':
      return 'email';
    case 'referral':
      return 'userReferral';
    case 'mission_referral':
      return 'missionReferral';
    case 'mission':
      return leaf.type === 'string' ? 'missionReferral' : 'missionId';
    case 'contact':
      return leaf.type === 'string' ? 'contactReferral' : 'contactId';
    case 'contact_referral':
      return 'contactReferral';
    case 'company':
    case 'company_id':
      return 'companyId';
    case 'id':
    case 'contact_1':
    case 'contact_2':
    case 'candidate':
    case 'contacts':
    case 'mission_manager':
    case 'mission_member':
    case 'mission_viewers':
    case 'mission_delegates':
    case 'mission_benchmarks':
      return leaf.type === 'number' || leaf.part !== 'body' ? 'contactId' : undefined;
    case 'pk':
      return 'missionId';
    default:
      return undefined;
  }
}

/** A foreign value of these kinds must be refused by a call that needs a token (unless BY_DESIGN or a questionnaire selector). */
const RECORD_KINDS: ReadonlySet<Kind> = new Set(['companyId', 'contactId', 'missionId', 'userId', 'contactReferral', 'missionReferral']);
/** Fields that must hold the caller's own address: another's is refused. */
const OWN_EMAIL_FIELDS: ReadonlySet<string> = new Set(['email', 'partner', 'user_email']);

export function mustRefuse(contract: EndpointContract, leaf: Leaf, kind: Kind): boolean {
  if (contract.public || BY_DESIGN[callName(contract)]?.accepts?.includes(leaf.key)) return false;
  // ?questionnaire_type / mission / contact / company choose which questionnaire one answers: a link's code grants nothing else
  if (leaf.part === 'query' && contract.query === questionnaireSelector) return false;
  if (RECORD_KINDS.has(kind)) return true;
  return kind === 'email' && OWN_EMAIL_FIELDS.has(leaf.key) && leaf.path.length === 1;
}
