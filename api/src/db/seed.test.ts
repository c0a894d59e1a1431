import { eq, sql } from 'drizzle-orm';
import { openTestDatabase, testDatabaseKind } from '@rapport/api/testing/build-test-app';
import type { DatabaseHandle } from './client';
import { computeIndividualResult, isProfileVector, localizeResult, prepareContent, toModelContent } from '../model';
import { answers, questionnaireTypes, questions, sampleProfiles, textLibrary, words } from './schema';
import { loadValidContent, seedContent } from './seed';

describe(`seeding the content (${testDatabaseKind})`, () => {
  let database: DatabaseHandle;
  const count = async (table: typeof words | typeof questions | typeof answers | typeof questionnaireTypes) => {
    const [row] = await database.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return row.n;
  };

  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('loaded every questionnaire, question, answer and word', async () => {
    const content = loadValidContent();
    expect(await count(questionnaireTypes)).toBe(content.questionnaires.length);
    expect(await count(questions)).toBe(content.questionnaires.length * 18);
    expect(await count(answers)).toBe(content.questionnaires.length * 18 * 6);
    expect(await count(words)).toBe(48);
  });

  it('stores each sample profile with the vector and soft skills the model computes from its answers', async () => {
    const content = loadValidContent();
    const standard = content.questionnaires.find((q) => q.questionnaire_type === 'standard');
    if (!standard) throw new Error('no standard questionnaire');
    const prep = prepareContent(toModelContent(standard, content.words));
    const rows = await database.db.select().from(sampleProfiles);
    expect(rows).toHaveLength(content.samples.length);
    for (const sample of content.samples) {
      const row = rows.find((r) => r.uuid === sample.uuid);
      const result = computeIndividualResult(prep, sample.answers, sample.words);
      expect(isProfileVector(row?.featureVector)).toBe(true);
      expect(row?.featureVector).toEqual(JSON.parse(JSON.stringify(result.vector)));
      expect(row?.softSkills).toEqual(localizeResult(result, content.texts).soft_skills);
    }
  });

  it('is idempotent: seeding again changes nothing and keeps the ids', async () => {
    const before = await database.db.select().from(questionnaireTypes).orderBy(questionnaireTypes.id);
    const summary = await seedContent(database.db, loadValidContent());
    expect(summary.words).toBe(48);
    expect(await database.db.select({ id: questionnaireTypes.id, name: questionnaireTypes.questionnaireType }).from(questionnaireTypes).orderBy(questionnaireTypes.id)).toEqual(
      before.map((t) => ({ id: t.id, name: t.questionnaireType })),
    );
    expect(await count(answers)).toBe(before.length * 108);
  });

  it('lands content edits on the next start: changed texts, removed words and text keys', async () => {
    const content = loadValidContent();
    const edited = {
      ...content,
      words: content.words.slice(1).map((w, i) => (i === 0 ? { ...w, en: 'Edited word' } : w)),
      questionnaires: content.questionnaires.map((q) =>
        q.questionnaire_type === 'standard'
          ? { ...q, questions: q.questions.map((question, i) => (i === 0 ? { ...question, fr: 'Question modifiée' } : question)) }
          : q,
      ),
    };
    await seedContent(database.db, edited);
    expect(await count(words)).toBe(47);
    const [edit] = await database.db.select().from(words).where(eq(words.wordId, content.words[1].word_id));
    expect(edit.en).toBe('Edited word');
    const [q1] = await database.db
      .select({ fr: questions.fr })
      .from(questions)
      .innerJoin(questionnaireTypes, eq(questionnaireTypes.id, questions.questionnaireTypeId))
      .where(sql`${questionnaireTypes.questionnaireType} = 'standard' and ${questions.questionId} = 'q1'`);
    expect(q1.fr).toBe('Question modifiée');
    // and back
    await seedContent(database.db, content);
    expect(await count(words)).toBe(48);
    expect((await database.db.select().from(textLibrary)).map((t) => t.key).sort()).toEqual(Object.keys(content.texts).sort());
  });
});
