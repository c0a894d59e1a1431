import { Stack, Text, type StackProps, type TextProps } from '@chakra-ui/react';
import { selectActiveCompany, useAppSelector } from '@rapport/platform';
import { useTranslation } from 'react-i18next';
import { adminLinks } from './admin-links';
import { NavLink } from './nav-link';
import { usePathname } from './use-pathname';

interface Props extends StackProps {
  /** called after a link is followed (the phone drawer closes) */
  onNavigate?: () => void;
  /** the links' text size: the header's one line at 1280 px holds every link in both languages at 13 px, not at 14 */
  linkSize?: TextProps['fontSize'];
}

/** The company pages; a page the company's plan does not include is greyed out and inert. */
export function AdminNav({ onNavigate, linkSize = 'sm', ...stack }: Props) {
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
            fontSize={linkSize}
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
            fontSize={linkSize}
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
