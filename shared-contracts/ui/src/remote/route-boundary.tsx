import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  children: ReactNode;
  /** changes when the route changes, so a crashed page recovers on navigation */
  resetKey?: string;
}

interface State {
  error: Error | null;
}

/** The inner of the three error depths: one page crashes, the part and the site stay up. */
export class RouteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[rapport] a page crashed', error, info.componentStack);
  }

  override componentDidUpdate(prev: Props) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return <UnavailablePanel onRetry={() => this.setState({ error: null })} />;
  }
}

/** The localised "this area is unavailable, retry" panel. */
export function UnavailablePanel({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Box role="alert" data-testid="remote-unavailable" maxW="lg" mx="auto" my="10" p="6" borderWidth="1px" borderRadius="lg" bg="orange.50">
      <Heading as="h2" size="md" mb="2">
        {t('remoteUnavailable.title')}
      </Heading>
      <Text mb="4">{t('remoteUnavailable.body')}</Text>
      <Button colorPalette="brand" onClick={onRetry}>
        {t('remoteUnavailable.retry')}
      </Button>
    </Box>
  );
}
