import { Button, Heading, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { PATHS, navigate } from '@rapport/platform';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';

/** After the last question: its save first, then the way on to the words. */
export function ChoiceDone({ saving, headingRef }: { saving: boolean; headingRef: Ref<HTMLHeadingElement> }) {
  const { t } = useTranslation('questionnaire');
  return (
    <Stack gap="4">
      <Heading as="h2" size="lg" ref={headingRef} tabIndex={-1} outline="none">
        {t('choice.done.title')}
      </Heading>
      {saving ? (
        <HStack role="status" gap="3">
          <Spinner size="sm" />
          <Text>{t('choice.done.saving')}</Text>
        </HStack>
      ) : (
        <Text>{t('choice.done.body')}</Text>
      )}
      <StickyActionBar>
        {saving ? (
          <Button size="lg" w="full" colorPalette="brand" loading loadingText={t('choice.done.saving')} disabled>
            {t('common.next')}
          </Button>
        ) : (
          <Button asChild size="lg" w="full" colorPalette="brand">
            <a
              href={PATHS.select}
              onClick={(event) => {
                event.preventDefault();
                navigate(PATHS.select);
              }}
            >
              {t('common.next')}
            </a>
          </Button>
        )}
      </StickyActionBar>
    </Stack>
  );
}
