import { Button, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { selectSiteOrigin, useAppSelector } from '@rapport/platform';
import { SOCIAL_SITES, type SocialSite } from '@rapport/wire/entities/user';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { isB2bPath, readLinkParams, readQuestionnaireLink } from '../../../lib/session/link-params';
import { useProvidersQuery, type ProviderSettings } from '../api/social-api';
import { authorizationUrl, randomToken, saveAttempt } from '../utils/social-attempt';

/** One button per configured provider; none configured, nothing shown. */
export function SocialButtons() {
  const { t } = useTranslation('session');
  const { pathname, search } = useLocation();
  const siteOrigin = useAppSelector(selectSiteOrigin) || window.location.origin;
  const { data: providers } = useProvidersQuery();
  const configured = SOCIAL_SITES.flatMap((site) => {
    const settings = providers?.[site];
    return settings ? [{ site, settings }] : [];
  });
  if (configured.length === 0) return null;

  const start = (site: SocialSite, settings: ProviderSettings) => {
    const attempt = {
      site,
      state: randomToken(),
      nonce: site === 'google' ? randomToken() : undefined,
      redirectUri: `${siteOrigin}/home`,
      link: readLinkParams(search),
      questionnaire: readQuestionnaireLink(search),
      isB2b: isB2bPath(pathname),
    };
    saveAttempt(attempt);
    window.location.assign(authorizationUrl(settings, attempt));
  };

  return (
    <Stack gap="3">
      <HStack>
        <Separator flex="1" />
        <Text fontSize="sm" color="fg.muted">
          {t('social.or')}
        </Text>
        <Separator flex="1" />
      </HStack>
      {configured.map(({ site, settings }) => (
        <Button key={site} variant="outline" onClick={() => start(site, settings)}>
          {t('social.continueWith', { provider: t(`social.providers.${site}`) })}
        </Button>
      ))}
    </Stack>
  );
}
