/**
 * Names a place of the content as a writer finds it in the files of api/content/
 * (`questionnaire standard q3a1`, `word w05`, `sample #2 (Lucas Moreau)`, `texts.axes.W`), for
 * the problems of ./shape.ts and ./rules.ts. The content may be malformed: nothing here throws.
 */

export const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

type Path = readonly PropertyKey[];

/** `v[key]`, undefined when `v` is neither an object nor a list */
const at = (v: unknown, key: PropertyKey): unknown =>
  isObject(v) || Array.isArray(v) ? (v as Record<PropertyKey, unknown>)[key] : undefined;

/**
 * `<idName(id)>` for an item whose id is a string, or `<position>` when it has none or when
 * the problem is its id (`rest` starts with the id's key).
 */
function itemName(item: unknown, key: string, rest: Path, idName: (id: string) => string, position: string): string {
  const id = at(item, key);
  return typeof id === 'string' && rest[0] !== key ? idName(id) : position;
}

function inQuestionnaire(q: unknown, i: number, rest: Path): string {
  const type = at(q, 'questionnaire_type');
  const W = typeof type === 'string' && type.trim() !== '' ? `questionnaire ${type}` : `questionnaires[${i}]`;
  const [field, j, childList, k, ...childRest] = rest;
  if (field === 'title') return `${W} title`;
  if (typeof j !== 'number' || (field !== 'questions' && field !== 'demographic_questions')) return W;
  const item = at(at(q, field), j);
  const [kind, child] = field === 'questions' ? ['question', 'answer'] : ['demographic question', 'option'];
  const itemLabel = itemName(item, 'question_id', rest.slice(2), (id) => `${W} ${id}`, `${W} ${kind} #${j + 1}`);
  if (typeof k !== 'number' || (childList !== 'answers' && childList !== 'options')) return itemLabel;
  const childKey = child === 'answer' ? 'answer_id' : 'option_id';
  return itemName(at(at(item, childList), k), childKey, childRest, (id) => `${W} ${id}`, `${itemLabel} ${child} #${k + 1}`);
}

function inSample(s: unknown, i: number, rest: Path): string {
  const S = isObject(s) ? `sample #${i + 1} (${String(s.first_name)} ${String(s.last_name)})` : `sample #${i + 1}`;
  return rest[0] === 'answers' && typeof rest[1] === 'number' ? `${S} answer #${rest[1] + 1}` : S;
}

/** The place of `path` in the content, named as a writer finds it in the files. */
export function where(c: unknown, path: Path): string {
  const [file, i, ...rest] = path;
  if (file === 'texts') {
    const named = path[3] === 'name' || path[3] === 'description' || path[3] === 'third_person';
    return path.slice(0, named ? 4 : 3).map(String).join('.');
  }
  if (typeof i !== 'number') return String(file);
  const item = at(at(c, file), i);
  if (file === 'questionnaires') return inQuestionnaire(item, i, rest);
  if (file === 'samples') return inSample(item, i, rest);
  return itemName(item, 'word_id', rest, (id) => `word ${id}`, `word #${i + 1}`);
}
