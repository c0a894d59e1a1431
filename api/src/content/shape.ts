/**
 * The shape of each content file of api/content/ as zod schemas, bound to the types of
 * ./types.ts: field types, required fields, ids in sequence (`q1`..`q18`, `q3a1`..`q3a6`...),
 * list lengths, the three languages present and non-empty. Rules across items (categories,
 * balance, duplicates, references between files) are in ./rules.ts.
 *
 * Every message is written for a content writer: `shapeProblems` prefixes it with the place
 * of the problem as the writer finds it in the files (./where.ts: `questionnaire standard q3a1: ...`).
 */
import { z } from 'zod';
import { isObject, where } from './where';
import {
  CATEGORIES,
  FAMILIES,
  STAKES,
  type AnswerContent,
  type Content,
  type DemographicOptionContent,
  type DemographicQuestionContent,
  type FamilyText,
  type Lang,
  type NamedText,
  type QuestionContent,
  type QuestionnaireContent,
  type SampleProfile,
  type TextLibrary,
  type WordContent,
} from './types';
import { ANSWERS_PER_QUESTION, QUESTION_COUNT, SELECTED_WORD_COUNT, WORD_BANK_SIZE } from '@rapport/wire/entities/questionnaire';

export { QUESTION_COUNT };
const WORD_COUNT = WORD_BANK_SIZE;
const SAMPLE_COUNT = 8;
const SAMPLE_WORD_COUNT = SELECTED_WORD_COUNT;
const DEMOGRAPHIC_MIN = 5;
const DEMOGRAPHIC_MAX = 7;
const OPTIONS_MIN = 2;

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const PICTURE = /^[A-Za-z0-9._-]+\.svg$/;
export const QUESTION_ID = /^q([1-9]|1[0-8])$/;

type Issue = { input?: unknown };

/** a string that is not blank; `message` for a missing, non-string or blank value */
const nonBlank = (message: string) =>
  z.string({ error: message }).refine((s) => s.trim() !== '', { error: message });

/** a string whose value is checked elsewhere (an id against its position, a reference by ./rules.ts) */
const idField = (name: string) =>
  z.string({ error: (iss) => (iss.input === undefined ? `missing ${name}` : `${name} ${String(iss.input)} is not a text`) });

const langText = (lang: Lang) => nonBlank(`missing or empty "${lang}" text`);
/** the en, fr and ru fields of an item that is itself a localized text */
const localizedFields = { en: langText('en'), fr: langText('fr'), ru: langText('ru') };
const LocalizedSchema = z.object(localizedFields, { error: 'missing localized text' });

/**
 * Items whose id carries their position: item n (from 1) of the list has id `id(n)`, and
 * item k of its `children` list has id `children.id(id(n), k)`. A missing or non-string id is
 * reported by the item's own schema.
 */
interface Numbering {
  key: string;
  id: (n: number) => string;
  children?: { list: string; key: string; id: (parent: string, k: number) => string };
}

function numberingIssues(items: unknown[], numbering: Numbering, ctx: z.RefinementCtx) {
  const check = (item: unknown, key: string, expected: string, path: PropertyKey[]) => {
    if (!isObject(item) || typeof item[key] !== 'string' || item[key] === expected) return;
    ctx.addIssue({ code: 'custom', path: [...path, key], message: `${key} "${item[key]}", expected "${expected}"` });
  };
  items.forEach((item, i) => {
    const expected = numbering.id(i + 1);
    check(item, numbering.key, expected, [i]);
    const children = numbering.children;
    if (!children || !isObject(item) || !Array.isArray(item[children.list])) return;
    (item[children.list] as unknown[]).forEach((child, k) => {
      check(child, children.key, children.id(expected, k + 1), [i, children.list, k]);
    });
  });
}

/** runs a list's refinement even when some of its items are malformed (zod skips it by default) */
const evenWithMalformedItems = { when: (payload: { value: unknown }) => Array.isArray(payload.value) };

interface ListSpec {
  /** the field holding the list (`"answers" is not a list`); none for the list a file is */
  field?: string;
  /** how many items, and the problem otherwise given their number; `max` defaults to `min` */
  size?: { min: number; max?: number; problem: (n: number) => string };
  numbering?: Numbering;
}

const exactly = (count: number, what: string): ListSpec['size'] => ({ min: count, problem: (n) => `${n} ${what}, expected ${count}` });

/** a list of `item`, of the size and numbering of `spec` */
const list = <T extends z.ZodType>(item: T, spec: ListSpec = {}) =>
  z.array(item, { error: spec.field === undefined ? 'not a list' : `"${spec.field}" is not a list` }).superRefine((items, ctx) => {
    const { size, numbering } = spec;
    if (size && (items.length < size.min || items.length > (size.max ?? size.min))) {
      ctx.addIssue({ code: 'custom', message: size.problem(items.length) });
    }
    if (numbering) numberingIssues(items, numbering, ctx);
  }, evenWithMalformedItems);

