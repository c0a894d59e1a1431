import type { QuestionnaireSelector } from '@rapport/wire/api/content';
import { BAROMETER_QUESTIONNAIRE, DEFAULT_QUESTIONNAIRE } from '../../content/types';
import { httpError } from '../../http-errors';
import type { CompanyContactsRepository } from '../../repositories/company-contacts-repository';
import type { ContentRepository } from '../../repositories/content-repository';
import { missionIsActive, type MissionsRepository } from '../../repositories/missions-repository';

export interface QuestionnaireLookups {
  content: Pick<ContentRepository, 'questionnaireTypeByName' | 'companyDefaultQuestionnaireTypeId'>;
  contacts: Pick<CompanyContactsRepository, 'contactByReferral'>;
  missions: Pick<MissionsRepository, 'missionByReferral'>;
}

/**
 * Which questionnaire type a link asks for. The first parameter present wins, in the order
 * questionnaire_type, mission, contact, company; each falls back, from the most specific
 * choice to the least: its own type, the company's preselected type, `standard`.
 * An unknown mission, contact or type is a 404: a broken link must say so rather than silently
 * serve another questionnaire (mission and contact codes are random: nothing to enumerate). A
 * mission whose end date has passed, or that was archived, is a 410 (`mission.ended`): its link
 * no longer accepts answers.
 *
 * A company is named by its pk, a small number anyone can count through: an unknown one answers
 * exactly as a company that preselected no type does (`standard`, the same queries), so the
 * call does not tell which ids exist. A company that preselected a type serves it: that is what
 * its link is for (docs/decisions.md, security of the pages, the mail and the server).
 */
export async function resolveQuestionnaireTypeId(deps: QuestionnaireLookups, selector: QuestionnaireSelector): Promise<number> {
  const byName = async (name: string): Promise<number> => {
    const type = await deps.content.questionnaireTypeByName(name);
    if (!type) throw httpError(404, 'content.unknown_questionnaire_type', { name });
    return type.id;
  };
  const companyDefault = async (companyId: number): Promise<number> =>
    (await deps.content.companyDefaultQuestionnaireTypeId(companyId)) ?? byName(DEFAULT_QUESTIONNAIRE);

  if (selector.questionnaire_type !== undefined) return byName(selector.questionnaire_type);

  if (selector.mission !== undefined) {
    const mission = await deps.missions.missionByReferral(selector.mission);
    if (!mission) throw httpError(404, 'link.unknown_mission');
    if (!missionIsActive(mission)) throw httpError(410, 'mission.ended');
    if (mission.questionnaireTypeId !== null) return mission.questionnaireTypeId;
    // a barometer survey without an explicit type uses the barometer questionnaire
    if (mission.missionType === 'B') return byName(BAROMETER_QUESTIONNAIRE);
    return companyDefault(mission.companyId);
  }

  if (selector.contact !== undefined) {
    const contact = await deps.contacts.contactByReferral(selector.contact);
    if (!contact) throw httpError(404, 'link.unknown_contact');
    return contact.questionnaireTypeId ?? companyDefault(contact.companyId);
  }

  if (selector.company !== undefined) return companyDefault(selector.company);

  return byName(DEFAULT_QUESTIONNAIRE);
}
