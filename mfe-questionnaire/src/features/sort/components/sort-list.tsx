import { Button } from '@chakra-ui/react';
import { RankedWordList, type DndChoice } from '@rapport/ui/words/ranked-word-list';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StickyActionBar } from '@rapport/ui/sticky-action-bar';

interface Props extends DndChoice {
  wordIds: string[];
  labelOf: (wordId: string) => string;
  onSubmit: (ranked: string[]) => void;
}

/** The 12 words in rank order (the shared ranked list), then Submit. */
export function SortList({ wordIds, labelOf, onSubmit, backend, backendOptions }: Props) {
  const { t } = useTranslation('questionnaire');
  const [order, setOrder] = useState(wordIds);
  return (
    <>
      <RankedWordList
        order={order}
        labelOf={labelOf}
        onOrderChange={setOrder}
        announcerTestId="sort-announcer"
        backend={backend}
        backendOptions={backendOptions}
      />
      <StickyActionBar>
        <Button size="lg" w="full" colorPalette="brand" onClick={() => onSubmit(order)}>
          {t('sort.submit')}
        </Button>
      </StickyActionBar>
    </>
  );
}
