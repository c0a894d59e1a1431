import { Box, Flex } from '@chakra-ui/react';
import { LanguageChoice } from '../../../components/language-choice';
import { SurveyI18nProvider } from '../../../components/survey-i18n-provider';
import { useSurveyLanguage } from '../../../hooks/use-survey-language';
import { SurveyBody } from './survey-body';

/** The survey in its own language (en, fr or ru), one column, phone first. */
export function Survey({ referral, invitation }: { referral: string; invitation: string | undefined }) {
  const { lang, choose } = useSurveyLanguage(referral);
  return (
    <SurveyI18nProvider lang={lang}>
      <Box as="section" lang={lang} maxW="2xl" mx="auto" px={{ base: '4', md: '6' }} pt={{ base: '4', md: '8' }} pb="6" data-page="barometerquestionnaire">
        <Flex justify="flex-end" mb="3">
          <LanguageChoice onChoose={choose} />
        </Flex>
        <SurveyBody referral={referral} invitation={invitation} />
      </Box>
    </SurveyI18nProvider>
  );
}
