/**
 * Loads the content data files of api/content/ and checks them against the shapes of
 * ./types.ts and the content rules of shared/design/scoring.md section 1.
 *
 * `validateContent` never throws on malformed data: it returns a list of human-readable
 * problems (empty = valid), so that a writer sees every mistake at once.
 */
import * as fs from 'fs';
import * as path from 'path';
import {
  AXES,
  CATEGORIES,
  CATEGORY_AXIS,
  FAMILIES,
  STAKES,
  type AnswerContent,
  type Category,
  type DemographicOptionContent,
  type DemographicQuestionContent,
  type Lang,
  type QuestionContent,
  type QuestionnaireContent,
  type SampleProfile,
  type TextLibrary,
  type WordContent,
} from './types';

export const CONTENT_DIR = path.join(__dirname, '../../content');

/** questionnaire types that must exist (scoring.md section 1) */
export const REQUIRED_QUESTIONNAIRES = ['standard', 'workplace', 'barometer'] as const;

export const LANGS: readonly Lang[] = ['en', 'fr', 'ru'];
const QUESTION_COUNT = 18;
const ANSWERS_PER_QUESTION = 6;
const WORD_COUNT = 48;
const WORDS_PER_STAKE = 16;
const WORDS_PER_FAMILY = 6;
const WORDS_PER_STAKE_AND_FAMILY = 2;
const SAMPLE_COUNT = 8;
const SAMPLE_WORD_COUNT = 12;
const MIN_CATEGORY_PER_MODE = 4;
const DEMOGRAPHIC_MIN = 5;
const DEMOGRAPHIC_MAX = 7;

export interface Content {
  questionnaires: QuestionnaireContent[];
  words: WordContent[];
  texts: TextLibrary;
  samples: SampleProfile[];
}

/**
 * Every key of the TextLibrary and of its records. The mapped type makes the compiler
 * reject a missing or extra key whenever types.ts changes, so the runtime check below
 * always enumerates the keys of types.ts.
 */
type KeyMap<T> = { [K in keyof T]-?: true };
const NAMED = 'named' as const; // values are NamedText rather than Localized
export const TEXT_LIBRARY_KEYS: { [K in keyof TextLibrary]-?: { keys: KeyMap<TextLibrary[K]>; named?: typeof NAMED } } = {
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
    named: NAMED,
  },
  axes: { keys: { W: true, X: true, Y: true, Z: true } },
  modes: { keys: { '1': true, '2': true } },
  stakes: { keys: { R: true, I: true, S: true } },
};

function readJson<T>(file: string): T {
  const raw = fs.readFileSync(file, 'utf8');
  try {
    return JSON.parse(raw) as T;
  } catch (e) {
    throw new Error(`${file}: invalid JSON (${(e as Error).message})`);
  }
}

/** Reads every content file synchronously. Questionnaires are sorted by file name. */
export function loadContent(dir: string = CONTENT_DIR): Content {
  const qdir = path.join(dir, 'questionnaires');
  const files = fs.existsSync(qdir)
    ? fs.readdirSync(qdir).filter((f) => f.endsWith('.json')).sort()
    : [];
  return {
    questionnaires: files.map((f) => readJson<QuestionnaireContent>(path.join(qdir, f))),
    words: readJson<WordContent[]>(path.join(dir, 'words.json')),
    texts: readJson<TextLibrary>(path.join(dir, 'texts.json')),
    samples: readJson<SampleProfile[]>(path.join(dir, 'sample-profiles.json')),
  };
}

export interface ValidateOptions {
  /** directory of the sample avatars; defaults to <content>/avatars. `null` skips the file check. */
  avatarsDir?: string | null;
}

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

