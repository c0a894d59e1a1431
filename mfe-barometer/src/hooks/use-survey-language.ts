import {
  emit,
  i18n,
  isUiLanguage,
  languageChanged,
  on,
  selectLang,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type ContentLang,
  type Lang,
} from '@rapport/platform';
import { useCallback, useEffect, useState } from 'react';
import { loadLanguage, saveLanguage } from '../lib/local-progress';

/**
 * The survey's language: the interface's (the store's en or fr, which a ?mission link sets to
 * fr on arrival), or ru, which only the survey speaks. Choosing en or fr changes the interface
 * as the shell's own switch does (store, i18next, the page's lang, the bus); choosing ru leaves
 * the interface as it is. The header's switch takes over from ru. The choice is kept per
 * survey, so a reload in the middle does not bring French back.
 */
export function useSurveyLanguage(referral: string) {
  const uiLang = useAppSelector(selectLang);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const [russian, setRussian] = useState(() => loadLanguage(referral) === 'ru');

  const applyUiLanguage = useCallback(
    (next: Lang) => {
      dispatch(languageChanged(next));
      void i18n.changeLanguage(next);
      document.documentElement.lang = next;
      emit('locale:changed', { lang: next });
    },
    [dispatch],
  );

  // the header's switch (or ours, through the same event): the interface's language is the survey's
  useEffect(
    () =>
      on('locale:changed', ({ lang }) => {
        setRussian(false);
        saveLanguage(referral, lang);
      }),
    [referral],
  );

  // back in the middle of a survey: the language chosen for it, over the link's French
  useEffect(() => {
    const saved = loadLanguage(referral);
    if (isUiLanguage(saved) && saved !== selectLang(store.getState())) applyUiLanguage(saved);
  }, [referral, store, applyUiLanguage]);

  const choose = useCallback(
    (next: ContentLang) => {
      if (next === 'ru') {
        setRussian(true);
        saveLanguage(referral, next);
      } else {
        applyUiLanguage(next);
      }
    },
    [referral, applyUiLanguage],
  );

  return { lang: (russian ? 'ru' : uiLang) as ContentLang, choose };
}
