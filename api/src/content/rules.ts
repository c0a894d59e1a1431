/**
 * The content rules across items and files (docs/model.md, content rules: no category
 * twice in one question, every axis in every question, every category at least 4 times per
 * mode), the balance of the words, no duplicate text, and the references of the sample
 * profiles (to the standard questionnaire, the words and the avatar files).
 *
 * The content may break its shape where ./shape.ts reports it: each rule reads only what it
 * can and skips the rest, so that a writer sees every mistake at once. Each rule returns its
 * problems, one line each (empty = respected).
 */
import * as fs from 'fs';
import * as path from 'path';
import { CONTENT_DIR } from './load';
import { PICTURE, QUESTION_COUNT, QUESTION_ID, expectedMode } from './shape';
import { AXES, CATEGORIES, CATEGORY_AXIS, FAMILIES, LANGS, STAKES, type Category, type Content } from './types';
import { isObject, where } from './where';

/** questionnaire types that must exist (docs/model.md, content rules) */
export const REQUIRED_QUESTIONNAIRES = ['standard', 'workplace', 'barometer'] as const;

const MIN_CATEGORY_PER_MODE = 4;
const WORDS_PER_STAKE = 16;
const WORDS_PER_FAMILY = 6;
const WORDS_PER_STAKE_AND_FAMILY = 2;

export interface RuleOptions {
  /** directory of the sample avatars; defaults to <content>/avatars. `null` skips the file check. */
  avatarsDir?: string | null;
}

const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
const field = (item: unknown, key: string): unknown => (isObject(item) ? item[key] : undefined);
const text = (item: unknown, key: string): string | undefined => {
  const v = field(item, key);
  return typeof v === 'string' ? v : undefined;
};
const isCategory = (v: unknown): v is Category => (CATEGORIES as readonly unknown[]).includes(v);
const normalize = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** `<kind> <id>` of item `i` of `list`, or `<kind> #<n>` without an id */
const named = (list: unknown[], key: string, kind: string) => (i: number) => `${kind} ${text(list[i], key) ?? `#${i + 1}`}`;

/** no two items of `list` share a text in the same language */
export function duplicateTexts(list: unknown[], label: (i: number) => string, place: string): string[] {
  const problems: string[] = [];
  for (const lang of LANGS) {
    const seen = new Map<string, number>();
    list.forEach((item, i) => {
      const value = text(item, lang);
      const key = value === undefined ? '' : normalize(value);
      if (value === undefined || key === '') return;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, i);
      else problems.push(`${place}: ${label(first)} and ${label(i)} have the same ${lang} text "${value.trim()}"`);
    });
  }
  return problems;
}

/** the first index of each value of `keys` seen before at an earlier index: `[index, first index]` */
function repeats(keys: (string | undefined)[]): [number, number][] {
  const first = new Map<string, number>();
  const found: [number, number][] = [];
  keys.forEach((key, i) => {
    if (key === undefined) return;
    const earlier = first.get(key);
    if (earlier === undefined) first.set(key, i);
    else found.push([i, earlier]);
  });
  return found;
}

// ---------------------------------------------------------------- questionnaires

/** every required type present, none defined twice, the barometer with its demographic questions */
export function questionnaireTypeRules(questionnaires: unknown[]): string[] {
  const types = questionnaires.map((q) => text(q, 'questionnaire_type'));
  const problems = repeats(types).map(([i]) => `questionnaire ${types[i]}: defined twice`);
  for (const t of REQUIRED_QUESTIONNAIRES) if (!types.includes(t)) problems.push(`questionnaire ${t}: missing`);
  const barometer = questionnaires.find((q) => text(q, 'questionnaire_type') === 'barometer');
  if (barometer !== undefined && field(barometer, 'demographic_questions') === undefined) {
    problems.push('questionnaire barometer: missing demographic_questions');
  }
  return problems;
}

/**
 * docs/model.md, content rules: no category twice in one question, an answer of each axis in every
 * question, every category at least 4 times in each mode (mode by position, as ./shape.ts
 * requires it).
 */
