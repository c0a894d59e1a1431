import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCompanyValuesMutation, type CompanyValues } from '../../../lib/api/teams-api';
import {
  MAX_VALUES,
  emptyRow,
  formOf,
  isChanged,
  serverPlace,
  valuesFormErrors,
  valuesRequest,
  type ErrorPlace,
  type ValueRow,
} from '../utils/values-settings-rules';

const statusOf = (error: unknown) => (error as { status?: unknown } | null | undefined)?.status;

/**
 * The values settings form: the avatar's words (chosen, then ranked) and the value rows. Save
 * stays off until something changed; the rules' messages show from the first Save on, which
 * focuses the first place at fault and sends nothing. One PUT; a 400 shows its message at the
 * place it names and keeps everything entered; a 403 says values are off for the company.
 */
export function useValuesSettingsForm(stored: CompanyValues) {
  const { t } = useTranslation('company');
  const [update] = useUpdateCompanyValuesMutation();
  const [saved, setSaved] = useState(() => formOf(stored));
  const [form, setForm] = useState(saved);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<ErrorPlace, string>>>({});
  const elements = useRef<Partial<Record<ErrorPlace | 'add', HTMLElement | null>>>({});
  // a row added, an error shown: its place takes the focus once the page shows it
  const focusNext = useRef<ErrorPlace | 'add' | null>(null);

  const ruleErrors = new Map(valuesFormErrors(form));
  const errorFor = (place: ErrorPlace): string | undefined => {
    const rule = submitted ? ruleErrors.get(place) : undefined;
    return rule ? t(rule.key, rule.values) : serverErrors[place];
  };
  /** focuses `place` now when it is on the page, else once a render shows it (a message, a new row) */
  const focus = (place: ErrorPlace) => {
    const element = elements.current[place];
    if (element) element.focus();
    else focusNext.current = place;
  };
  useEffect(() => {
    // a place that did not come with the render that followed is not waited for
    focusNext.current = null;
  });
  const register = (place: ErrorPlace | 'add') => (element: HTMLElement | null) => {
    elements.current[place] = element;
    if (element && focusNext.current === place) {
      focusNext.current = null;
      element.focus();
    }
  };

  const forget = (...places: ErrorPlace[]) =>
    setServerErrors((current) => (places.some((place) => current[place]) ? Object.fromEntries(Object.entries(current).filter(([place]) => !places.includes(place as ErrorPlace))) : current));
  const setRow = (key: string, change: (row: ValueRow) => ValueRow) =>
    setForm((current) => ({ ...current, rows: current.rows.map((row) => (row.key === key ? change(row) : row)) }));

  const setWords = (words: string[]) => {
    setForm((current) => ({ ...current, words }));
    forget('words');
  };
  const setName = (key: string, name: string) => {
    setRow(key, (row) => ({ ...row, name }));
    forget(`name:${key}`, 'values');
  };
  const setRowWords = (key: string, wordIds: string[]) => {
    setRow(key, (row) => ({ ...row, wordIds }));
    forget(`wordIds:${key}`, 'values');
  };
  const addRow = () => {
    if (form.rows.length >= MAX_VALUES) return;
    const row = emptyRow();
    focus(`name:${row.key}`);
    setForm((current) => ({ ...current, rows: [...current.rows, row] }));
    forget('values');
  };
  const removeRow = (key: string) => {
    setForm((current) => ({ ...current, rows: current.rows.filter((row) => row.key !== key) }));
    forget(`name:${key}`, `wordIds:${key}`, 'values');
    // the row and its button are gone: the focus goes to Add a value
    elements.current.add?.focus();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSubmitted(true);
    const [firstError] = valuesFormErrors(form);
    if (firstError) {
      focus(firstError[0]);
      return;
    }
    setSaving(true);
    setServerErrors({});
    setUnavailable(false);
    try {
      const answer = await update(valuesRequest(form)).unwrap();
      const next = formOf(answer, form.rows);
      setSaved(next);
      setForm(next);
      setSubmitted(false);
      notify('success', t('valuesSettings.saved'));
    } catch (error) {
      if (statusOf(error) === 403) {
        setUnavailable(true);
        return;
      }
      const place = serverPlace(error, form);
      const message = serverMessage(error, t('valuesSettings.failed'));
      if (place) {
        setServerErrors({ [place]: message });
        focus(place);
      } else {
        notify('error', message);
      }
    } finally {
      setSaving(false);
    }
  };

  return {
    form,
    changed: isChanged(form, saved),
    saving,
    unavailable,
    errorFor,
    register,
    setWords,
    setName,
    setRowWords,
    addRow,
    removeRow,
    canAdd: form.rows.length < MAX_VALUES,
    submit,
  };
}

export type ValuesSettingsForm = ReturnType<typeof useValuesSettingsForm>;
