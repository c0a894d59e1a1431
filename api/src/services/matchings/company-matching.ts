import type { FastifyBaseLogger } from 'fastify';
import type { CompanyMatching } from '@rapport/wire/api/missions';
import { DEFAULT_QUESTIONNAIRE } from '../../content/types';
import type { AvatarDefinition } from '../../db/schema';
import { avatarVector, integrationIndex, matchProfiles, matchWithAvatar, ModelInputError, type AvatarVector, type PreparedContent, type ProfileVector } from '../../model';
import type { MatchingContact } from '../../repositories/company-contacts-repository';
import type { ContentRepository } from '../../repositories/content-repository';

/**
 * What the company matching calls share (match_contacts, team_matches, team_scores, the mission
 * lists' CPI, the values missions' avatar matchings): contacts with a finished result, the
 * matching of two of them as the company tables show it, and the company's avatar as the model
 * weighs it.
 */

/** Contacts with a finished result: their vector is there. */
export type FinishedContact = MatchingContact & { vector: ProfileVector };
export const isFinished = (contact: MatchingContact): contact is FinishedContact => contact.vector !== null;

/** Two finished contacts' matching (spec section 3, company matching result), from their stored vectors. */
export function companyMatching(source: FinishedContact, target: FinishedContact): CompanyMatching {
  const match = matchProfiles(source.vector, target.vector);
  return {
    user_1: source.email,
    user_2: target.email,
    rui_smooth: match.rui_smooth,
    immediate_harmony_smooth: match.immediate_harmony_smooth,
    deep_compatibility_smooth: match.deep_compatibility_smooth,
    complementarity_smooth: match.complementarity_smooth,
    similarity_smooth: match.similarity_smooth,
    understanding_smooth: match.understanding_smooth,
    ircp: match.ircp,
    ircp_smooth: match.ircp_smooth,
    integration_index: integrationIndex(match),
  };
}

export interface AvatarDeps {
  content: ContentRepository;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

/** The word bank as the model holds it: the same for every questionnaire, so the standard one's prepared content. */
export async function wordBank(content: ContentRepository): Promise<PreparedContent> {
  const standard = await content.questionnaireTypeByName(DEFAULT_QUESTIONNAIRE);
  if (!standard) throw new Error(`no ${DEFAULT_QUESTIONNAIRE} questionnaire`);
  return content.prepared(standard.id);
}

/** The company's avatar weighed by the model, with the word bank it was weighed on. */
export interface PreparedAvatar {
  definition: AvatarDefinition;
  vector: AvatarVector;
  bank: PreparedContent;
}

/**
 * The avatar's words weighed by the model. A definition the model refuses is logged and
 * answered as no avatar, so a broken setting never breaks the mission tables.
 */
export async function preparedAvatar(deps: AvatarDeps, companyId: number, definition: AvatarDefinition): Promise<PreparedAvatar | null> {
  const bank = await wordBank(deps.content);
  try {
    return { definition, vector: avatarVector(definition.words, bank), bank };
  } catch (error) {
    if (!(error instanceof ModelInputError)) throw error;
    deps.log?.error({ err: error, company: companyId }, "the company's avatar is not a valid profile: no avatar matchings");
    return null;
  }
}

const DAILY = ['w_1', 'x_1', 'y_1', 'z_1'] as const;
const TENSION = ['w_2', 'x_2', 'y_2', 'z_2'] as const;

/** The avatar's target axes, each it does not set taken from the person (no invented distance). */
function axesFor(person: number[], avatar: AvatarDefinition['axes'], keys: readonly (keyof NonNullable<AvatarDefinition['axes']>)[]): number[] {
  return keys.map((key, i) => {
    const target = avatar?.[key];
    return typeof target === 'number' && target >= -1 && target <= 1 ? target : person[i];
  });
}

/** A finished person's professional index against the avatar (ircp_with_avatar and its smoothed value). */
export function avatarIndex(person: ProfileVector, avatar: PreparedAvatar): { ircp: number; ircp_smooth: number } {
  const { ircp_with_avatar, ircp_smooth_with_avatar } = matchWithAvatar(person, {
    ...avatar.vector,
    d: axesFor(person.d, avatar.definition.axes, DAILY),
    t: axesFor(person.t, avatar.definition.axes, TENSION),
  });
  return { ircp: ircp_with_avatar, ircp_smooth: ircp_smooth_with_avatar };
}
