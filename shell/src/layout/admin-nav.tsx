import { Stack, Text, type StackProps } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { adminLinks } from './admin-links';
import { NavLink } from './nav-link';
import { usePathname } from './use-pathname';

interface Props extends StackProps {
  /** called after a link is followed (the phone drawer closes) */
  onNavigate?: () => void;
}

/** The company pages; a page the company's plan does not include is greyed out and inert. */
export function AdminNav({ onNavigate, ...stack }: Props) {
  const { t } = useTranslation('common');
  const company = useAppSelector(selectActiveCompany);
  const pathname = usePathname();
  return (
    <Stack as="nav" aria-label={t('admin.nav')} {...stack}>
      {adminLinks(company).map(({ key, href, enabled }) =>
        enabled ? (
          <NavLink
            key={key}
            href={href}
            onClick={onNavigate}
            fontSize="sm"
            fontWeight={pathname === href || pathname.startsWith(`${href}/`) ? 'bold' : 'medium'}
            aria-current={pathname === href ? 'page' : undefined}
          >
            {t(`admin.${key}`)}
          </NavLink>
        ) : (
          <Text
            key={key}
            as="span"
            role="link"
            aria-disabled="true"
            title={t('admin.unavailable')}
            fontSize="sm"
            color="gray.400"
            cursor="not-allowed"
          >
            {t(`admin.${key}`)}
          </Text>
        ),
      )}
    </Stack>
  );
}
