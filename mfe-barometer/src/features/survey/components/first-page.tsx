import { Alert, Button, List, Stack, Text } from '@chakra-ui/react';
import type { CompanyFromMissionResponse } from '@rapport/wire/api/barometer';
import type { ShownBarometerTexts } from '@rapport/wire/api/barometer-texts';
import type { Ref } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';
import { useSurveyT } from '../../../hooks/use-survey-t';
import { paragraphs } from '../utils/paragraphs';

interface Props {
  company: CompanyFromMissionResponse | undefined;
  /** the company's texts in the survey's language, else the default language's: the intro comes first */
  texts: ShownBarometerTexts | null;
  /** an invited survey opened without its personal link: said here, before any answer, and no way in */
  needsInvitation: boolean;
  /** the questions are there: the survey can start */
  ready: boolean;
  failure: string | null;
  onRetry: () => void;
  onStart: () => void;
  headingRef: Ref<HTMLHeadingElement>;
}

/** FIRST_PAGE: the company's introduction, how the survey goes and how it keeps answers anonymous, and the way in. */
export function FirstPage({ company, texts, needsInvitation, ready, failure, onRetry, onStart, headingRef }: Props) {
  const { t, lang } = useSurveyT();
  return (
    <Stack gap="4" data-step="first-page">
      {texts?.intro && (
        // the default language's words on a page in another language are marked as such
        <Stack gap="4" lang={texts.lang === lang ? undefined : texts.lang} data-testid="company-intro">
          {paragraphs(texts.intro).map((paragraph, i) => (
            <Text key={i} whiteSpace="pre-line">
              {paragraph}
            </Text>
          ))}
        </Stack>
      )}
      <Text as="h2" ref={headingRef} tabIndex={-1} outline="none" fontWeight="semibold" fontSize="lg">
        {t('first.how')}
      </Text>
      <List.Root gap="2" ps="5">
        <List.Item>{t('first.statistical')}</List.Item>
        <List.Item>{t('first.questions')}</List.Item>
        <List.Item>{t('first.choose')}</List.Item>
        <List.Item>{t('first.noWrong')}</List.Item>
        <List.Item>{t('first.anonymous')}</List.Item>
        <List.Item>{t(company?.mode === 'invited' ? 'first.personalLink' : 'first.shuffled')}</List.Item>
      </List.Root>
      {needsInvitation ? (
        <Alert.Root status="warning" role="alert">
          <Alert.Indicator />
          <Alert.Title>{t('invitation.required')}</Alert.Title>
        </Alert.Root>
      ) : (
        <>
          {failure && <LoadFailure message={failure} onRetry={onRetry} />}
          <StickyActionBar>
            <Button size="lg" w="full" colorPalette="brand" onClick={onStart} disabled={!ready} loading={!ready && !failure} loadingText={t('common.loading')}>
              {t('first.start')}
            </Button>
          </StickyActionBar>
        </>
      )}
    </Stack>
  );
}
