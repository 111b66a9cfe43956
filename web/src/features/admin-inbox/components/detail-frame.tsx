import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DetailPanel, QueryDetail } from '../../../shared/detail-panel/index.js';
import { useTranslation } from '../../../shared/translation/index.js';

interface DetailFrameProps<Detail> {
  readonly title: string;
  readonly query: UseQueryResult<Detail>;
  readonly onClose: () => void;
  readonly children: (detail: Detail) => ReactNode;
}

/** The open order, quote or message beside its list, with loading, not-found and error states and a Close button. */
export const DetailFrame = <Detail,>({ title, query, onClose, children }: DetailFrameProps<Detail>) => {
  const { t } = useTranslation();
  return (
    <DetailPanel title={title} closeLabel={t('adminInbox.detail.close')} onClose={onClose}>
      <QueryDetail query={query} texts={{ loading: t('adminInbox.detail.loading'), notFound: t('adminInbox.detail.notFound'), error: t('adminInbox.detail.error') }}>
        {children}
      </QueryDetail>
    </DetailPanel>
  );
};
