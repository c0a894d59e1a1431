import { Button, Group } from '@chakra-ui/react';
import { UI_LANGUAGES, emit, i18n, languageChanged, selectLang, useAppDispatch, useAppSelector, type Lang } from '@rapport/platform';
import { useTranslation } from 'react-i18next';

/** The page's own language attribute follows the interface (screen readers, hyphenation). */
function markPageLanguage(lang: Lang): void {
  document.documentElement.lang = lang;
}

export function LanguageSwitch() {
  const { t } = useTranslation('common');
  const lang = useAppSelector(selectLang);
  const dispatch = useAppDispatch();
  const choose = (next: Lang) => {
    dispatch(languageChanged(next));
    void i18n.changeLanguage(next);
    markPageLanguage(next);
    emit('locale:changed', { lang: next });
  };
  return (
    <Group attached role="group" aria-label={t('language')}>
      {UI_LANGUAGES.map((code) => (
        <Button
          key={code}
          size="xs"
          variant={code === lang ? 'solid' : 'outline'}
          colorPalette="brand"
          aria-pressed={code === lang}
          aria-label={t('switchTo', { lang: t(`languages.${code}`) })}
          onClick={() => choose(code)}
          data-testid={`lang-${code}`}
        >
          {t(`languages.${code}`)}
        </Button>
      ))}
    </Group>
  );
}
