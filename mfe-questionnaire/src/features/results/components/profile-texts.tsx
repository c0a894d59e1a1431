import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { selectLang, useAppSelector } from '@rapport/platform';
import type { Localized } from '@rapport/wire/entities/common';
import { useTranslation } from 'react-i18next';
import { localized } from '../../../lib/localized';
import type { IndividualResult, ProfileText } from '../api/individual-result-api';
import { paragraphs } from '../../../lib/paragraphs';

const SECTIONS: { field: 'soft_skills' | ProfileText; title: string }[] = [
  { field: 'soft_skills', title: 'softSkills' },
  { field: 'wellbeing_expression', title: 'wellbeing' },
  { field: 'relational_communication', title: 'communication' },
  { field: 'approach_to_situations', title: 'approach' },
  { field: 'vision_of_the_world', title: 'vision' },
  { field: 'top_personal_development', title: 'development' },
];

/** Soft skills and the five profile texts, in the interface language. */
export function ProfileTexts({ result }: { result: IndividualResult }) {
  const { t } = useTranslation('questionnaire');
  const lang = useAppSelector(selectLang);
  return (
    <Stack gap="6">
      {SECTIONS.map(({ field, title }) => {
        const text = localized(result[field] as Localized | null | undefined, lang);
        if (!text) return null;
        return (
          <Box as="section" key={field} aria-labelledby={`text-${field}`}>
            <Heading as="h2" id={`text-${field}`} size="lg" mb="2">
              {t(`results.texts.${title}`)}
            </Heading>
            <Stack gap="2">
              {paragraphs(text).map((paragraph, i) => (
                <Text key={i}>{paragraph}</Text>
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
