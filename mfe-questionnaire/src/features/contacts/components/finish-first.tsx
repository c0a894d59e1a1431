import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { navigate } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../../../components/page-loading';
import { useJourneyStep } from '../../../hooks/use-journey-step';

/**
 * /contacts before the person has finished: what the page will show once they do, and the
 * way to the first step they have not finished.
 */
export function FinishFirst() {
  const { t } = useTranslation('questionnaire');
  // no link here: the person's current questionnaire
  const journey = useJourneyStep({});
  return (
    <Box as="section" aria-labelledby="contacts-unfinished" borderWidth="1px" borderRadius="lg" p={{ base: '4', md: '6' }} bg="brand.subtle">
      <Heading as="h2" id="contacts-unfinished" size="lg" mb="2">
        {t('contacts.unfinished.title')}
      </Heading>
      <Text mb="5">{t('contacts.unfinished.body')}</Text>
      {journey.step ? (
        <Button asChild colorPalette="brand" size="lg" w={{ base: 'full', sm: 'auto' }}>
          <a
            href={journey.step}
            onClick={(event) => {
              event.preventDefault();
              navigate(journey.step!);
            }}
          >
            {journey.started ? t('contacts.unfinished.continue') : t('contacts.unfinished.start')}
          </a>
        </Button>
      ) : (
        <PageLoading />
      )}
    </Box>
  );
}
