import { Flex, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';
import { PersonAvatar } from '../../../components/person-avatar';

interface Props {
  mine: string | null;
  theirs: string | null;
  partnerName: string;
}

/** Both pictures, the user's first. */
export function PairPictures({ mine, theirs, partnerName }: Props) {
  const { t } = useTranslation('questionnaire');
  const people = [
    { name: t('matching.you'), picture: mine },
    { name: partnerName, picture: theirs },
  ];
  return (
    <Flex justify="center" gap="8">
      {people.map((person) => (
        <Stack key={person.name} align="center" gap="2">
          <PersonAvatar name={person.name} pictureUrl={person.picture} size="2xl" />
          <Text fontWeight="semibold">{person.name}</Text>
        </Stack>
      ))}
    </Flex>
  );
}
