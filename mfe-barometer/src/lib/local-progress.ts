import { BAROMETER_VIEWS, type BarometerLocalProgress } from '@rapport/wire/entities/barometer';

/**
 * The respondent's progress, kept in this browser only (spec section 3), one localStorage key
 * per field and per mission: `barometer:<referral>:<field>`. Nothing of it is sent but the final
 * answers. A submitted survey leaves a flag behind so the same browser gets the thank-you page
 * again rather than a second survey. An invited survey's personal link code is kept with the
 * progress (and goes with it), so a reload of a page whose address lost it can still submit.
 */
export const PROGRESS_KEYS = [
  'demographicQuestionnaire',
  'selectedDemographicQuestions',
  'questionnaire',
  'selectedQuestions',
  'words',
  'selectedWords',
  'view',
] as const satisfies readonly (keyof BarometerLocalProgress)[];

const SUBMITTED = 'submitted';
/** the personal link's code of an invited survey */
const INVITATION = 'invitation';
/** the survey language the respondent chose (en, fr or ru) */
const LANGUAGE = 'lang';

export const storageKey = (referral: string, field: string): string => `barometer:${referral}:${field}`;

function read(key: string): unknown {
  try {
    const text = globalThis.localStorage?.getItem(key);
    return text === null || text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

function write(key: string, value: unknown): void {
  try {
    globalThis.localStorage?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the survey goes on in memory */
  }
}

function remove(key: string): void {
  try {
    globalThis.localStorage?.removeItem(key);
  } catch {
    /* nothing to remove */
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isStringList = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');
const hasItems = (key: string) => (value: unknown) =>
  Array.isArray(value) && value.every((item) => isRecord(item) && typeof item[key] === 'string');

const VALID: { [K in (typeof PROGRESS_KEYS)[number]]: (value: unknown) => boolean } = {
  demographicQuestionnaire: (value) =>
    hasItems('question_id')(value) && (value as unknown[]).every((q) => isRecord(q) && typeof q.pk === 'number' && hasItems('option_id')(q.options)),
  selectedDemographicQuestions: (value) => isRecord(value) && Object.values(value).every((pk) => typeof pk === 'number'),
  questionnaire: (value) => hasItems('question_id')(value) && (value as unknown[]).every((q) => isRecord(q) && hasItems('answer_id')(q.options)),
  selectedQuestions: (value) => isRecord(value) && Object.values(value).every(isStringList),
  words: hasItems('word_id'),
  selectedWords: isStringList,
  view: (value) => (BAROMETER_VIEWS as readonly unknown[]).includes(value),
};

/** The kept progress of a mission; a field missing or unreadable takes its value from `empty`. */
export function loadProgress(referral: string, empty: BarometerLocalProgress): BarometerLocalProgress {
  const progress = { ...empty } as Record<string, unknown>;
  for (const field of PROGRESS_KEYS) {
    const value = read(storageKey(referral, field));
    if (value !== undefined && VALID[field](value)) progress[field] = value;
  }
  return progress as unknown as BarometerLocalProgress;
}

export function saveProgress(referral: string, progress: BarometerLocalProgress): void {
  for (const field of PROGRESS_KEYS) write(storageKey(referral, field), progress[field]);
}

/** After a submit, or for a mission that no longer accepts answers. */
export function clearProgress(referral: string): void {
  for (const field of PROGRESS_KEYS) remove(storageKey(referral, field));
  remove(storageKey(referral, INVITATION));
}

export function loadInvitation(referral: string): string | undefined {
  const code = read(storageKey(referral, INVITATION));
  return typeof code === 'string' && code !== '' ? code : undefined;
}

export const saveInvitation = (referral: string, code: string): void => write(storageKey(referral, INVITATION), code);

export const markSubmitted = (referral: string): void => write(storageKey(referral, SUBMITTED), true);
export const isSubmitted = (referral: string): boolean => read(storageKey(referral, SUBMITTED)) === true;

/** Everything this browser keeps about a mission: its link no longer leads anywhere. */
export function forgetMission(referral: string): void {
  clearProgress(referral);
  remove(storageKey(referral, SUBMITTED));
  remove(storageKey(referral, LANGUAGE));
}

export const loadLanguage = (referral: string): unknown => read(storageKey(referral, LANGUAGE));
export const saveLanguage = (referral: string, lang: string): void => write(storageKey(referral, LANGUAGE), lang);