const normalize = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Checks every rule; returns the problems found (empty = valid). */
export function validateContent(c: Content, options: ValidateOptions = {}): string[] {
  const problems: string[] = [];
  const add = (msg: string) => problems.push(msg);

  /** en, fr and ru present, strings, non-empty once trimmed */
  const checkLocalized = (v: unknown, where: string): boolean => {
    if (!isObject(v)) {
      add(`${where}: missing localized text`);
      return false;
    }
    let ok = true;
    for (const lang of LANGS) {
      const s = v[lang];
      if (typeof s !== 'string' || s.trim() === '') {
        add(`${where}: missing or empty "${lang}" text`);
        ok = false;
      }
    }
    return ok;
  };

  /** no two items share a text in the same language */
  const checkNoDuplicateText = (items: unknown[], label: (i: number) => string, where: string) => {
    for (const lang of LANGS) {
      const seen = new Map<string, number>();
      items.forEach((item, i) => {
        if (!isObject(item) || typeof item[lang] !== 'string') return;
        const key = normalize(item[lang] as string);
        if (key === '') return;
        const prev = seen.get(key);
        if (prev !== undefined) {
          add(`${where}: ${label(prev)} and ${label(i)} have the same ${lang} text "${(item[lang] as string).trim()}"`);
        } else {
          seen.set(key, i);
        }
      });
    }
  };

  // ---------------------------------------------------------------- questionnaires
  const questionnaires = Array.isArray(c.questionnaires) ? c.questionnaires : [];
  if (!Array.isArray(c.questionnaires)) add('questionnaires: not a list');
  const byType = new Map<string, QuestionnaireContent>();
  questionnaires.forEach((q, i) => {
    const t = isObject(q) && typeof q.questionnaire_type === 'string' ? q.questionnaire_type : '';
    if (t === '') {
      add(`questionnaires[${i}]: missing questionnaire_type`);
      return;
    }
    if (byType.has(t)) add(`questionnaire ${t}: defined twice`);
    byType.set(t, q);
  });
  for (const t of REQUIRED_QUESTIONNAIRES) {
    if (!byType.has(t)) add(`questionnaire ${t}: missing`);
  }
  for (const [t, q] of byType) validateQuestionnaire(t, q);

  function validateQuestionnaire(t: string, q: QuestionnaireContent) {
    const W = `questionnaire ${t}`;
    checkLocalized(q.title, `${W} title`);
    const questions: unknown[] = Array.isArray(q.questions) ? q.questions : [];
    if (!Array.isArray(q.questions)) add(`${W}: "questions" is not a list`);
    if (questions.length !== QUESTION_COUNT) {
      add(`${W}: ${questions.length} questions, expected ${QUESTION_COUNT}`);
    }
    // category counts per mode
    const counts: Record<1 | 2, Record<Category, number>> = {
      1: Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>,
      2: Object.fromEntries(CATEGORIES.map((k) => [k, 0])) as Record<Category, number>,
    };
    questions.forEach((raw, i) => {
      const expectedId = `q${i + 1}`;
      if (!isObject(raw)) {
        add(`${W} question #${i + 1}: not an object`);
        return;
      }
      const qq = raw as unknown as QuestionContent;
      const Q = `${W} ${typeof qq.question_id === 'string' ? qq.question_id : `#${i + 1}`}`;
      if (qq.question_id !== expectedId) {
        add(`${W} question #${i + 1}: question_id "${String(qq.question_id)}", expected "${expectedId}"`);
      }
      const expectedMode = i < QUESTION_COUNT / 2 ? 1 : 2;
      if (qq.mode !== expectedMode) {
        add(`${Q}: mode ${String(qq.mode)}, expected ${expectedMode}`);
      }
      checkLocalized(qq, Q);
      const answers: unknown[] = Array.isArray(qq.answers) ? qq.answers : [];
      if (!Array.isArray(qq.answers)) add(`${Q}: "answers" is not a list`);
      if (answers.length !== ANSWERS_PER_QUESTION) {
        add(`${Q}: ${answers.length} answers, expected ${ANSWERS_PER_QUESTION}`);
      }
      const seenCats = new Set<string>();
      const axes = new Set<string>();
      answers.forEach((rawA, k) => {
        const expectedA = `${expectedId}a${k + 1}`;
        if (!isObject(rawA)) {
          add(`${Q} answer #${k + 1}: not an object`);
          return;
        }
        const a = rawA as unknown as AnswerContent;
        const A = `${W} ${typeof a.answer_id === 'string' ? a.answer_id : `${expectedId} answer #${k + 1}`}`;
        if (a.answer_id !== expectedA) {
          add(`${Q} answer #${k + 1}: answer_id "${String(a.answer_id)}", expected "${expectedA}"`);
        }
        checkLocalized(a, A);
        if (!(CATEGORIES as readonly string[]).includes(a.category)) {
          add(`${A}: unknown category "${String(a.category)}"`);
          return;
        }
        if (seenCats.has(a.category)) add(`${Q}: category ${a.category} appears twice`);
        seenCats.add(a.category);
        axes.add(CATEGORY_AXIS[a.category]);
        if (expectedMode === 1 || expectedMode === 2) counts[expectedMode][a.category] += 1;
      });
      for (const axis of AXES) {
        if (!axes.has(axis)) add(`${Q}: no answer of axis ${axis}`);
      }
      checkNoDuplicateText(answers, (k) => `answer ${String((answers[k] as AnswerContent)?.answer_id ?? `#${k + 1}`)}`, Q);
    });
    checkNoDuplicateText(questions, (i) => `question ${String((questions[i] as QuestionContent)?.question_id ?? `#${i + 1}`)}`, W);
    for (const mode of [1, 2] as const) {
      for (const cat of CATEGORIES) {
        if (counts[mode][cat] < MIN_CATEGORY_PER_MODE) {
          add(`${W}: category ${cat} appears ${counts[mode][cat]} times in mode ${mode}, at least ${MIN_CATEGORY_PER_MODE} required`);
        }
      }
    }
    if (t === 'barometer' || q.demographic_questions !== undefined) validateDemographics(W, q, t === 'barometer');
  }

  function validateDemographics(W: string, q: QuestionnaireContent, required: boolean) {
    const list: unknown[] = Array.isArray(q.demographic_questions) ? q.demographic_questions : [];
    if (!Array.isArray(q.demographic_questions)) {
      if (required) add(`${W}: missing demographic_questions`);
      return;
    }
    if (list.length < DEMOGRAPHIC_MIN || list.length > DEMOGRAPHIC_MAX) {
      add(`${W}: ${list.length} demographic questions, expected ${DEMOGRAPHIC_MIN} to ${DEMOGRAPHIC_MAX}`);
    }
    list.forEach((raw, i) => {
      const expectedId = `d${i + 1}`;
      if (!isObject(raw)) {
        add(`${W} demographic question #${i + 1}: not an object`);
        return;
      }
      const d = raw as unknown as DemographicQuestionContent;
      const D = `${W} ${typeof d.question_id === 'string' ? d.question_id : `demographic #${i + 1}`}`;
      if (d.question_id !== expectedId) {
        add(`${W} demographic question #${i + 1}: question_id "${String(d.question_id)}", expected "${expectedId}"`);
      }
      checkLocalized(d, D);
      const options: unknown[] = Array.isArray(d.options) ? d.options : [];
      if (options.length < 2) add(`${D}: ${options.length} options, at least 2 required`);
      options.forEach((rawO, k) => {
        const expectedO = `${expectedId}o${k + 1}`;
        if (!isObject(rawO)) {
          add(`${D} option #${k + 1}: not an object`);
          return;
        }
        const o = rawO as unknown as DemographicOptionContent;
        if (o.option_id !== expectedO) {
          add(`${D} option #${k + 1}: option_id "${String(o.option_id)}", expected "${expectedO}"`);
        }
        checkLocalized(o, `${W} ${typeof o.option_id === 'string' ? o.option_id : `${expectedId} option #${k + 1}`}`);
      });
      checkNoDuplicateText(options, (k) => `option ${String((options[k] as DemographicOptionContent)?.option_id ?? `#${k + 1}`)}`, D);
    });
    checkNoDuplicateText(list, (i) => `demographic question ${String((list[i] as DemographicQuestionContent)?.question_id ?? `#${i + 1}`)}`, W);
  }

  // ---------------------------------------------------------------- words
  const words: unknown[] = Array.isArray(c.words) ? c.words : [];
  if (!Array.isArray(c.words)) add('words: not a list');
  if (words.length !== WORD_COUNT) add(`words: ${words.length} words, expected ${WORD_COUNT}`);
  const perStake = new Map<string, number>();
  const perFamily = new Map<string, number>();
  const perStakeFamily = new Map<string, number>();
  const wordIds = new Set<string>();
  words.forEach((raw, i) => {
    const expectedId = `w${String(i + 1).padStart(2, '0')}`;
    if (!isObject(raw)) {
      add(`word #${i + 1}: not an object`);
      return;
    }
    const w = raw as unknown as WordContent;
    const Wd = `word ${typeof w.word_id === 'string' ? w.word_id : `#${i + 1}`}`;
    if (w.word_id !== expectedId) add(`word #${i + 1}: word_id "${String(w.word_id)}", expected "${expectedId}"`);
    if (typeof w.word_id === 'string') wordIds.add(w.word_id);
    checkLocalized(w, Wd);
    const stakeOk = (STAKES as readonly string[]).includes(w.stake);
    const familyOk = (FAMILIES as readonly string[]).includes(w.family);
    if (!stakeOk) add(`${Wd}: unknown stake "${String(w.stake)}"`);
    if (!familyOk) add(`${Wd}: unknown family "${String(w.family)}"`);
    if (stakeOk) perStake.set(w.stake, (perStake.get(w.stake) ?? 0) + 1);
    if (familyOk) perFamily.set(w.family, (perFamily.get(w.family) ?? 0) + 1);
    if (stakeOk && familyOk) {
      const k = `${w.stake}/${w.family}`;
      perStakeFamily.set(k, (perStakeFamily.get(k) ?? 0) + 1);
    }
  });
  for (const s of STAKES) {
    const n = perStake.get(s) ?? 0;
    if (n !== WORDS_PER_STAKE) add(`words: stake ${s} has ${n} words, expected ${WORDS_PER_STAKE}`);
  }
  for (const f of FAMILIES) {
    const n = perFamily.get(f) ?? 0;
    if (n !== WORDS_PER_FAMILY) add(`words: family ${f} has ${n} words, expected ${WORDS_PER_FAMILY}`);
    for (const s of STAKES) {
      const m = perStakeFamily.get(`${s}/${f}`) ?? 0;
      if (m !== WORDS_PER_STAKE_AND_FAMILY) {
        add(`words: family ${f} has ${m} words of stake ${s}, expected ${WORDS_PER_STAKE_AND_FAMILY}`);
      }
    }
  }
  checkNoDuplicateText(words, (i) => `word ${String((words[i] as WordContent)?.word_id ?? `#${i + 1}`)}`, 'words');

  // ---------------------------------------------------------------- text library
  if (!isObject(c.texts)) {
    add('texts: missing text library');
  } else {
    const lib = c.texts as unknown as Record<string, unknown>;
    for (const [section, spec] of Object.entries(TEXT_LIBRARY_KEYS)) {
      const rec = lib[section];
      if (!isObject(rec)) {
        add(`texts.${section}: missing`);
        continue;
      }
      for (const key of Object.keys(spec.keys)) {
        const where = `texts.${section}.${key}`;
        const v = rec[key];
        if (spec.named) {
          if (!isObject(v)) {
            add(`${where}: missing`);
            continue;
          }
          checkLocalized(v.name, `${where}.name`);
          checkLocalized(v.description, `${where}.description`);
        } else {
          checkLocalized(v, where);
        }
      }
      for (const key of Object.keys(rec)) {
        if (!(key in spec.keys)) add(`texts.${section}.${key}: unexpected key`);
      }
    }
    for (const key of Object.keys(lib)) {
      if (!(key in TEXT_LIBRARY_KEYS)) add(`texts.${key}: unexpected section`);
    }
  }

  // ---------------------------------------------------------------- sample profiles
  const samples: unknown[] = Array.isArray(c.samples) ? c.samples : [];
  if (!Array.isArray(c.samples)) add('samples: not a list');
  if (samples.length !== SAMPLE_COUNT) add(`samples: ${samples.length} profiles, expected ${SAMPLE_COUNT}`);
  const standard = byType.get('standard');
  const standardAnswers = new Map<string, Set<string>>();
  if (standard && Array.isArray(standard.questions)) {
    for (const q of standard.questions) {
      if (isObject(q) && typeof q.question_id === 'string' && Array.isArray(q.answers)) {
        standardAnswers.set(q.question_id, new Set(q.answers.map((a) => a?.answer_id).filter((x) => typeof x === 'string')));
      }
    }
  }
  const avatarsDir = options.avatarsDir === undefined ? path.join(CONTENT_DIR, 'avatars') : options.avatarsDir;
  const uuids = new Map<string, number>();
  const names = new Map<string, number>();
  const answerSignatures = new Map<string, number>();
  const wordSignatures = new Map<string, number>();
  samples.forEach((raw, i) => {
    if (!isObject(raw)) {
      add(`sample #${i + 1}: not an object`);
      return;
    }
    const s = raw as unknown as SampleProfile;
    const S = `sample #${i + 1} (${String(s.first_name)} ${String(s.last_name)})`;
    if (typeof s.uuid !== 'string' || !UUID_V4.test(s.uuid)) add(`${S}: uuid "${String(s.uuid)}" is not a lowercase uuid v4`);
    else if (uuids.has(s.uuid)) add(`${S}: same uuid as sample #${(uuids.get(s.uuid) ?? 0) + 1}`);
    else uuids.set(s.uuid, i);
    for (const field of ['first_name', 'last_name'] as const) {
      if (typeof s[field] !== 'string' || s[field].trim() === '') add(`${S}: missing ${field}`);
    }
    const name = normalize(`${String(s.first_name)} ${String(s.last_name)}`);
    if (names.has(name)) add(`${S}: same name as sample #${(names.get(name) ?? 0) + 1}`);
    else names.set(name, i);
    // picture
    if (typeof s.picture !== 'string' || !/^[A-Za-z0-9._-]+\.svg$/.test(s.picture)) {
      add(`${S}: picture "${String(s.picture)}" is not a plain .svg file name`);
    } else if (avatarsDir !== null && !fs.existsSync(path.join(avatarsDir, s.picture))) {
      add(`${S}: picture ${s.picture} not found in ${avatarsDir}`);
    }
    // answers
    const answers: unknown[] = Array.isArray(s.answers) ? s.answers : [];
    if (answers.length !== QUESTION_COUNT) add(`${S}: ${answers.length} answers, expected ${QUESTION_COUNT}`);
    const seenQ = new Set<string>();
    answers.forEach((rawA, k) => {
      if (!isObject(rawA)) {
        add(`${S} answer #${k + 1}: not an object`);
        return;
      }
      const a = rawA as SampleProfile['answers'][number];
      const qid = a.question_id;
      if (typeof qid !== 'string' || !/^q([1-9]|1[0-8])$/.test(qid)) {
        add(`${S} answer #${k + 1}: question_id "${String(qid)}" is not q1..q18`);
        return;
      }
      if (seenQ.has(qid)) add(`${S}: question ${qid} answered twice`);
      seenQ.add(qid);
      if (a.first === a.second) add(`${S} ${qid}: first and second answers are the same (${String(a.first)})`);
      if (standard) {
        const valid = standardAnswers.get(qid);
        for (const which of ['first', 'second'] as const) {
          if (!valid || !valid.has(a[which])) {
            add(`${S} ${qid}: ${which} answer "${String(a[which])}" is not an answer of standard ${qid}`);
          }
        }
      }
    });
    for (let n = 1; n <= QUESTION_COUNT; n++) {
      if (!seenQ.has(`q${n}`)) add(`${S}: question q${n} not answered`);
    }
    // words
    const ws: unknown[] = Array.isArray(s.words) ? s.words : [];
    if (ws.length !== SAMPLE_WORD_COUNT) add(`${S}: ${ws.length} words, expected ${SAMPLE_WORD_COUNT}`);
    if (new Set(ws).size !== ws.length) add(`${S}: a word is chosen twice`);
    for (const w of ws) {
      if (typeof w !== 'string' || !wordIds.has(w)) add(`${S}: unknown word id "${String(w)}"`);
    }
    // distinctness
    const sig = [...answers]
      .filter(isObject)
      .map((a) => `${String(a.question_id)}:${String(a.first)},${String(a.second)}`)
      .sort()
      .join(';');
    if (answerSignatures.has(sig)) add(`${S}: same answers as sample #${(answerSignatures.get(sig) ?? 0) + 1}`);
    else answerSignatures.set(sig, i);
    const wsig = ws.map(String).join(',');
    if (wordSignatures.has(wsig)) add(`${S}: same ranked words as sample #${(wordSignatures.get(wsig) ?? 0) + 1}`);
    else wordSignatures.set(wsig, i);
  });
  if (!standard && samples.length > 0) add('samples: cannot check answers, the standard questionnaire is missing');

  return problems;
}
