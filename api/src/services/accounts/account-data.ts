import type { ExportResponse, ProfileResponse } from '@rapport/wire/api/account';
import type { AccountExportQuery } from '../../repositories/account-export-query';
import type { CompaniesRepository } from '../../repositories/companies-repository';
import type { UsersRepository } from '../../repositories/users-repository';

/**
 * The account's own data as its calls answer it: the profile, and the export of everything held
 * about the user. Never a password hash, token hash or another user's id.
 */

export interface AccountDataDeps {
  users: Pick<UsersRepository, 'profile'>;
  companies: Pick<CompaniesRepository, 'memberships'>;
  accountExport: AccountExportQuery;
}

const iso = (date: Date): string => date.toISOString();
const isoOrNull = (date: Date | null): string | null => (date ? date.toISOString() : null);

/** `rPercent` -> `r_percent`, `w1` -> `w_1`: the export speaks the API's field names. */
const snake = (key: string): string =>
  /^[wxyz][12]$/.test(key) ? `${key[0]}_${key[1]}` : key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** The user and their companies, the active one (oldest membership) first; undefined when the account is gone. */
export async function profile(deps: Pick<AccountDataDeps, 'users' | 'companies'>, userId: number): Promise<ProfileResponse | undefined> {
  const user = await deps.users.profile(userId);
  if (!user) return undefined;
  const memberships = await deps.companies.memberships(userId);
  return {
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    picture_url: user.pictureUrl,
    referral: user.referral,
    has_password: user.hasPassword,
    email_verified: user.emailVerified,
    companies: memberships.map((company) => ({
      company: {
        pk: company.id,
        name: company.name,
        company_logo: company.logo,
        supports_barometer: company.supportsBarometer,
        supports_avatar: company.supportsAvatar,
        quotation_access: company.quotationAccess,
        time_zone: company.timeZone,
        extra_supported_fields: company.extraSupportedFields.map((field) => ({
          field_name_in_api: field.field_name_in_api,
          field_name_for_user: field.field_name_for_user,
        })),
      },
    })),
  };
}

/** Everything held about the user; undefined when the account is gone. */
export async function exportData(deps: Pick<AccountDataDeps, 'accountExport'>, userId: number): Promise<ExportResponse | undefined> {
  const rows = await deps.accountExport.exportRows(userId);
  if (!rows) return undefined;
  const { user } = rows;
  return {
    exported_at: new Date().toISOString(),
    user: {
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      picture_url: user.pictureUrl,
      referral: user.referral,
      language: user.language,
      has_password: user.passwordHash !== null,
      created_at: iso(user.createdAt),
      updated_at: iso(user.updatedAt),
    },
    companies: rows.memberships.map((m) => ({ pk: m.id, name: m.name, member_since: iso(m.since) })),
    social_accounts: rows.socialAccounts.map((s) => ({ provider: s.provider, subject: s.subject, created_at: iso(s.createdAt) })),
    sessions: rows.sessions.map((s) => ({
      created_at: iso(s.createdAt),
      expires_at: iso(s.expiresAt),
      revoked_at: isoOrNull(s.revokedAt),
    })),
    password_resets: rows.passwordResets.map((r) => ({
      created_at: iso(r.createdAt),
      expires_at: iso(r.expiresAt),
      used_at: isoOrNull(r.usedAt),
    })),
    results: rows.results.map(({ result, questionnaireType }) => {
      const { id: _id, userId: _userId, questionnaireTypeId: _typeId, finishedAt, createdAt, ...values } = result;
      return {
        questionnaire_type: questionnaireType,
        ...Object.fromEntries(Object.entries(values).map(([key, value]) => [snake(key), value])),
        finished_at: iso(finishedAt),
        created_at: iso(createdAt),
      };
    }),
    progress: rows.progress.map(({ progress: p, questionnaireType }) => ({
      questionnaire_type: questionnaireType,
      question_answered: p.questionAnswered,
      first_answers: p.firstAnswers,
      second_answers: p.secondAnswers,
      selected_words: p.selectedWords,
      updated_at: iso(p.updatedAt),
    })),
    matching_contacts: rows.matchingContacts.map((c) => ({ first_name: c.firstName, last_name: c.lastName, email: c.email, since: iso(c.since) })),
    company_contact_records: rows.contactRecords.map(({ contact, company }) => ({
      company,
      first_name: contact.firstName,
      last_name: contact.lastName,
      email: contact.email,
      phone: contact.phone,
      contact_type: contact.contactType,
      invitation_sent: contact.invitationSent,
      confidential: contact.confidential,
      linked_to_account: contact.userId === userId,
      created_at: iso(contact.createdAt),
    })),
    contact_messages: rows.contactMessages.map((m) => ({ subject: m.subject, message: m.message, created_at: iso(m.createdAt) })),
  };
}