export function categoryRules(c: Content, qIndex: number): string[] {
  const problems: string[] = [];
  const questions = items(field(c.questionnaires[qIndex], 'questions'));
  const counts = { 1: new Map<Category, number>(), 2: new Map<Category, number>() };
  questions.forEach((question, j) => {
    if (!isObject(question)) return;
    const Q = where(c, ['questionnaires', qIndex, 'questions', j]);
    const categories = items(question.answers).map((a) => field(a, 'category')).filter(isCategory);
    for (const [k] of repeats(categories)) problems.push(`${Q}: category ${categories[k]} appears twice`);
    for (const axis of AXES) {
      if (!categories.some((cat) => CATEGORY_AXIS[cat] === axis)) problems.push(`${Q}: no answer of axis ${axis}`);
    }
    const count = counts[expectedMode(j)];
    for (const cat of categories) count.set(cat, (count.get(cat) ?? 0) + 1);
  });
  const W = where(c, ['questionnaires', qIndex]);
  for (const mode of [1, 2] as const) {
    for (const cat of CATEGORIES) {
      const n = counts[mode].get(cat) ?? 0;
      if (n < MIN_CATEGORY_PER_MODE) {
        problems.push(`${W}: category ${cat} appears ${n} times in mode ${mode}, at least ${MIN_CATEGORY_PER_MODE} required`);
      }
    }
  }
  return problems;
}

/** no two questions, answers of a question, demographic questions or options of one share a text */
export function questionnaireDuplicateTexts(c: Content, qIndex: number): string[] {
  const W = where(c, ['questionnaires', qIndex]);
  const problems: string[] = [];
  for (const [list, kind, key, children, childKind, childKey] of [
    ['questions', 'question', 'question_id', 'answers', 'answer', 'answer_id'],
    ['demographic_questions', 'demographic question', 'question_id', 'options', 'option', 'option_id'],
  ] as const) {
    const questions = items(field(c.questionnaires[qIndex], list));
    questions.forEach((question, j) => {
      const answers = items(field(question, children));
      problems.push(...duplicateTexts(answers, named(answers, childKey, childKind), where(c, ['questionnaires', qIndex, list, j])));
    });
    problems.push(...duplicateTexts(questions, named(questions, key, kind), W));
  }
  return problems;
}

// ---------------------------------------------------------------- words

/** 16 words per stake, 6 per family, 2 per stake and family; no two words share a text */
export function wordRules(words: unknown[]): string[] {
  const problems: string[] = [];
  const count = (stake?: string, family?: string) =>
    words.filter((w) => (stake === undefined || field(w, 'stake') === stake) && (family === undefined || field(w, 'family') === family)).length;
  for (const s of STAKES) {
    const n = count(s);
    if (n !== WORDS_PER_STAKE) problems.push(`words: stake ${s} has ${n} words, expected ${WORDS_PER_STAKE}`);
  }
  for (const f of FAMILIES) {
    const n = count(undefined, f);
    if (n !== WORDS_PER_FAMILY) problems.push(`words: family ${f} has ${n} words, expected ${WORDS_PER_FAMILY}`);
    for (const s of STAKES) {
      const m = count(s, f);
      if (m !== WORDS_PER_STAKE_AND_FAMILY) {
        problems.push(`words: family ${f} has ${m} words of stake ${s}, expected ${WORDS_PER_STAKE_AND_FAMILY}`);
      }
    }
  }
  problems.push(...duplicateTexts(words, named(words, 'word_id', 'word'), 'words'));
  return problems;
}

// ---------------------------------------------------------------- sample profiles

/** the answer ids of each question of the standard questionnaire, undefined without one */
function standardAnswers(questionnaires: unknown[]): Map<string, Set<unknown>> | undefined {
  const standard = questionnaires.findLast((q) => text(q, 'questionnaire_type') === 'standard');
  if (standard === undefined) return undefined;
  const answers = new Map<string, Set<unknown>>();
  for (const q of items(field(standard, 'questions'))) {
    const id = text(q, 'question_id');
    if (id !== undefined) answers.set(id, new Set(items(field(q, 'answers')).map((a) => text(a, 'answer_id'))));
  }
  return answers;
}

