import { Box, Button, Flex, Text, VisuallyHidden } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';
import { matchPercent } from '../../../lib/match-percent';
import type { MatchingEntry } from '../api/matching-api';
import { fullName, isClickable } from '../utils/contact-list';

/** A finished contact opens the matching and shows its score; an unfinished one shows ---. */
export function ContactRow({ entry, onOpen }: { entry: MatchingEntry; onOpen: (entry: MatchingEntry) => void }) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  const name = fullName(entry);
  const fiber = entry[`top_fiber_${lang}`] ?? entry.top_fiber_en;
  const body = (
    <>
      <PersonAvatar name={name} pictureUrl={entry.picture_url} />
      <Box flex="1" textAlign="start" minW="0">
        <Text fontWeight="semibold" truncate>
          {name}
        </Text>
        {fiber && (
          <Text fontSize="sm" color="fg.muted" truncate>
            {fiber}
          </Text>
        )}
      </Box>
    </>
  );
  if (!isClickable(entry)) {
    return (
      <Flex as="li" align="center" gap="3" p="3" borderWidth="1px" borderRadius="lg" color="fg.muted" data-finished="false">
        {body}
        <VisuallyHidden>{t('contacts.notFinished')}</VisuallyHidden>
        <Text aria-hidden="true" fontWeight="bold">
          ---
        </Text>
      </Flex>
    );
  }
  return (
    <Box as="li" data-finished="true">
      <Button
        variant="outline"
        w="full"
        h="auto"
        minH="16"
        p="3"
        gap="3"
        justifyContent="flex-start"
        fontWeight="normal"
        onClick={() => onOpen(entry)}
      >
        {body}
        <Text fontWeight="bold" fontSize="lg" color="brand.fg">
          {`${matchPercent(entry.rui_smooth!)}%`}
        </Text>
      </Button>
    </Box>
  );
}
