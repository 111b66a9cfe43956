import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from '../../../shared/translation/index.js';
import { ApiError } from '../../../shared/remote/http.js';
import { ERROR_TOAST_DURATION, useToast } from '../../../shared/toast/index.js';

export interface MediaAction {
  readonly busy: boolean;
  /** Runs one immediate save of the condition tabs; true when it worked (the product is then re-read). */
  readonly run: (action: () => Promise<unknown>, success: string) => Promise<boolean>;
}

/** The condition tabs save each change at once (the product exists); failures show the server's message. */
export const useMediaAction = (): MediaAction => {
  const { t } = useTranslation();
  const { toast } = useToast();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setBusy(true);
    try {
      await action();
      toast({ title: success });
      await client.invalidateQueries({ queryKey: ['admin-product'] });
      void client.invalidateQueries({ queryKey: ['products'] });
      return true;
    } catch (error) {
      toast({ title: error instanceof ApiError ? error.message : t('adminProducts.saved.failed'), variant: 'error', duration: ERROR_TOAST_DURATION });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
};