// ---------------------------------------------------------------- questionnaires

const AnswerSchema = z.object(
  {
    ...localizedFields,
    answer_id: idField('answer_id'),
    category: z.enum(CATEGORIES, { error: (iss) => `unknown category "${String(iss.input)}"` }),
  },
  { error: 'not an object' },
) satisfies z.ZodType<AnswerContent>;

const QuestionSchema = z.object(
  {
    ...localizedFields,
    question_id: idField('question_id'),
    mode: z.literal([1, 2], { error: (iss) => `mode ${String(iss.input)} is not 1 or 2` }),
    answers: list(AnswerSchema, { field: 'answers', size: exactly(ANSWERS_PER_QUESTION, 'answers') }),
  },
  { error: 'not an object' },
) satisfies z.ZodType<QuestionContent>;

/** mode 1 (daily) for the first half of the questions, 2 (under tension) for the second */
export const expectedMode = (index: number): 1 | 2 => (index < QUESTION_COUNT / 2 ? 1 : 2);

const QuestionsSchema = list(QuestionSchema, {
  field: 'questions',
  size: exactly(QUESTION_COUNT, 'questions'),
  numbering: { key: 'question_id', id: (n) => `q${n}`, children: { list: 'answers', key: 'answer_id', id: (q, k) => `${q}a${k}` } },
}).superRefine(
  (questions, ctx) =>
    questions.forEach((q: unknown, i) => {
      const mode = isObject(q) ? q.mode : undefined;
      if ((mode === 1 || mode === 2) && mode !== expectedMode(i)) {
        ctx.addIssue({ code: 'custom', path: [i, 'mode'], message: `mode ${mode}, expected ${expectedMode(i)}` });
      }
    }),
  evenWithMalformedItems,
);

const OptionSchema = z.object(
  { ...localizedFields, option_id: idField('option_id') },
  { error: 'not an object' },
) satisfies z.ZodType<DemographicOptionContent>;

const DemographicQuestionSchema = z.object(
  {
    ...localizedFields,
    question_id: idField('question_id'),
    options: list(OptionSchema, {
      field: 'options',
      size: { min: OPTIONS_MIN, max: Infinity, problem: (n) => `${n} options, at least ${OPTIONS_MIN} required` },
    }),
  },
  { error: 'not an object' },
) satisfies z.ZodType<DemographicQuestionContent>;

const DemographicQuestionsSchema = list(DemographicQuestionSchema, {
  field: 'demographic_questions',
  size: {
    min: DEMOGRAPHIC_MIN,
    max: DEMOGRAPHIC_MAX,
    problem: (n) => `${n} demographic questions, expected ${DEMOGRAPHIC_MIN} to ${DEMOGRAPHIC_MAX}`,
  },
  numbering: { key: 'question_id', id: (n) => `d${n}`, children: { list: 'options', key: 'option_id', id: (d, k) => `${d}o${k}` } },
});

export const QuestionnaireSchema = z.object(
  {
    questionnaire_type: nonBlank('missing questionnaire_type'),
    title: LocalizedSchema,
    questions: QuestionsSchema,
    demographic_questions: DemographicQuestionsSchema.optional(),
  },
  { error: 'not an object' },
) satisfies z.ZodType<QuestionnaireContent>;

// ---------------------------------------------------------------- words

const WordSchema = z.object(
  {
    ...localizedFields,
    word_id: idField('word_id'),
    stake: z.enum(STAKES, { error: (iss) => `unknown stake "${String(iss.input)}"` }),
    family: z.enum(FAMILIES, { error: (iss) => `unknown family "${String(iss.input)}"` }),
  },
  { error: 'not an object' },
) satisfies z.ZodType<WordContent>;

export const WordsSchema = list(WordSchema, {
  size: exactly(WORD_COUNT, 'words'),
  numbering: { key: 'word_id', id: (n) => `w${String(n).padStart(2, '0')}` },
});

// ---------------------------------------------------------------- text library

/**
 * Every key of the TextLibrary and of its records. The mapped type makes the compiler
 * reject a missing or extra key whenever types.ts changes, so the schema below always
 * enumerates the keys of types.ts.
 */
