import { eq } from 'drizzle-orm';
import type { App } from '../src/app';
import { companies, companyContacts, type AvatarDefinition } from '../src/db/schema';
import { computeIndividualResult, integrationIndex, isProfileVector, localizeResult, matchProfiles, type ProfileVector } from '../src/model';
import { createContact, createUser, questionnaireTypeId } from './fixtures';
import { finishDirectly, SAMPLES } from './journey';

/** The matching tests' people: users who finished like a sample profile, and the company's contacts naming them. */

export interface Person {
  userId: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** A user, finished like `SAMPLES[sample]` when a sample is given (no report files: fast). */
export async function person(app: App, firstName: string, lastName: string, sample?: number): Promise<Person> {
  const user = await createUser(app.database.db, { firstName, lastName, password: null });
  if (sample !== undefined) await finishDirectly(app, { id: user.id, firstName, lastName }, SAMPLES[sample]);
  return { userId: user.id, email: user.email, firstName, lastName };
}

/** A contact of the company for the person (or nobody's), with the name and e-mail given. */
export async function contactOf(
  app: App,
  companyId: number,
  values: { person?: Person; email?: string; firstName: string; lastName: string; confidential?: boolean; questionnaireType?: string },
): Promise<{ id: number; email: string }> {
  const email = values.email ?? values.person?.email ?? `${values.firstName.toLowerCase()}.${values.lastName.toLowerCase()}@example.org`;
  const { id } = await createContact(app.database.db, companyId, {
    email,
    firstName: values.firstName,
    userId: values.person?.userId,
    questionnaireType: values.questionnaireType,
  });
  await app.database.db
    .update(companyContacts)
    .set({ lastName: values.lastName, confidential: values.confidential ?? false })
    .where(eq(companyContacts.id, id));
  return { id, email };
}

/** A result of another questionnaire for the person, answered like `SAMPLES[sample]` (stored as a submission stores it). */
export async function finishAlso(app: App, p: Person, questionnaireType: string, sample: number): Promise<void> {
  const typeId = await questionnaireTypeId(app.database.db, questionnaireType);
  const result = computeIndividualResult(await app.contentRepository.prepared(typeId), SAMPLES[sample].answers, SAMPLES[sample].words);
  const texts = localizeResult(result, await app.contentRepository.textLibrary());
  const words = SAMPLES[sample].words;
  await app.database.db.transaction((tx) =>
    app.resultsRepository.storeResult(tx, { userId: p.userId, questionnaireTypeId: typeId, result, texts, wordsSelected: [...words].sort(), wordsSorted: words }),
  );
}

/** The vector stored with the person's result of the questionnaire (their primary result by default). */
export async function storedVector(app: App, p: Person, questionnaireType?: string): Promise<ProfileVector> {
  const typeId = questionnaireType === undefined ? null : await questionnaireTypeId(app.database.db, questionnaireType);
  const row = await app.resultsRepository.result(p.userId, typeId);
  if (!row || !isProfileVector(row.featureVector)) throw new Error(`no finished result for ${p.email}`);
  return row.featureVector;
}

export async function setAvatar(app: App, companyId: number, supportsAvatar: boolean, avatar: AvatarDefinition | null): Promise<void> {
  await app.database.db.update(companies).set({ supportsAvatar, avatar }).where(eq(companies.id, companyId));
}

/**
 * The company matching the API should answer for two people, restated field by field from the
 * model (the tests' own oracle: not the service's mapping they check).
 */
export function expectedCompanyMatching(user1: string, user2: string, a: ProfileVector, b: ProfileVector) {
  const match = matchProfiles(a, b);
  return {
    user_1: user1,
    user_2: user2,
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
