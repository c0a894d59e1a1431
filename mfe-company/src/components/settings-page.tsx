import { Button, Flex, Stack, Text } from '@chakra-ui/react';
import { PageLayout, type PageWidth } from '@rapport/ui/page-layout';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';

interface PageProps {
  title: string;
  intro: string;
  page: string;
  width: PageWidth;
  /** the list the settings belong to, and the link's text */
  back: { to: string; label: string };
  children: ReactNode;
}

/** A page of settings a list leads to (the values', the survey page texts): its heading, a way back to the list, its form. */
export function SettingsPage({ title, intro, page, width, back, children }: PageProps) {
  return (
    <PageLayout title={title} intro={intro} page={page} width={width}>
      <Stack gap="5">
        <Button asChild variant="ghost" size="sm" alignSelf="flex-start" ms="-2">
          <RouterLink to={back.to}>{back.label}</RouterLink>
        </Button>
        {children}
      </Stack>
    </PageLayout>
  );
}

interface SaveBarProps {
  changed: boolean;
  saving: boolean;
  /** already translated: unsaved changes, none, and the button */
  texts: { unsaved: string; noChanges: string; save: string };
}

/** A settings form's foot: whether something changed (said politely to screen readers), and Save, live once something did. */
export function SaveBar({ changed, saving, texts }: SaveBarProps) {
  return (
    <Flex align="center" justify="flex-end" gap="4" wrap="wrap" borderTopWidth="1px" pt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {changed ? texts.unsaved : texts.noChanges}
      </Text>
      <Button type="submit" colorPalette="brand" disabled={!changed} loading={saving} w={{ base: 'full', sm: 'auto' }}>
        {texts.save}
      </Button>
    </Flex>
  );
}
