import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import type { CompanyFromMissionResponse } from '@rapport/wire/api/barometer';
import { useSurveyT } from '../../../hooks/use-survey-t';

/**
 * Whose survey this is: the company's logo and barometer texts (header 1 as the page's title,
 * else the product's; header 2 under it). In full on the first page, as a line on the others.
 */
export function SurveyHeader({ company, full }: { company: CompanyFromMissionResponse | undefined; full: boolean }) {
  const { t } = useSurveyT();
  const title = company?.barometer_text_header1 || t('pages.barometerquestionnaire.title');
  const logo = company?.company_logo;
  return (
    <Flex direction={full ? 'column' : 'row'} align={full ? 'flex-start' : 'center'} gap={full ? '3' : '2'} mb={full ? '4' : '5'}>
      {logo && (
        <Box asChild maxH={full ? '16' : '8'} maxW={full ? '48' : '24'} objectFit="contain">
          <img src={logo} alt={t('first.logo', { company: company.name })} data-testid="company-logo" />
        </Box>
      )}
      <Box>
        <Heading as="h1" size={full ? { base: 'xl', md: '2xl' } : 'md'} lineHeight="short">
          {title}
        </Heading>
        {full && company?.barometer_text_header2 && (
          <Text fontSize="lg" color="fg.muted" mt="1">
            {company.barometer_text_header2}
          </Text>
        )}
      </Box>
    </Flex>
  );
}
