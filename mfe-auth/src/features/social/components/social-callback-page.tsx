import { Container, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { PATHS, navigate } from '@rapport/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSocialCallback } from '../hooks/use-social-callback';

/** /home: where Google, Facebook and LinkedIn send the browser back. */
export function SocialCallbackPage() {
  const { t } = useTranslation('session');
  const { failure } = useSocialCallback();
  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(PATHS.home);
  };
  return (
    <Container maxW="md" py="16" textAlign="center">
      {failure ? (
        <Stack gap="4" align="center">
          <Text role="alert" color="red.600" fontWeight="semibold">
            {failure}
          </Text>
          <Link href={PATHS.home} onClick={goHome} color="brand.700">
            {t('backHome')}
          </Link>
        </Stack>
      ) : (
        <Stack direction="row" gap="3" justify="center" align="center" role="status">
          <Spinner size="sm" />
          <Text>{t('social.signingIn')}</Text>
        </Stack>
      )}
    </Container>
  );
}
