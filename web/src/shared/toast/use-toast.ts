import { useContext } from 'react';
import { ToastContext, type ToastApi } from './toast-context.js';

/** `const { toast } = useToast(); toast({ title, description, action, variant: 'error', duration: 8000 })`. */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
};
