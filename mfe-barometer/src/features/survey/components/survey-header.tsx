import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { CompanyFromMissionResponse } from '@rapport/wire/api/barometer';
import type { ShownBarometerTexts } from '@rapport/wire/api/barometer-texts';
import { useSurveyT } from '../../../hooks/use-survey-t';

interface Props {
  company: CompanyFromMissionResponse | undefined;
  /** the company's texts in the survey's language, else the default language's */
  texts: ShownBarometerTexts | null;
  full: boolean;
}

/**
 * Whose survey this is: the company's logo, or its name when it has none, and its texts
 * (header 1 as the page's title, else the product's; header 2 under it). In full on the first
 * page, as a line on the others. The page has no other header: the shell shows none around it.
 */
export function SurveyHeader({ company, texts, full }: Props) {
  const { t, lang } = useSurveyT();
  const title = texts?.header1 || t('pages.barometerquestionnaire.title');
  // the default language's words on a page in another language are marked as such
  const textsLang = texts && texts.lang !== lang ? texts.lang : undefined;
  const logo = company?.company_logo;
  return (
    <Flex direction={full ? 'column' : 'row'} align={full ? 'flex-start' : 'center'} gap={full ? '3' : '2'} mb={full ? '4' : '5'}>
      {logo ? (
        <Box asChild maxH={full ? '16' : '8'} maxW={full ? '48' : '24'} objectFit="contain">
          <img src={logo} alt={t('first.logo', { company: company.name })} data-testid="company-logo" />
        </Box>
      ) : (
        company && (
          <Text fontWeight="semibold" fontSize={full ? 'lg' : 'sm'} color="fg.muted" data-testid="company-name">
            {company.name}
          </Text>
        )
      )}
      <Box>
        <Heading as="h1" size={full ? { base: 'xl', md: '2xl' } : 'md'} lineHeight="short" lang={texts?.header1 ? textsLang : undefined}>
          {title}
        </Heading>
        {full && texts?.header2 && (
          <Text fontSize="lg" color="fg.muted" mt="1" lang={textsLang}>
            {texts.header2}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
