import { Button, Stack, Text } from '@chakra-ui/react';
import { PageLayout } from '@rapport/ui/page-layout';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import { PageLoading } from '../../../components/page-loading';
import { useMissionQuery } from '../../../lib/api/missions-api';
import { FORM_KINDS } from '../utils/form-kinds';
import type { FormKind } from '../utils/mission-form-rules';
import { MissionForm, type NewContactDialogType } from './mission-form';

interface Props {
  kind: FormKind;
  NewContactDialog: NewContactDialogType;
}

/** `/{kind}/add` and `/{kind}/{missionId}/update`: the mission form, then back to the list. */
export function MissionFormPage({ kind, NewContactDialog }: Props) {
  const { t } = useTranslation('company');
  const navigate = useNavigate();
  const { missionId } = useParams();
  const config = FORM_KINDS[kind];
  const pk = Number(missionId);
  const editing = missionId !== undefined;
  const loaded = useMissionQuery({ query: { pk } }, { skip: !editing || !Number.isInteger(pk) || pk <= 0 });
  const page = `${config.page}-${editing ? 'update' : 'add'}`;
  const back = () => navigate(config.path);

  let content;
  if (!editing) content = <MissionForm kind={kind} mission={null} onSaved={back} NewContactDialog={NewContactDialog} />;
  else if (loaded.data) content = <MissionForm key={loaded.data.pk} kind={kind} mission={loaded.data} onSaved={back} NewContactDialog={NewContactDialog} />;
  else if (loaded.isLoading || loaded.isFetching) content = <PageLoading />;
  else
    // spec section 8: a failed mission load only stops the loader; the page says so and offers a retry
    content = (
      <Stack align="flex-start" gap="3" role="alert">
        <Text>{t('missionForm.loadFailed')}</Text>
        <Stack direction="row" gap="2">
          {!loaded.isUninitialized && (
            <Button variant="outline" onClick={() => void loaded.refetch()}>
              {t('missionForm.retry')}
            </Button>
          )}
          <Button asChild variant="ghost">
            <RouterLink to={config.path}>{t('missionForm.back')}</RouterLink>
          </Button>
        </Stack>
      </Stack>
    );

  return (
    <PageLayout title={t(`pages.${page}.title`)} intro={t(`pages.${page}.intro`)} page={page} width="wide">
      {content}
    </PageLayout>
  );
}
