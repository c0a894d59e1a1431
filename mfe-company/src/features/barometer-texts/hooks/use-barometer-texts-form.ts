import { serverMessage } from '@rapport/platform';
import { notify } from '@rapport/ui';
import { useFormChecks } from '@rapport/ui/use-form-checks';
import type { BarometerTextField, BarometerTextLanguage, BarometerTexts } from '@rapport/wire/api/barometer-texts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateBarometerTextsMutation } from '../../../lib/api/barometer-api';
import { formOf, isChanged, serverPlace, TEXTS_PLACES, textsErrors, textsRequest, type TextsPlace } from '../utils/barometer-texts-rules';

/**
 * The survey page texts form: every language's texts and the default language, saved whole by
 * one PUT. The rules' messages show once a field is left or a Save tried (which focuses the
 * first place at fault and sends nothing); a 400 shows at the place it names, the texts kept.
 */
export function useBarometerTextsForm(stored: BarometerTexts) {
  const { t } = useTranslation('company');
  const [update] = useUpdateBarometerTextsMutation();
  const [saved, setSaved] = useState(() => formOf(stored));
  const [form, setForm] = useState(saved);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TextsPlace, string>>>({});
  const checks = useFormChecks(TEXTS_PLACES, textsErrors(form));

  const errorFor = (place: TextsPlace): string | undefined => {
    const rule = checks.errorFor(place);
    return rule ? t(rule.key, rule.values) : serverErrors[place];
  };
  const forget = (place: TextsPlace) => setServerErrors((current) => (current[place] ? { ...current, [place]: undefined } : current));

  const setText = (lang: BarometerTextLanguage, field: BarometerTextField, value: string) => {
    setForm((current) => ({ ...current, texts: { ...current.texts, [lang]: { ...current.texts[lang], [field]: value } } }));
    forget(`${lang}.${field}`);
  };
  const setDefaultLanguage = (lang: BarometerTextLanguage) => {
    setForm((current) => ({ ...current, defaultLanguage: lang }));
    forget('default_language');
  };

  const submit = checks.handleSubmit(
    async () => {
      try {
        const next = formOf(await update(textsRequest(form)).unwrap());
        setSaved(next);
        setForm(next);
        checks.reset();
        notify('success', t('barometerTexts.saved'));
      } catch (error) {
        const message = serverMessage(error, t('barometerTexts.failed'));
        const place = serverPlace(error);
        if (place) {
          setServerErrors({ [place]: message });
          checks.focus(place);
        } else {
          notify('error', message);
        }
      }
    },
    { onStart: () => setServerErrors({}) },
  );

  return {
    form,
    changed: isChanged(form, saved),
    pending: checks.pending,
    errorFor,
    touch: checks.touch,
    ref: checks.ref,
    setText,
    setDefaultLanguage,
    submit,
  };
}

export type BarometerTextsFormState = ReturnType<typeof useBarometerTextsForm>;
