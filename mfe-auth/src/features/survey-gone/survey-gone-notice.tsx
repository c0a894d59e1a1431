import { Alert, Box, Button } from '@chakra-ui/react';
import { readSurveyGone, selectLang, SURVEY_GONE_KEYS, useAppSelector, type ContentLang } from '@rapport/platform';
import { useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PageNotice } from '../../components/page-notice';
import en from './locales/en.json';
import fr from './locales/fr.json';
import ru from './locales/ru.json';
import { forgetSurveyGone, rememberSurveyGone, subscribeSurveyGone, surveyGone } from './survey-gone-memory';

/** In the survey's language, which may be Russian: the page's i18next instance speaks en and fr only. */
const TEXTS: Record<ContentLang, typeof en> = { en, fr, ru };

/**
 * Above the page, once a public survey's link led to no survey (ended, or no survey's): the
 * survey sends its visitor to the root page (spec section 4), whose landing page offers the
 * individual questionnaire, so the respondent reads that the survey is over and that this
 * questionnaire is not it, in the survey's language. The address says it (`?survey=`); the tab
 * remembers it until the person closes the notice, whatever page they go to meanwhile.
 */
export function SurveyGoneNotice() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const pageLang = useAppSelector(selectLang);
  useEffect(() => {
    const said = readSurveyGone(search);
    if (said) rememberSurveyGone(said);
  }, [search]);
  // read after the first render: a prerendered page hydrates without it
  const gone = useSyncExternalStore(subscribeSurveyGone, surveyGone, () => null);
  if (!gone) return null;

  const texts = TEXTS[gone.lang];
  const dismiss = () => {
    forgetSurveyGone();
    if (!readSurveyGone(search)) return;
    // the address says it no more either: a reload does not bring it back
    const params = new URLSearchParams(search);
    params.delete(SURVEY_GONE_KEYS.reason);
    params.delete(SURVEY_GONE_KEYS.lang);
    const rest = params.toString();
    navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
  };
  return (
    <PageNotice status="warning" title={texts[gone.reason].title} lang={gone.lang === pageLang ? undefined : gone.lang} announce>
      <Alert.Description>
        {texts[gone.reason].body} {texts.notTheSurvey}
      </Alert.Description>
      <Box>
        <Button size="sm" variant="outline" colorPalette="brand" onClick={dismiss} data-testid="survey-gone-dismiss">
          {texts.dismiss}
        </Button>
      </Box>
    </PageNotice>
  );
}