/** each question q1..q18 answered once, by two different answers of the standard questionnaire */
function sampleAnswerRules(S: string, answers: unknown[], standard: Map<string, Set<unknown>> | undefined): string[] {
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const a of answers) {
    const qid = text(a, 'question_id');
    if (qid === undefined || !QUESTION_ID.test(qid)) continue;
    if (seen.has(qid)) problems.push(`${S}: question ${qid} answered twice`);
    seen.add(qid);
    const chosen = { first: field(a, 'first'), second: field(a, 'second') };
    if (chosen.first === chosen.second) problems.push(`${S} ${qid}: first and second answers are the same (${String(chosen.first)})`);
    if (standard === undefined) continue;
    for (const which of ['first', 'second'] as const) {
      if (!standard.get(qid)?.has(chosen[which])) {
        problems.push(`${S} ${qid}: ${which} answer "${String(chosen[which])}" is not an answer of standard ${qid}`);
      }
    }
  }
  for (let n = 1; n <= QUESTION_COUNT; n++) if (!seen.has(`q${n}`)) problems.push(`${S}: question q${n} not answered`);
  return problems;
}

/**
 * The sample profiles: answers of the standard questionnaire, known words chosen once, an
 * existing picture, and no two people with the same uuid, name, answers or ranked words.
 */
export function sampleRules(c: Content, options: RuleOptions = {}): string[] {
  const problems: string[] = [];
  const samples = items(c.samples);
  const questionnaires = items(c.questionnaires);
  const standard = standardAnswers(questionnaires);
  // without a list of words, their references are not checked (./shape.ts reports the list)
  const wordIds = Array.isArray(c.words) ? new Set(items(c.words).map((w) => text(w, 'word_id'))) : undefined;
  const avatarsDir = options.avatarsDir === undefined ? path.join(CONTENT_DIR, 'avatars') : options.avatarsDir;
  samples.forEach((s, i) => {
    if (!isObject(s)) return;
    const S = where(c, ['samples', i]);
    const picture = text(s, 'picture');
    if (avatarsDir !== null && picture !== undefined && PICTURE.test(picture) && !fs.existsSync(path.join(avatarsDir, picture))) {
      problems.push(`${S}: picture ${picture} not found in ${avatarsDir}`);
    }
    problems.push(...sampleAnswerRules(S, items(s.answers), standard));
    const words = items(s.words);
    if (new Set(words).size !== words.length) problems.push(`${S}: a word is chosen twice`);
    for (const w of words) if (typeof w === 'string' && wordIds && !wordIds.has(w)) problems.push(`${S}: unknown word id "${w}"`);
  });
  const sameAs = (what: string, keys: (string | undefined)[]) => {
    for (const [i, first] of repeats(keys)) problems.push(`${where(c, ['samples', i])}: same ${what} as sample #${first + 1}`);
  };
  sameAs('uuid', samples.map((s) => text(s, 'uuid')));
  sameAs('name', samples.map((s) => (isObject(s) ? normalize(`${String(field(s, 'first_name'))} ${String(field(s, 'last_name'))}`) : undefined)));
  sameAs('answers', samples.map((s) => (isObject(s) ? answerSignature(items(field(s, 'answers'))) : undefined)));
  sameAs('ranked words', samples.map((s) => (isObject(s) ? items(field(s, 'words')).map(String).join(',') : undefined)));
  if (standard === undefined && samples.length > 0) problems.push('samples: cannot check answers, the standard questionnaire is missing');
  return problems;
}

const answerSignature = (answers: unknown[]) =>
  answers
    .filter(isObject)
    .map((a) => `${String(a.question_id)}:${String(a.first)},${String(a.second)}`)
    .sort()
    .join(';');

// ---------------------------------------------------------------- all rules

/** Every rule of this module; returns the problems found (empty = respected). */
export function ruleProblems(c: Content, options: RuleOptions = {}): string[] {
  const questionnaires = items(c.questionnaires);
  return [
    ...questionnaireTypeRules(questionnaires),
    ...questionnaires.flatMap((q, i) => (isObject(q) ? [...categoryRules(c, i), ...questionnaireDuplicateTexts(c, i)] : [])),
    ...(Array.isArray(c.words) ? wordRules(c.words) : []),
    ...sampleRules(c, options),
  ];
}
