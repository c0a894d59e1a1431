import { Box, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface Mission {
  title: string;
  tagline: string;
  body: string;
  gets: string[];
  note?: string;
}

/** One mission type: what it is for, and what the administrator gets from it. */
export function MissionSlide({ mission }: { mission: Mission }) {
  const { t } = useTranslation('auth');
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '6', md: '10' }} bg="white" borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '10' }} h="full">
      <Stack gap="4">
        <Heading as="h3" size={{ base: 'xl', md: '2xl' }}>
          {mission.title}
        </Heading>
        <Text fontWeight="medium" color="brand.fg" fontSize="lg">
          {mission.tagline}
        </Text>
        <Text color="fg.muted">{mission.body}</Text>
      </Stack>
      <Box bg="brand.subtle" borderRadius="lg" p={{ base: '4', md: '6' }}>
        <Heading as="h4" size="sm" mb="3">
          {t('pro.missions.getsTitle')}
        </Heading>
        <List.Root gap="2" ps="5">
          {mission.gets.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List.Root>
        {mission.note && (
          <Text mt="4" fontSize="sm" color="fg.muted">
            {mission.note}
          </Text>
        )}
      </Box>
    </SimpleGrid>
  );
}
