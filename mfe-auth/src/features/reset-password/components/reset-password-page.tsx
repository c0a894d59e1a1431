import { Box, Container, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { PATHS, navigate } from '@rapport/platform';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { useResetToken } from '../hooks/use-reset-token';
import { ResetPasswordForm } from './reset-password-form';

/** /reset-password?token=: the link from the reset e-mail. */
export function ResetPasswordPage() {
  const { t } = useTranslation('session');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const state = useResetToken(token);

  const goHome = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    navigate(PATHS.home);
  };

  return (
    <Container maxW="md" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="2xl" mb="6">
        {t('reset.title')}
      </Heading>
      {state === 'checking' && (
        <Stack direction="row" align="center" gap="3" role="status">
          <Spinner size="sm" />
          <Text>{t('reset.checking')}</Text>
        </Stack>
      )}
      {state === 'invalid' && (
        <Stack gap="4">
          <Text role="alert" color="red.600" fontWeight="semibold">
            {t('reset.invalidToken')}
          </Text>
          <Link href={PATHS.home} onClick={goHome} color="brand.700">
            {t('backHome')}
          </Link>
        </Stack>
      )}
      {state === 'valid' && (
        <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }}>
          <ResetPasswordForm token={token} />
        </Box>
      )}
    </Container>
  );
}
