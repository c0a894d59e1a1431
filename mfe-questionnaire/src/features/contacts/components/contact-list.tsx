import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { MatchingEntry } from '../api/matching-api';
import { ContactRow } from './contact-row';

interface Props {
  id: string;
  title: string;
  entries: MatchingEntry[];
  empty?: string;
  onOpen: (entry: MatchingEntry) => void;
}

export function ContactList({ id, title, entries, empty, onOpen }: Props) {
  return (
    <Box as="section" aria-labelledby={id}>
      <Heading as="h2" id={id} size="lg" mb="3">
        {title}
      </Heading>
      {entries.length === 0 && empty ? (
        <Text color="fg.muted">{empty}</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-labelledby={id}>
          {entries.map((entry, i) => (
            <ContactRow key={entry.email ?? entry.fake_user_uuid ?? i} entry={entry} onOpen={onOpen} />
          ))}
        </Stack>
      )}
    </Box>
  );
}