type KeyMap<T> = { [K in keyof T]-?: true };
const NAMED = 'named' as const; // values are NamedText rather than Localized
const FAMILY = 'family' as const; // values are FamilyText: NamedText plus the third-person text
export const TEXT_LIBRARY_KEYS: { [K in keyof TextLibrary]-?: { keys: KeyMap<TextLibrary[K]>; named?: typeof NAMED | typeof FAMILY } } = {
  wellbeing_expression: { keys: { high: true, medium: true, low: true, pressure: true } },
  relational_communication: {
    keys: { agv: true, agp: true, opa: true, opp: true, evi: true, fui: true, reg: true, tri: true, W: true },
  },
  approach_to_situations: { keys: { R: true, I: true, S: true, balanced: true } },
  vision_of_the_world: { keys: { R_pos: true, R_neg: true, I_pos: true, I_neg: true, S_pos: true, S_neg: true } },
  top_personal_development: { keys: { X: true, Y: true, Z: true, consolidate: true } },
  fibers: {
    keys: { connivance: true, feeling: true, deep_compatibility: true, complementarity: true, understanding: true },
    named: NAMED,
  },
  families: {
    keys: {
      leadership: true, cooperation: true, creativity: true, rigour: true,
      empathy: true, adaptability: true, communication: true, resilience: true,
    },
    named: FAMILY,
  },
  axes: { keys: { W: true, X: true, Y: true, Z: true } },
  modes: { keys: { '1': true, '2': true } },
  stakes: { keys: { R: true, I: true, S: true } },
};

const NamedTextSchema = z.object(
  { name: LocalizedSchema, description: LocalizedSchema },
  { error: 'missing' },
) satisfies z.ZodType<NamedText>;

const FamilyTextSchema = z.object(
  { name: LocalizedSchema, description: LocalizedSchema, third_person: LocalizedSchema },
  { error: 'missing' },
) satisfies z.ZodType<FamilyText>;

const SECTION_VALUE = { [NAMED]: NamedTextSchema, [FAMILY]: FamilyTextSchema } as const;

/**
 * an object with exactly the keys of `keys`, each checked by `value` (TEXT_LIBRARY_KEYS binds
 * the keys to types.ts, the schema's type does not)
 */
const withKeys = (keys: object, value: z.ZodType, unexpected: string) =>
  z.strictObject(Object.fromEntries(Object.keys(keys).map((k) => [k, value])), {
    error: (iss) => (iss.code === 'unrecognized_keys' ? unexpected : 'missing'),
  });

const sections = Object.fromEntries(
  Object.entries(TEXT_LIBRARY_KEYS).map(([section, spec]) => [
    section,
    withKeys(spec.keys, spec.named ? SECTION_VALUE[spec.named] : LocalizedSchema, 'unexpected key'),
  ]),
);

export const TextLibrarySchema = z.strictObject(sections, {
  error: (iss) => (iss.code === 'unrecognized_keys' ? 'unexpected section' : 'missing text library'),
});

// ---------------------------------------------------------------- sample profiles

const sampleQuestionMessage = (iss: Issue) => `question_id "${String(iss.input)}" is not q1..q${QUESTION_COUNT}`;

const SampleAnswerSchema = z.object(
  {
    question_id: z.string({ error: sampleQuestionMessage }).regex(QUESTION_ID, { error: sampleQuestionMessage }),
    first: idField('first'),
    second: idField('second'),
  },
  { error: 'not an object' },
) satisfies z.ZodType<SampleProfile['answers'][number]>;

const uuidMessage = (iss: Issue) => `uuid "${String(iss.input)}" is not a lowercase uuid v4`;
const pictureMessage = (iss: Issue) => `picture "${String(iss.input)}" is not a plain .svg file name`;

const SampleSchema = z.object(
  {
    uuid: z.string({ error: uuidMessage }).regex(UUID_V4, { error: uuidMessage }),
    first_name: nonBlank('missing first_name'),
    last_name: nonBlank('missing last_name'),
    picture: z.string({ error: pictureMessage }).regex(PICTURE, { error: pictureMessage }),
    answers: list(SampleAnswerSchema, { field: 'answers', size: exactly(QUESTION_COUNT, 'answers') }),
    words: list(idField('word id'), { field: 'words', size: exactly(SAMPLE_WORD_COUNT, 'words') }),
  },
  { error: 'not an object' },
) satisfies z.ZodType<SampleProfile>;

export const SamplesSchema = list(SampleSchema, { size: exactly(SAMPLE_COUNT, 'profiles') });

// ---------------------------------------------------------------- all files


export const ContentSchema = z.object({
  questionnaires: list(QuestionnaireSchema),
  words: WordsSchema,
  texts: TextLibrarySchema,
  samples: SamplesSchema,
});

/** The shape problems of the content, one line each, `<where>: <what>` (empty = well-formed). */
export function shapeProblems(c: Content): string[] {
  const result = ContentSchema.safeParse(c);
  if (result.success) return [];
  return result.error.issues.flatMap((issue) =>
    issue.code === 'unrecognized_keys'
      ? issue.keys.map((key) => `${where(c, [...issue.path, key])}: ${issue.message}`)
      : [`${where(c, issue.path)}: ${issue.message}`],
  );
}
